import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';

/**
 * One choice of a radio group drawn as a tile (a method, a saved card): the mark above the title and a short line,
 * and a tick when it is chosen. Arrow keys move between the tiles of a group, as in any radio group.
 */
export function ChoiceTile({
  name,
  value,
  checked,
  onSelect,
  mark,
  title,
  detail,
  wide = false,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  mark: ReactNode;
  title: string;
  detail?: ReactNode;
  /** Across the whole row: for a tile whose terms are a sentence, which a half-width tile would stretch tall. */
  wide?: boolean;
  testId: string;
}) {
  return (
    <label
      data-testid={testId}
      data-checked={checked || undefined}
      className={`relative flex min-w-0 cursor-pointer flex-col gap-2.5 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line transition hover:bg-surface-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent data-[checked]:bg-accent/10 data-[checked]:ring-2 data-[checked]:ring-accent ${wide ? 'col-span-full' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      {mark}
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm leading-snug font-semibold text-fg">{title}</span>
        {detail ? <span className="text-xs leading-snug text-muted">{detail}</span> : null}
      </span>
      {checked ? (
        <span className="absolute top-2.5 right-2.5 grid size-5 place-items-center rounded-full bg-accent text-accent-fg shadow">
          <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
        </span>
      ) : null}
    </label>
  );
}
