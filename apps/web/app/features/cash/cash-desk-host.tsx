import { localizePath } from '@casino/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppData } from '../../lib/app-data';
import { opensCashDesk } from '../../lib/cash-entry';
import { brandModalName } from '../../lib/modals/modal-names';
import { openModal } from '../../lib/modals/modal-store';
import { useHydrated } from '../../lib/use-hydrated';
import { cashDeskRequest, cashDeskRequestKey } from './state/cash-desk-request';

/** The cash desk and its payment code load when it first opens, so no page pays for it up front. */
const CashDeskDialog = lazy(() => import('./desk/cash-desk-dialog'));

/** The registration source whose funnel confirms every contact and then leads to the deposit (server config). */
const CASH_REGISTRATION_SOURCE = 'cash';

/** Where the cash desk will be while its code loads the first time: the same dimmed page and panel outline. */
function CashDeskLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-[9800] grid bg-black/65 backdrop-blur-sm lg:place-items-center"
    >
      <div className="flex h-full w-full flex-col gap-4 bg-surface-1 p-6 lg:h-auto lg:w-[30rem] lg:rounded-3xl">
        <div className="h-7 w-1/2 animate-pulse rounded-xl bg-surface-2" />
        <div className="h-11 animate-pulse rounded-xl bg-surface-2" />
        <div className="grid grid-cols-2 gap-3">
          <div className="h-20 animate-pulse rounded-2xl bg-surface-2" />
          <div className="h-20 animate-pulse rounded-2xl bg-surface-2" />
        </div>
        <div className="h-12 animate-pulse rounded-xl bg-surface-2" />
        <div className="h-13 animate-pulse rounded-xl bg-surface-2" />
      </div>
    </div>
  );
}

/**
 * Opens the cash desk over the page when the address asks for it (spec section 2: a path containing /cash/, a hash
 * containing cash, the tax-ID view). Guests are sent to registration, players with an incomplete registration to
 * its completion. Closing the desk leaves the address that opened it. `pauseNotice` is player protection's word on
 * a pause in force, which the desk shows.
 */
export function CashDeskHost({ pauseNotice }: { pauseNotice?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const hydrated = useHydrated();
  const request = useMemo(
    () => cashDeskRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
    [location.pathname, location.search, location.hash],
  );
  const requestKey = cashDeskRequestKey(request);
  const allowed = !player.isGuest && player.complete;
  // The page the desk opened over. Going back in history would not do: the payment frame's own navigations are
  // entries of the same history.
  const pageUnderDesk = useRef<string | null>(null);
  useEffect(() => {
    if (!request) pageUnderDesk.current = `${location.pathname}${location.search}`;
  }, [request, location.pathname, location.search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per distinct request and viewer.
  useEffect(() => {
    if (!request || allowed) return;
    if (player.isGuest) {
      openModal(brandModalName('Register', features), { source: CASH_REGISTRATION_SOURCE });
    } else {
      openModal('RegisterComplete');
    }
  }, [requestKey, allowed, player.isGuest]);

  const close = useCallback(() => {
    const byHash = !opensCashDesk({ pathname: location.pathname, hash: '' }) && request?.view === 'desk';
    if (byHash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    } else if (pageUnderDesk.current) {
      void navigate(pageUnderDesk.current, { replace: true });
    } else {
      void navigate(localizePath('/', i18nLang), { replace: true });
    }
  }, [location, navigate, request, i18nLang]);

  if (!request || !allowed || !hydrated) return null;
  return (
    <Suspense fallback={<CashDeskLoading />}>
      <CashDeskDialog request={request} onClose={close} pauseNotice={pauseNotice} />
    </Suspense>
  );
}
