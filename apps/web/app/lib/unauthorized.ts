import type { Language, PlayerMainData } from '@casino/contracts';

/** Spec section 4: after an unauthorised answer the profile is reloaded once; repeats within 30 s are ignored. */
export const UNAUTHORIZED_GUARD_MS = 30_000;

export interface UnauthorizedCallbacks {
  /** Repeats the failed action; runs when the viewer turns out to be still logged in. */
  retry: () => void;
  /** What to do when the viewer is now a guest; without it the page reloads. */
  notAuthorized?: () => void;
}

type Listener = (callbacks: UnauthorizedCallbacks) => void;
const listeners = new Set<Listener>();
let lastHandledAt = Number.NEGATIVE_INFINITY;

/** Registers the handler that reloads the profile. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Raised by page loads and API calls that answered 401 or 403. Returns false when the guard swallowed it. */
export function raiseUnauthorized(
  callbacks: UnauthorizedCallbacks | (() => void),
  now = Date.now(),
): boolean {
  if (now - lastHandledAt < UNAUTHORIZED_GUARD_MS) return false;
  lastHandledAt = now;
  const resolved = typeof callbacks === 'function' ? { retry: callbacks } : callbacks;
  for (const listener of listeners) listener(resolved);
  return true;
}

/** For tests: forget the last handled event. */
export function resetUnauthorizedGuard(): void {
  lastHandledAt = Number.NEGATIVE_INFINITY;
}

/**
 * The spec section 4 reaction: reload the player main data; a guest now gets `notAuthorized` (or a page reload),
 * a player still logged in gets the retry. `loadPlayer` is injectable for tests.
 */
export function reactToUnauthorized(
  callbacks: UnauthorizedCallbacks,
  loadPlayer: () => Promise<PlayerMainData>,
  setPlayer: (player: PlayerMainData) => void,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  return loadPlayer().then(
    (player) => {
      setPlayer(player);
      if (!player.isGuest) callbacks.retry();
      else if (callbacks.notAuthorized) callbacks.notAuthorized();
      else reload();
    },
    // The profile could not be read either: start over with a fresh document.
    () => reload(),
  );
}

/** Wires the reaction for the document; the profile call loads with the first unauthorised event. */
export function handleUnauthorized(lang: Language, setPlayer: (player: PlayerMainData) => void): () => void {
  return onUnauthorized((callbacks) => {
    const loadPlayer = () =>
      import('./account/player-main-data').then((module) => module.fetchPlayerMainData(lang));
    void reactToUnauthorized(callbacks, loadPlayer, setPlayer);
  });
}
