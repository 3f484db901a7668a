import {
  DICE_RESULT_DELAY_MS,
  DICE_RETRY_DELAY_MS,
  type DiceActivity,
  type DicePlayResponse,
} from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { callChanceEndpoint } from '../../../lib/chance-endpoints';
import { useTranslation } from '../../../lib/i18n';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { DICE_KEY } from './dice-endpoints';
import { outcomeOf, type ThrowOutcome } from './dice-rules';

export type ThrowState =
  | { phase: 'idle' }
  | { phase: 'rolling' }
  /** The dice have landed; the outcome screen follows after the spec's 1000 ms. */
  | { phase: 'landed'; played: DicePlayResponse['data'] }
  | { phase: 'outcome'; played: DicePlayResponse['data']; outcome: ThrowOutcome }
  | { phase: 'failed'; message: string };

const REFUSALS = new Set(['dice_throw_unavailable', 'dice_activity_not_found']);

/**
 * A throw as the player sees it: the dice tumble while the server draws, land on the drawn faces, and after 1000 ms
 * the screen that follows shows (spec section 4); a retry throws again after 300 ms. The activity and the balance
 * are read again once a throw has been made.
 */
export function useDiceThrow(activity: DiceActivity) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ThrowState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const throwNow = async () => {
    setState({ phase: 'rolling' });
    try {
      const { data } = await callChanceEndpoint('dicePlay', {
        params: { kind: activity.kind },
        query: { lang },
      });
      setState({ phase: 'landed', played: data });
      void queryClient.invalidateQueries({ queryKey: DICE_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
      timer.current = setTimeout(
        () =>
          setState({
            phase: 'outcome',
            played: data,
            outcome: outcomeOf(activity.kind, data, activity.maxTries),
          }),
        DICE_RESULT_DELAY_MS,
      );
    } catch (error) {
      const code = errorCodeOf(error);
      // A self-excluded player's 444 opens the Ludoman modal wherever it is answered (api-client).
      setState({ phase: 'failed', message: t(`chance.errors.${REFUSALS.has(code) ? code : 'unknown'}`) });
    }
  };

  return {
    state,
    throwDice: () => {
      if (state.phase === 'rolling' || state.phase === 'landed') return;
      void throwNow();
    },
    retry: () => {
      setState({ phase: 'idle' });
      timer.current = setTimeout(() => void throwNow(), DICE_RETRY_DELAY_MS);
    },
    reset: () => setState({ phase: 'idle' }),
  };
}
