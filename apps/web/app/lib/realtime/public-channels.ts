import type { PublicChannel, SportEventChannel } from '@casino/contracts';

/** A channel any visitor may listen to: a site-wide one, or a match's. */
type OpenChannel = PublicChannel | SportEventChannel;

import { useEffect } from 'react';
import { createStore } from '../external-store';

/**
 * Public channels listened to only while a page needs them (the tournaments' boards move every second: a page
 * without a board has no use for them; a match's prices matter only where the match is shown), counted by the
 * parts of the page that asked. The push client follows it.
 */
const wanted = createStore<ReadonlyMap<OpenChannel, number>>(new Map());

function counted(
  current: ReadonlyMap<OpenChannel, number>,
  channel: OpenChannel,
  change: 1 | -1,
): ReadonlyMap<OpenChannel, number> {
  const next = new Map(current);
  const count = (next.get(channel) ?? 0) + change;
  if (count > 0) next.set(channel, count);
  else next.delete(channel);
  return next;
}

/** Asks for a public channel; the returned release gives it back (once, however often it is called). */
export function wantPublicChannel(channel: OpenChannel): () => void {
  wanted.set((current) => counted(current, channel, 1));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    wanted.set((current) => counted(current, channel, -1));
  };
}

export function wantedPublicChannels(): OpenChannel[] {
  return [...wanted.get().keys()];
}

/** Tells `listener` each time the set of wanted channels may have changed. */
export function onWantedPublicChannels(listener: () => void): () => void {
  return wanted.subscribe(listener);
}

/** Listens to a public channel while the component is mounted. */
export function usePublicChannel(channel: PublicChannel): void {
  useEffect(() => wantPublicChannel(channel), [channel]);
}
