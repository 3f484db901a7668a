import { formatMoney } from '@casino/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerBalance } from '../../../lib/player-balance';

/** The balance under the cash desk's title: the principal, and the amount on hold when there is one. */
export function BalanceLine() {
  const { t, lang } = useTranslation();
  const balance = usePlayerBalance();
  if (!balance.data) return <Skeleton className="mt-1 h-4 w-40" />;
  const { principal, hold, currency } = balance.data;
  return (
    <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted" data-testid="cash-desk-balance">
      <span>
        {t('cash.balance.label')}{' '}
        <span className="font-semibold text-fg tabular-nums">{formatMoney(principal, currency, lang)}</span>
      </span>
      {hold > 0 ? (
        <span data-testid="cash-desk-hold">
          {t('cash.balance.hold')}{' '}
          <span className="font-semibold text-fg tabular-nums">{formatMoney(hold, currency, lang)}</span>
        </span>
      ) : null}
    </p>
  );
}
