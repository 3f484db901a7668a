import type { FaqGroup } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';

/** Links to the page's groups: a sticky list beside the questions on desktop, a row of chips on mobile. */
export function FaqTopics({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pages.faq.topics')}>
      <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wider text-muted uppercase lg:block">
        {t('pages.faq.topics')}
      </p>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:-mx-4 sm:px-4 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {groups.map((group) => (
          <li key={group.id} className="shrink-0">
            <a
              href={`#${group.id}`}
              className="flex items-center justify-between gap-3 rounded-full bg-surface-1 px-4 py-2 text-sm font-medium whitespace-nowrap text-fg ring-1 ring-line transition hover:bg-surface-2 hover:text-accent lg:rounded-xl lg:bg-transparent lg:px-3 lg:ring-0"
            >
              {group.title}
              <span className="hidden rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted lg:inline">
                {group.items.length}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
