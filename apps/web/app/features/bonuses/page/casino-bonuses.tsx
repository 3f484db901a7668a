import { useTranslation } from '../../../lib/i18n';
import { ActiveBonusCard } from '../cards/active-bonus-card';
import { QueuedCard } from '../cards/queued-card';
import { CashbackSection } from '../cashback/cashback-section';
import { InsuranceSection } from '../insurance/insurance-section';
import { OfferCalendarSection } from '../personal-offers/offer-calendar-section';
import { BalanceSummary } from './balance-summary';
import { BonusListLoader } from './bonus-list-loader';
import { BonusSection, EmptySection } from './bonus-section';
import { HistorySection, OffersSection } from './list-sections';

/** The casino tab: the balances, the active bonus, the queue, the offers and the history, loaded in the browser. */
export function CasinoBonuses() {
  const { t } = useTranslation();
  return (
    <BonusListLoader tab="casino">
      {({ active, queued, available, history }, anchors) => (
        <div className="grid gap-8">
          <BalanceSummary />
          <BonusSection id="active" title={t('bonuses.active.title')}>
            {active ? (
              <ActiveBonusCard bonus={active} anchor={anchors.get(active)} />
            ) : (
              <EmptySection title={t('bonuses.active.empty')} text={t('bonuses.active.emptyText')} />
            )}
          </BonusSection>
          {queued.length > 0 ? (
            <BonusSection id="queue" title={t('bonuses.queue.title')} lead={t('bonuses.queue.lead')}>
              {queued.map((bonus) => (
                <QueuedCard key={bonus.playerBonusId ?? bonus.id} bonus={bonus} anchor={anchors.get(bonus)} />
              ))}
            </BonusSection>
          ) : null}
          <OffersSection offers={available} anchors={anchors} />
          <OfferCalendarSection />
          <CashbackSection />
          <InsuranceSection />
          <HistorySection history={history} anchors={anchors} />
        </div>
      )}
    </BonusListLoader>
  );
}
