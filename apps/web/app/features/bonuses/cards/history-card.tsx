import type { Bonus } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { BonusCard } from './bonus-card';

/** A closed bonus: how it ended for the player's money. */
export function HistoryCard({ bonus, anchor }: { bonus: Bonus; anchor: string | undefined }) {
  const { t, lang } = useTranslation();
  const outcome =
    bonus.outcome === 'converted'
      ? t('bonuses.history.converted', {
          amount: formatMoney(bonus.convertedAmount ?? 0, bonus.currency, lang),
        })
      : bonus.outcome
        ? t(`bonuses.history.${bonus.outcome}`)
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
