import { useMutation } from '@tanstack/react-query';
import { callGamesEndpoint } from './games-endpoints';

/** `POST /rest/games/{slug}/future-subscribe/`: tell the player (or stop telling) when this game is released. */
export async function setReleaseSubscription(slug: string, subscribed: boolean): Promise<boolean> {
  const reply = await callGamesEndpoint('futureSubscribe', { params: { slug }, body: { subscribed } });
  return reply.data.subscribed;
}

export function useReleaseSubscription(slug: string) {
  return useMutation({ mutationFn: (subscribed: boolean) => setReleaseSubscription(slug, subscribed) });
}
