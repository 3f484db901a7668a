import { useTranslation } from '../../lib/i18n';
import { CompetitionBody, LoadedCompetition } from './detail/competition-detail';
import { CompetitionsList } from './list/competitions-list';

/**
 * The sportsbook's leaderboard: each running competition counting sports bets in full (its board with the player's
 * row, their place, the prizes and the rules) under the page's own heading, then the coming and the last closed
 * ones as the lists show them.
 */
export function SportsLeaderboard() {
  const { t } = useTranslation();
  return (
    <div data-testid="sports-leaderboard">
      <CompetitionsList
        kind={null}
        product="sports"
        running={{
          show: (competition) => (
            <div className="grid gap-5" data-testid="sports-leaderboard-running" data-slug={competition.slug}>
              <LoadedCompetition slug={competition.slug}>
                {(view, timing) => <CompetitionBody view={view} timing={timing} titleAs="h2" />}
              </LoadedCompetition>
            </div>
          ),
          none: (
            <p
              className="rounded-2xl bg-surface-1 px-4 py-4 text-sm text-muted ring-1 ring-line"
              data-testid="sports-leaderboard-idle"
            >
              {t('competitions.sports.idle')}
            </p>
          ),
        }}
      />
    </div>
  );
}
