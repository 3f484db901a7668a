import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '../../lib/api-client';
import { callChanceEndpoint } from '../../lib/chance-endpoints';
import { type DrawVerifyTarget, drawVerifyTarget } from './draw-verify-target';

export type DrawPrefill = 'none' | 'loading' | 'loaded' | 'sign-in' | 'not-found' | 'failed';

/**
 * `?draw=<id>`: one of the signed-in player's chance draws (a jackpot win's link), read and handed to `onDraw` to
 * fill the chance form. A guest is asked to sign in; another player's draw, or none, is not found.
 */
export function useDrawPrefill(
  drawId: string | null,
  isGuest: boolean,
  onDraw: (target: DrawVerifyTarget) => void,
): DrawPrefill {
  const id = drawId !== null && /^\d{1,15}$/.test(drawId) ? Number(drawId) : null;
  const initial: DrawPrefill = drawId === null ? 'none' : id === null ? 'not-found' : 'loading';
  const [state, setState] = useState<DrawPrefill>(isGuest && id !== null ? 'sign-in' : initial);
  const handler = useRef(onDraw);
  handler.current = onDraw;
  useEffect(() => {
    if (id === null || isGuest) return;
    let current = true;
    setState('loading');
    callChanceEndpoint('draw', { params: { id } })
      .then(({ data }) => {
        if (!current) return;
        handler.current(drawVerifyTarget(data));
        setState('loaded');
      })
      .catch((error: unknown) => {
        if (current) setState(error instanceof ApiCallError && error.status === 404 ? 'not-found' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [id, isGuest]);
  return state;
}
