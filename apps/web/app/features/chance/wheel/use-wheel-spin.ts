import type { WheelSegments, WheelSpinResult } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { callChanceEndpoint } from '../../../lib/chance-endpoints';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { chanceVerifyHref } from '../chance-verify-link';
import { wheelVerifyKey } from './wheel-queries';

export type SpinState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  /** The server has drawn: the wheel turns to the segment, then the prize shows. */
  | { phase: 'turning'; result: WheelSpinResult; spin: number }
  | { phase: 'landed'; result: WheelSpinResult }
  | { phase: 'failed'; message: string };

/** The wheel rests on the drawn segment this long before the prize opens, so the player sees where it stopped. */
export const WHEEL_RESULT_DELAY_MS = 1000;

/** Refusals that have their own popup (WheelFortuneErrorPopup); a 444 opens the Ludoman modal (api-client). */
const REFUSALS = new Set(['wheel_no_spins', 'wheel_not_found']);

/**
 * A spin as the player sees it: the server draws while the button waits, the wheel turns to the drawn segment, and
 * a second after it settles the prize opens in WheelFortuneConfirmationPopup (or the segment without a prize shows here). The
 * balance and the wheel are read again after the draw. A second press while one is under way does nothing.
 */
export function useWheelSpin(slug: string, wheel: WheelSegments) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SpinState>({ phase: 'idle' });
  const spins = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = async () => {
    if (state.phase === 'asking' || state.phase === 'turning') return;
    setState({ phase: 'asking' });
    try {
      const { data } = await callChanceEndpoint('wheelSpin', { query: { slug, lang } });
      spins.current += 1;
      setState({ phase: 'turning', result: data, spin: spins.current });
    } catch (error) {
      const code = errorCodeOf(error);
      if (REFUSALS.has(code)) {
        setState({ phase: 'idle' });
        openModal('WheelFortuneErrorPopup', { code });
        return;
      }
      setState({ phase: 'failed', message: t('chance.errors.unknown') });
    }
  };

  /** The verify page's address for a spin: its seeds, and the weights of the wheel it was drawn on. */
  const verifyHref = (result: WheelSpinResult) =>
    chanceVerifyHref(
      lang,
      'wheel',
      result.draw,
      wheel.segments.map((segment) => segment.weight),
    );

  const settled = () => {
    if (state.phase !== 'turning') return;
    const { result } = state;
    setState({ phase: 'landed', result });
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
    const { prize } = result;
    if (!prize) return;
    // The prize's popup takes the wheel's place a second later: it offers the same verification.
    queryClient.setQueryData(wheelVerifyKey(prize.id), verifyHref(result));
    timer.current = setTimeout(
      () => openModal('WheelFortuneConfirmationPopup', { prizeId: String(prize.id) }),
      WHEEL_RESULT_DELAY_MS,
    );
  };

  return { state, spin: () => void spin(), settled, verifyHref };
}
