import type { GameLaunch, PlayerBalance } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { freeSpinGames } from '../../../lib/free-spin-endpoints';
import { closeModal } from '../../../lib/modals/modal-store';
import { playerBalanceQuery } from '../../../lib/player-balance';
import { raiseUnauthorized } from '../../../lib/unauthorized';
import { launchGame } from '../api/launch-game';
import { decideLaunch, hasMoney } from './launch-decision';

export type LaunchState =
  | { status: 'loading' }
  | { status: 'playing'; launch: GameLaunch & { iframeUrl: string } }
  /** The game cannot be shown (unknown, not released, or the call failed): the modal offers a retry. */
  | { status: 'failed' }
  /** Real money needs the player's tax ID first: the modal asks for it, then launches again. */
  | { status: 'tax-id' }
  /** The modal is leaving for the deposit view, or a redirect. */
  | { status: 'leaving' };

/**
 * Launches the game (`GET /rest/game/{slug}/`) and acts on the reply (spec section 5): the game's frame; the
 * unauthorized event with a retry when the session is gone (a player who turns out to be a guest gets demo); the
 * deposit view (closing the game) when money may not move or the balance is empty; the tax ID asked for in the
 * modal itself, the game kept; a redirect.
 * `attempt` launches again (retry, reopen after the session ended).
 */
export function useGameLaunch(
  request: { slug: string; isMoney: boolean; attempt: number },
  onGuest: () => void,
): LaunchState {
  const { i18nLang } = useAppData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [retries, setRetries] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a launch per game, mode and attempt.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const leave = (to: string) => {
      setState({ status: 'leaving' });
      closeModal();
      void navigate(to);
    };
    void (async () => {
      try {
        const response = await launchGame({ slug: request.slug, isMoney: request.isMoney, lang: i18nLang });
        const balance: PlayerBalance | null =
          response.success && response.data[0]?.isMoney
            ? await queryClient.fetchQuery({ ...playerBalanceQuery, staleTime: 0 }).catch(() => null)
            : null;
        // Free spins of a bonus open a game the balance alone would not: asked only when the balance is empty.
        const freeSpins =
          response.success && response.data[0]?.isMoney && !hasMoney(balance)
            ? await freeSpinGames(i18nLang).catch(() => new Set<string>())
            : new Set<string>();
        if (!current) return;
        const decision = decideLaunch(response, balance, freeSpins);
        switch (decision.action) {
          case 'play':
            setState({ status: 'playing', launch: decision.launch });
            return;
          case 'unauthorized': {
            const raised = raiseUnauthorized({
              retry: () => setRetries((value) => value + 1),
              notAuthorized: onGuest,
            });
            if (!raised) setState({ status: 'failed' });
            return;
          }
          case 'redirect':
            leave(decision.url);
            return;
          case 'deposit':
            leave(depositPath(i18nLang));
            return;
          case 'tax-id':
            setState({ status: 'tax-id' });
            return;
          case 'unavailable':
            setState({ status: 'failed' });
            return;
        }
      } catch {
        if (current) setState({ status: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [request.slug, request.isMoney, request.attempt, retries, i18nLang]);

  return state;
}
