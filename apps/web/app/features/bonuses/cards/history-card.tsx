import type { Bonus } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { isFreebetBonus } from '../freebet/freebet-bonus';
import { BonusCard } from './bonus-card';

/**
 * A closed bonus: how it ended for the player's money. A free bet's words are its bet's: what it won (without the
 * stake), or that it lost; it had no bonus balance to spend or forfeit.
 */
export function HistoryCard({ bonus, anchor }: { bonus: Bonus; anchor: string | undefined }) {
  const { t, lang } = useTranslation();
  const words = isFreebetBonus(bonus) ? 'bonuses.freebet.history' : 'bonuses.history';
  const outcome =
    bonus.outcome === 'converted'
      ? t(`${words}.converted`, {
          amount: formatMoney(bonus.convertedAmount ?? 0, bonus.currency, lang),
        })
      : bonus.outcome
        ? t(`${words}.${bonus.outcome}`)
        : null;
  return (
    <BonusCard bonus={bonus} anchor={anchor}>
      {outcome ? (
        <p
          data-testid="bonus-outcome"
          className={`text-sm font-semibold ${bonus.outcome === 'converted' ? 'text-win' : 'text-muted'}`}
        >
          {outcome}
        </p>
      ) : null}
    </BonusCard>
  );
}
