import { useTranslation } from '../../../lib/i18n';
import { QueuedCard } from '../cards/queued-card';
import { isFreebetBonus } from '../freebet/freebet-bonus';
import { FreebetCard } from '../freebet/freebet-card';
import { BonusListLoader } from './bonus-list-loader';
import { BonusSection, EmptySection } from './bonus-section';
import { HistorySection, OffersSection } from './list-sections';

/**
 * The sport tab (`?tab=sport`): the player's free bets, the sport offers and the closed ones. Free bets have no
 * queue (decision 033): any number may be placed at once, so the server's active one and the others beside it are
 * one list here. A sport bonus not a free bet yet (chosen for a deposit not credited) is drawn as the casino tab
 * draws it.
 */
export function SportBonuses() {
  const { t } = useTranslation();
  return (
    <BonusListLoader tab="sport">
      {({ active, queued, available, history }, anchors) => {
        const live = active ? [active, ...queued] : queued;
        return (
          <div className="grid gap-8">
            <BonusSection id="freebets" title={t('bonuses.sport.title')} lead={t('bonuses.sport.lead')}>
              {live.length > 0 ? (
                <div className="grid gap-4">
                  {live.map((bonus) =>
                    isFreebetBonus(bonus) ? (
                      <FreebetCard
                        key={bonus.playerBonusId ?? bonus.id}
                        bonus={bonus}
                        anchor={anchors.get(bonus)}
                        highlight={bonus.status === 'applied'}
                      />
                    ) : (
                      <QueuedCard
                        key={bonus.playerBonusId ?? bonus.id}
                        bonus={bonus}
                        anchor={anchors.get(bonus)}
                      />
                    ),
                  )}
                </div>
              ) : (
                <EmptySection title={t('bonuses.sport.empty')} text={t('bonuses.sport.emptyText')} />
              )}
            </BonusSection>
            <OffersSection offers={available} anchors={anchors} />
            <HistorySection history={history} anchors={anchors} />
          </div>
        );
      }}
    </BonusListLoader>
  );
}
