import type { Cashback } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { TermGrid } from '../terms/term-grid';
import { cashbackTermLines } from './cashback-figures';

/** A programme's terms, each in words, and what its net loss counts. */
export function CashbackTermsList({ cashback }: { cashback: Cashback }) {
  const { t, lang } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="cashback-terms">
      <TermGrid lines={cashbackTermLines(cashback, t, lang)} />
      <p className="text-xs text-muted">{t('bonuses.cashback.terms.netLossNote')}</p>
    </div>
  );
}
