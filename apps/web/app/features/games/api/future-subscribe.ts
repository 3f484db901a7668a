import type { GameFutureSubscribeRequest, GameFutureSubscribeResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /rest/games/{slug}/future-subscribe/`: tell the player (or stop telling) when this game is released. */
export async function setReleaseSubscription(slug: string, subscribed: boolean): Promise<boolean> {
  const body: GameFutureSubscribeRequest = { subscribed };
  return (
    await apiRequest<GameFutureSubscribeResponse>(
      `/rest/games/${encodeURIComponent(slug)}/future-subscribe/`,
      {
        body,
      },
    )
  ).data.subscribed;
}

export function useReleaseSubscription(slug: string) {
  return useMutation({ mutationFn: (subscribed: boolean) => setReleaseSubscription(slug, subscribed) });
}
