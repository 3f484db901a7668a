/** Spec section 4: after an unauthorised answer the profile is reloaded once; repeats within 30 s are ignored. */
export const UNAUTHORIZED_GUARD_MS = 30_000;

type Listener = (retry: () => void) => void;
const listeners = new Set<Listener>();
let lastHandledAt = Number.NEGATIVE_INFINITY;

/** Registers the handler that reloads the profile (the accounts capability provides it). */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Raised by page loads and API calls that answered 401 or 403; `retry` repeats the failed action. */
export function raiseUnauthorized(retry: () => void, now = Date.now()): boolean {
  if (now - lastHandledAt < UNAUTHORIZED_GUARD_MS) return false;
  lastHandledAt = now;
  for (const listener of listeners) listener(retry);
  return true;
}

/** For tests: forget the last handled event. */
export function resetUnauthorizedGuard(): void {
  lastHandledAt = Number.NEGATIVE_INFINITY;
}
