import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import { useTranslation } from '../../../lib/i18n';
import type { CashTab } from '../state/cash-desk-request';

const TABS = [
  { id: 'deposit', icon: ArrowDownToLine },
  { id: 'withdraw', icon: ArrowUpFromLine },
] as const satisfies readonly { id: CashTab; icon: unknown }[];

export function tabPanelId(tab: CashTab): string {
  return `cash-panel-${tab}`;
}

/** Deposit or withdraw: a segmented control across the cash desk. */
export function DeskTabs({ tab, onChange }: { tab: CashTab; onChange: (tab: CashTab) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('cash.tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-2xl bg-surface-2/70 p-1 ring-1 ring-line"
    >
      {TABS.map(({ id, icon: Icon }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`cash-tab-${id}`}
          aria-selected={tab === id}
          aria-controls={tabPanelId(id)}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onChange(id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            const other = id === 'deposit' ? 'withdraw' : 'deposit';
            onChange(other);
            document.getElementById(`cash-tab-${other}`)?.focus();
          }}
          data-testid={`cash-tab-${id}`}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold text-muted transition-colors hover:text-fg aria-selected:bg-surface-1 aria-selected:text-fg aria-selected:shadow-sm"
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`cash.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
}
