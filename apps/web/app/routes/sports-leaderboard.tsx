import {
  sportsLeaderboardAlternates,
  sportsLeaderboardMeta,
} from '../features/competitions/competitions-meta';
import { SportsLeaderboard } from '../features/competitions/sports-leaderboard';
import { SportsbookFramedPage } from '../features/sportsbook/page/sportsbook-page';
import { useTranslation } from '../lib/i18n';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import type { Route } from './+types/sports-leaderboard';

/**
 * `/sports-book/leaderboard/` (spec section 2, `sportsbookLeaderboard`), also in the in-app area: the competitions
 * counting sports bets in the sportsbook's frame, beside the bet slip. Ranked before `/sports-book/:slug?/`. A
 * noLoadData route: the competitions load in the browser.
 */
function load() {
  return { seo: { alternates: sportsLeaderboardAlternates() } };
}

export const handle: I18nHandle = { i18n: ['sportsbook', 'competitions'] };

export const loader = () => load();
export const clientLoader = () => load();
export const meta = (args: Route.MetaArgs) => sportsLeaderboardMeta(args.matches);

export default function SportsLeaderboardRoute() {
  const { t } = useTranslation();
  return (
    <SportsbookFramedPage title={t('competitions.sports.title')} intro={t('competitions.sports.lead')}>
      <SportsLeaderboard />
    </SportsbookFramedPage>
  );
}
