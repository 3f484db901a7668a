import { localizePath, type SportBet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiCallError, errorCodeOf } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { FREEBETS_KEY } from '../../../lib/bonus-query-keys';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { openModal } from '../../../lib/modals/modal-store';
import { CASH_ROUTES } from '../../../lib/route-table';
import { SPORT_BETS_KEY } from '../../../lib/sport-bet-query-keys';
import { raiseUnauthorized } from '../../../lib/unauthorized';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { placeSportBet } from '../api/place-sport-bet';
import { useSportBet } from '../api/sport-bet';
import { placementFailure, rejectionLabel } from '../bets/bet-messages';
import { message } from '../label';
import { setSheetOpen } from './panel-state';
import { getPlacement, IDLE, type SlipNotice, setPlacement, usePlacement } from './placement';
import { betRequest, requestFingerprint, withAttempt, withRefusedPrices } from './slip-rules';
import { getSlip, updateSlip } from './slip-store';

/** The details of a refusal (a self-limit's period and reset), as modal parameters. */
function refusalParams(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.body.error.details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
  }
  return params;
}

/**
 * Placing the slip (decision 032): a guest is asked to log in; a player's slip goes under a reference id that is
 * kept while no answer came (so a retry cannot place it twice) and dropped once the server has answered. An
 * accepted bet clears the slip; a pending one is followed until it is decided; a refusal by price puts the prices
 * the market offers into the slip for the player to confirm; any other refusal says why, with what to do about it.
 * A bet placed with a free bet reads the free bets again: that one is used, or given back if the bet was refused.
 */
export function usePlaceBet() {
  const { appMain, i18nLang: lang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const queryClient = useQueryClient();

  const settle = useCallback(
    (bet: SportBet) => {
      for (const queryKey of [SPORT_BETS_KEY, PLAYER_BALANCE_KEY, ...(bet.freebet ? [FREEBETS_KEY] : [])])
        void queryClient.invalidateQueries({ queryKey });
      const money = (minor: number) => formatMoney(minor, bet.currency, lang);
      if (bet.status === 'pending') {
        setPlacement({ stage: 'pending', bet });
      } else if (bet.status === 'accepted') {
        // The next slip starts as an express on the player's own money: a free bet is one bet.
        updateSlip((slip) => ({ ...slip, selections: [], systemSize: null, freebetId: null, attempt: null }));
        setPlacement({ stage: 'accepted', bet });
      } else if (!bet.rejection) {
        setPlacement({
          stage: 'idle',
          notice: { tone: 'error', text: message('sportsbook.errors.unknown'), action: null },
        });
      } else {
        const byPrice = bet.rejection.reason === 'odds_changed';
        if (byPrice) updateSlip((slip) => withRefusedPrices(slip, bet));
        const text = rejectionLabel(bet.rejection, money);
        setPlacement({ stage: 'idle', notice: { tone: byPrice ? 'warning' : 'error', text, action: null } });
      }
    },
    [queryClient, lang],
  );

  const place = useCallback(
    /** `stake` in minor units; with `freebetId`, the free bet's whole amount. */
    async (stake: number, freebetId: number | null = null) => {
      if (player.isGuest) {
        // The login modal takes the phone's sheet's place; the slip waits in storage for the player to come back.
        setSheetOpen(false);
        openAuthModal('Login', features);
        return;
      }
      if (getPlacement().stage === 'placing') return;
      const request = betRequest(getSlip(), stake, freebetId);
      updateSlip((slip) => withAttempt(slip, requestFingerprint(request)));
      const referenceId = getSlip().attempt?.referenceId;
      if (!referenceId) return;
      setPlacement({ stage: 'placing' });
      let bet: SportBet;
      try {
        bet = await placeSportBet({ ...request, referenceId });
      } catch (error) {
        const failure = placementFailure(
          error instanceof ApiCallError ? error.status : 0,
          errorCodeOf(error),
        );
        if (failure.kind !== 'retry') updateSlip((slip) => ({ ...slip, attempt: null }));
        // A free bet used or ended meanwhile: the list is read again and the slip goes back to the player's money.
        if (errorCodeOf(error) === 'freebet_not_found') {
          updateSlip((slip) => ({ ...slip, freebetId: null }));
          void queryClient.invalidateQueries({ queryKey: FREEBETS_KEY });
        }
        let notice: SlipNotice | null = null;
        if (failure.kind === 'retry') {
          notice = { tone: 'error', text: failure.label, action: null, retry: true };
        } else if (failure.kind === 'unauthorized') {
          notice = { tone: 'error', text: failure.label, action: null };
          raiseUnauthorized({
            retry: () => undefined,
            notAuthorized: () => openAuthModal('Login', features),
          });
        } else if (failure.kind === 'message') {
          notice = { tone: 'error', text: failure.label, action: failure.action };
          if (failure.action === 'selfLimit') openModal('SelfLimitBlockModal', refusalParams(error));
          if (failure.action === 'completeRegistration') openModal('RegisterComplete');
        }
        setPlacement({ stage: 'idle', notice });
        return;
      }
      updateSlip((slip) => ({ ...slip, attempt: null }));
      settle(bet);
    },
    [player.isGuest, features, settle, queryClient],
  );

  return { place, settle };
}

/** Follows a live bet through the bet delay, then settles the placement with its decision. */
export function usePendingBetWatch(settle: (bet: SportBet) => void): void {
  const placement = usePlacement();
  const pendingId = placement.stage === 'pending' ? placement.bet.id : null;
  const followed = useSportBet(pendingId);
  const decided = followed.data && followed.data.status !== 'pending' ? followed.data : null;
  useEffect(() => {
    if (decided && getPlacement().stage === 'pending') settle(decided);
  }, [decided, settle]);
}

/** Where a notice's action leads: the cash desk over this page, the tax-ID view, or the registration's end. */
export function useNoticeAction(): (action: NonNullable<SlipNotice['action']>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18nLang: lang } = useAppData();
  return useCallback(
    (action) => {
      if (action === 'deposit')
        void navigate({ pathname: location.pathname, search: location.search, hash: 'cash' });
      else if (action === 'taxId') void navigate(localizePath(CASH_ROUTES.inn.path, lang));
      else if (action === 'completeRegistration') openModal('RegisterComplete');
      else setPlacement(IDLE);
    },
    [navigate, location.pathname, location.search, lang],
  );
}
