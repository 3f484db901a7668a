import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiCallError, errorCodeOf } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { SPORT_BETS_KEY } from '../../../lib/sport-bet-query-keys';
import { raiseUnauthorized } from '../../../lib/unauthorized';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { placeSportBet } from '../api/place-sport-bet';
import { placementFailure } from '../bets/bet-messages';
import { message } from '../label';
import { setSheetOpen } from './panel-state';
import { getPlacement, setPlacement } from './placement';
import {
  afterSingles,
  type SingleLine,
  type SingleOutcome,
  type SingleResult,
  singleRequest,
  withSingleAttempt,
} from './singles-rules';
import { getSlip, updateSlip } from './slip-store';

/** Sends one single under its own reference id (kept in the slip until answered) and says how it was answered. */
async function placeSingle(line: SingleLine, stake: number): Promise<SingleOutcome> {
  const request = singleRequest(line.selection, stake, getSlip().policy);
  updateSlip((slip) => withSingleAttempt(slip, line.key, request));
  const referenceId = getSlip().singleAttempts[line.key]?.referenceId;
  if (!referenceId) return { kind: 'failed', label: message('sportsbook.errors.unknown'), retry: false };
  try {
    return { kind: 'bet', bet: await placeSportBet({ ...request, referenceId }) };
  } catch (error) {
    const failure = placementFailure(error instanceof ApiCallError ? error.status : 0, errorCodeOf(error));
    if (failure.kind === 'protection' || failure.kind === 'unauthorized') throw error;
    return { kind: 'failed', label: failure.label, retry: failure.kind === 'retry' };
  }
}

/**
 * Placing the slip as singles: one after another, so the balance and the limits measure each against the ones
 * before, each under its own reference id. Every single gets its own answer (a refusal of one never stops the
 * others), and the slip then keeps only the refused ones. A session that ended or player protection's refusal
 * stops the rest: they are reported as not placed, and the site asks the player to log in or shows its modal.
 */
export function usePlaceSingles() {
  const { appMain } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const queryClient = useQueryClient();

  return useCallback(
    async (lines: readonly SingleLine[], stakes: readonly number[]) => {
      if (player.isGuest) {
        setSheetOpen(false);
        openAuthModal('Login', features);
        return;
      }
      if (getPlacement().stage === 'placing') return;
      setPlacement({ stage: 'placing' });
      const results: SingleResult[] = [];
      let stopped: SingleOutcome | null = null;
      for (const [index, line] of lines.entries()) {
        const stake = stakes[index] ?? 0;
        let outcome: SingleOutcome;
        if (stopped) outcome = stopped;
        else {
          try {
            outcome = await placeSingle(line, stake);
          } catch (error) {
            const unauthorized = placementFailure(
              error instanceof ApiCallError ? error.status : 0,
              errorCodeOf(error),
            );
            if (unauthorized.kind === 'unauthorized') {
              raiseUnauthorized({
                retry: () => undefined,
                notAuthorized: () => openAuthModal('Login', features),
              });
            }
            stopped = {
              kind: 'failed',
              label: message(
                unauthorized.kind === 'unauthorized'
                  ? 'sportsbook.errors.unauthorized'
                  : 'sportsbook.slip.singles.notPlaced',
              ),
              retry: false,
            };
            outcome = stopped;
          }
        }
        results.push({ key: line.key, selection: line.selection, stake, outcome });
      }
      updateSlip((slip) => afterSingles(slip, results));
      for (const queryKey of [SPORT_BETS_KEY, PLAYER_BALANCE_KEY])
        void queryClient.invalidateQueries({ queryKey });
      setPlacement({ stage: 'singles', results });
    },
    [player.isGuest, features, queryClient],
  );
}
