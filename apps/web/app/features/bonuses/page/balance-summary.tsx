import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerBalance } from '../../../lib/player-balance';
import { useClientData } from '../../../lib/use-hydrated';

/** The two balances side by side: real money, and bonus money that is not the player's until wagered. */
export function BalanceSummary() {
  const { t, lang } = useTranslation();
  const balance = useClientData(usePlayerBalance().data);
  if (!balance) return null;
  const money = (minor: number) => formatMoney(minor, balance.currency, lang);
  return (
    <div className="grid gap-2" data-testid="bonuses-balances">
      <dl className="grid grid-cols-2 gap-3">
        <div className="grid gap-0.5 rounded-2xl bg-surface-1 p-4 ring-1 ring-line">
          <dt className="text-xs text-muted">{t('bonuses.balance.real')}</dt>
          <dd className="text-xl font-bold text-fg tabular-nums">{money(balance.principal)}</dd>
        </div>
        <div className="grid gap-0.5 rounded-2xl bg-accent/10 p-4 ring-1 ring-accent/25">
          <dt className="text-xs text-muted">{t('bonuses.balance.bonus')}</dt>
          <dd className="text-xl font-bold text-fg tabular-nums" data-testid="bonuses-bonus-balance">
            {money(balance.bonus)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{t('bonuses.balance.note')}</p>
    </div>
  );
}
