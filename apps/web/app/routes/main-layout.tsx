import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorPage } from '../components/layout/route-error-page';
import { CashDeskHost } from '../features/cash/cash-desk-host';
import { useFirstVisitAnswers } from '../features/legal/consent/first-visit-store';
import { FirstVisitNotices } from '../features/legal/first-visit/first-visit-notices';
import { LiveUpdates } from '../features/notifications/live/live-updates';
import { PlayerProtection } from '../features/responsible/player-protection';
import { useAppData } from '../lib/app-data';
import { assertLanguageParam } from '../lib/language-param';
import { useHydrated } from '../lib/use-hydrated';
import { LazyPauseNotice } from '../shell/pause-banner';
import { SiteLayout } from '../shell/site-layout';
import type { Route } from './+types/main-layout';

const RecurringBonusUpdates = lazy(() => import('../features/bonuses/recurring/recurring-bonus-updates'));
const CompetitionUpdates = lazy(() => import('../features/competitions/live/competition-updates'));
const DropUpdates = lazy(() => import('../features/chance/drops/drop-updates'));
const WheelAutoPopups = lazy(() => import('../features/chance/wheel/wheel-auto-popups'));
const SevensUpdates = lazy(() => import('../features/chance/sevens/sevens-updates'));
const JackpotWinUpdates = lazy(() => import('../features/chance/jackpots/jackpot-win-updates'));

export function loader({ params }: Route.LoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

/** The site's pages in their chrome, and the cash desk, which opens over any of them (spec section 2). */
/**
 * The guest wheel's automatic popup: its code loads only for a guest past the first-visit notices, after hydration,
 * so no other visitor's page pays for it.
 */
function GuestWheelPopup() {
  const { ageConfirmed, consent } = useFirstVisitAnswers();
  const { isGuest } = useAppData().appMain.player;
  const hydrated = useHydrated();
  const answered = ageConfirmed && consent !== null;
  if (!hydrated || !isGuest || !answered) return null;
  return (
    <Suspense fallback={null}>
      <WheelAutoPopups firstVisitAnswered={answered} />
    </Suspense>
  );
}

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
        <DropUpdates />
        <SevensUpdates />
        <JackpotWinUpdates />
      </LiveUpdates>
      <PlayerProtection />
      <FirstVisitNotices />
      <GuestWheelPopup />
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
