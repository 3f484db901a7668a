import type { Bonus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { HistoryCard } from '../cards/history-card';
import { OfferCard } from '../cards/offer-card';
import { BonusSection, EmptySection } from './bonus-section';

type Anchors = Map<Bonus, string>;

/** What the player may take: every tab's offers, each with its terms. */
export function OffersSection({ offers, anchors }: { offers: readonly Bonus[]; anchors: Anchors }) {
  const { t } = useTranslation();
  return (
    <BonusSection id="offers" title={t('bonuses.offers.title')} lead={t('bonuses.offers.lead')}>
      {offers.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {offers.map((bonus) => (
            <OfferCard key={bonus.id} bonus={bonus} anchor={anchors.get(bonus)} />
          ))}
        </div>
      ) : (
        <EmptySection text={t('bonuses.offers.empty')} />
      )}
    </BonusSection>
  );
}

/** Every tab's closed bonuses, each with how it ended. */
export function HistorySection({ history, anchors }: { history: readonly Bonus[]; anchors: Anchors }) {
  const { t } = useTranslation();
  return (
    <BonusSection id="history" title={t('bonuses.history.title')}>
      {history.length > 0 ? (
        <div className="grid gap-3">
          {history.map((bonus) => (
            <HistoryCard key={bonus.playerBonusId ?? bonus.id} bonus={bonus} anchor={anchors.get(bonus)} />
          ))}
        </div>
      ) : (
        <EmptySection text={t('bonuses.history.empty')} />
      )}
    </BonusSection>
  );
}
