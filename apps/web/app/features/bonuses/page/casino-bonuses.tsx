import { useMemo } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useBonusList } from '../api/bonus-list';
import { ActiveBonusCard } from '../cards/active-bonus-card';
import { cardAnchors } from '../cards/card-anchors';
import { HistoryCard } from '../cards/history-card';
import { OfferCard } from '../cards/offer-card';
import { QueuedCard } from '../cards/queued-card';
import { CashbackSection } from '../cashback/cashback-section';
import { InsuranceSection } from '../insurance/insurance-section';
import { OfferCalendarSection } from '../personal-offers/offer-calendar-section';
import { BalanceSummary } from './balance-summary';
import { BonusSection, EmptySection } from './bonus-section';

function BonusesSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="bonuses-loading">
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** The casino tab: the balances, the active bonus, the queue, the offers and the history, loaded in the browser. */
export function CasinoBonuses() {
  const { t } = useTranslation();
  const list = useBonusList();
  const anchors = useMemo(() => (list.data ? cardAnchors(list.data) : new Map()), [list.data]);

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        text={t('bonuses.loadFailed')}
        retryLabel={t('bonuses.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <BonusesSkeleton />;
  const { active, queued, available, history } = list.data;

  return (
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
      <BonusSection id="offers" title={t('bonuses.offers.title')} lead={t('bonuses.offers.lead')}>
        {available.length > 0 ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {available.map((bonus) => (
              <OfferCard key={bonus.id} bonus={bonus} anchor={anchors.get(bonus)} />
            ))}
          </div>
        ) : (
          <EmptySection text={t('bonuses.offers.empty')} />
        )}
      </BonusSection>
      <OfferCalendarSection />
      <CashbackSection />
      <InsuranceSection />
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
    </div>
  );
}
