import type { TagGroup } from '@casino/contracts';
import { Chip } from '../../../components/ui/chip';

/**
 * The tag groups' chips: on phones one row that scrolls sideways through every group, on desktop a wrapped row
 * per group. Pressing the chosen tag again lets it go.
 */
export function TagFilter({
  groups,
  value,
  onChange,
}: {
  groups: readonly TagGroup[];
  value: string | null;
  onChange: (tag: string | null) => void;
}) {
  return (
    <div className="relative -mx-3 flex gap-5 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:-mx-4 sm:px-4 lg:mx-0 lg:flex-col lg:gap-3 lg:overflow-visible lg:px-0 [&::-webkit-scrollbar]:hidden">
      {groups
        .filter((group) => group.tags.length > 0)
        .map((group) => (
          <fieldset
            key={group.id}
            className="flex min-w-0 shrink-0 items-center gap-2 lg:shrink lg:flex-wrap"
          >
            <legend className="sr-only">{group.title}</legend>
            <span
              aria-hidden="true"
              className="inline-flex h-9 shrink-0 items-center pr-1 text-xs font-bold tracking-wider text-muted uppercase"
            >
              {group.title}
            </span>
            {group.tags.map((tag) => (
              <Chip
                key={tag.id}
                pressed={tag.slug === value}
                onClick={() => onChange(tag.slug === value ? null : tag.slug)}
                testId={`lobby-tag-${tag.slug}`}
              >
                {tag.title}
              </Chip>
            ))}
          </fieldset>
        ))}
    </div>
  );
}
