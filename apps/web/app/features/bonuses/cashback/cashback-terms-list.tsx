import type { Cashback } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { cashbackTermLines } from './cashback-figures';

/** A programme's terms, each in words, and what its net loss counts. */
export function CashbackTermsList({ cashback }: { cashback: Cashback }) {
  const { t, lang } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="cashback-terms">
      <dl className="grid gap-2 sm:grid-cols-2">
        {cashbackTermLines(cashback, t, lang).map((line) => (
          <div
            key={line.id}
            data-term={line.id}
            className="grid content-start gap-0.5 rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line"
          >
            <dt className="text-xs text-muted">{line.label}</dt>
            <dd className="text-sm font-semibold text-fg">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t('bonuses.cashback.terms.netLossNote')}</p>
    </div>
  );
}
