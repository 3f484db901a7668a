import { lazy } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorPage } from '../components/layout/route-error-page';
import { CashDeskHost } from '../features/cash/cash-desk-host';
import { FirstVisitNotices } from '../features/legal/first-visit/first-visit-notices';
import { LiveUpdates } from '../features/notifications/live/live-updates';
import { PlayerProtection } from '../features/responsible/player-protection';
import { assertLanguageParam } from '../lib/language-param';
import { LazyPauseNotice } from '../shell/pause-banner';
import { SiteLayout } from '../shell/site-layout';
import type { Route } from './+types/main-layout';

const RecurringBonusUpdates = lazy(() => import('../features/bonuses/recurring/recurring-bonus-updates'));
const CompetitionUpdates = lazy(() => import('../features/competitions/live/competition-updates'));

export function loader({ params }: Route.LoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

/** The site's pages in their chrome, and the cash desk, which opens over any of them (spec section 2). */
export default function MainLayout() {
  return (
    <>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <CashDeskHost pauseNotice={<LazyPauseNotice place="desk" />} />
      <LiveUpdates>
        <RecurringBonusUpdates />
        <CompetitionUpdates />
      </LiveUpdates>
      <PlayerProtection />
      <FirstVisitNotices />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout>
      <RouteErrorPage error={error} />
    </SiteLayout>
  );
}
