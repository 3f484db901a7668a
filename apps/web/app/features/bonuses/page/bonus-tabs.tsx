import { Link } from 'react-router';
import type { BonusListTab } from '../../../lib/bonus-query-keys';
import { useTranslation } from '../../../lib/i18n';

export type BonusTab = BonusListTab;

/** The tab an address asks for: `?tab=sport` (spec section 2), casino otherwise. */
export function bonusTabOf(search: URLSearchParams): BonusTab {
  return search.get('tab') === 'sport' ? 'sport' : 'casino';
}

const TABS: readonly { tab: BonusTab; search: string }[] = [
  { tab: 'casino', search: '' },
  { tab: 'sport', search: '?tab=sport' },
];

/** Casino and sport bonuses, as links, so each tab has its address. */
export function BonusTabs({ current }: { current: BonusTab }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('bonuses.tabs.label')}
      className="grid auto-cols-fr grid-flow-col gap-1 self-start rounded-xl bg-surface-2 p-1 ring-1 ring-line sm:w-80"
    >
      {TABS.map(({ tab, search }) => (
        <Link
          key={tab}
          to={{ search }}
          replace
          preventScrollReset
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`bonuses-tab-${tab}`}
          className="grid h-10 place-items-center rounded-lg text-sm font-semibold text-muted transition-colors hover:text-fg aria-[current=page]:bg-surface-0 aria-[current=page]:text-fg aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-line"
        >
          {t(`bonuses.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
