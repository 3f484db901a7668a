import type { PlayerBalance } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { type FrameReaction, reactToFrameMessage, readFrameMessage, withGameBalance } from './frame-reaction';

/**
 * Listens to the game's frame: a real balance goes straight into the header's balance cache (the push `setBalance`
 * confirms it a moment later), and the modal is told of the demo balance and the overlays to show.
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  onReaction: (reaction: FrameReaction) => void,
): void {
  const queryClient = useQueryClient();
  const handler = useRef(onReaction);
  handler.current = onReaction;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, {
        origin: window.location.origin,
        source: frame.current?.contentWindow ?? null,
      });
      if (!message) return;
      const reaction = reactToFrameMessage(message);
      const balance = reaction.balance;
      if (balance?.mode === 'real') {
        const next = withGameBalance(queryClient.getQueryData<PlayerBalance>(PLAYER_BALANCE_KEY), balance);
        if (next === null) void queryClient.invalidateQueries({ queryKey: PLAYER_BALANCE_KEY });
        else queryClient.setQueryData<PlayerBalance>(PLAYER_BALANCE_KEY, next);
      }
      handler.current(reaction);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, queryClient]);
}
