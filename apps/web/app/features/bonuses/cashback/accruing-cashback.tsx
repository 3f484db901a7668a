import type { Cashback } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Clock from 'lucide-react/icons/clock';
import { useMemo } from 'react';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { countdownText } from '../cards/countdown-text';
import { CashbackCard } from './cashback-card';
import { cashbackStanding } from './cashback-figures';

/** The chosen programme's current period: the time left, the net loss so far and what it would pay now. */
export function AccruingCashback({ cashback }: { cashback: Cashback }) {
  const { t, lang } = useTranslation();
  const until = useMemo(() => Date.parse(cashback.periodEnd), [cashback.periodEnd]);
  const left = useSecondsLeft(until);
  const money = (minor: number) => formatMoney(minor, cashback.currency, lang);
  const standing = cashbackStanding(cashback);
  return (
    <CashbackCard cashback={cashback}>
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="cashback-period-left">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <span>{t('bonuses.cashback.periodEnds')}:</span>
        <time dateTime={cashback.periodEnd} className="font-semibold text-fg tabular-nums">
          {left > 0 ? countdownText(left, t) : t('bonuses.cashback.periodClosing')}
        </time>
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-muted">{t('bonuses.cashback.netLoss')}</dt>
          <dd className="text-sm font-semibold text-fg" data-testid="cashback-net-loss">
            {money(Math.max(0, cashback.netLoss))}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line">
          <dt className="text-xs text-muted">{t('bonuses.cashback.expected')}</dt>
          <dd className="text-sm font-semibold text-fg" data-testid="cashback-expected">
            {money(cashback.amount)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted" data-testid="cashback-standing" data-standing={standing}>
        {standing === 'ahead'
          ? t('bonuses.cashback.ahead')
          : standing === 'capped'
            ? t('bonuses.cashback.capped', { amount: money(cashback.maxAmount) })
            : t('bonuses.cashback.minimum', { amount: money(cashback.minNetLoss) })}
      </p>
    </CashbackCard>
  );
}
