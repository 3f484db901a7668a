import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';

const listeners = new Set<() => void>();
/** The slugs the server takes (`landingBonusBodySchema`): anything else is not worth keeping. */
const SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * The no-deposit register link (spec: requests the landing's bonus and reports a registration): the landing's
 * bonus slug waits in the browser session until the visitor is a player, then is taken once.
 */
export function keepLandingBonus(slug: string): boolean {
  const value = slug.trim().toLowerCase();
  if (!SLUG.test(value)) return false;
  writeStored('session', STORAGE_KEYS.landingBonus, value);
  for (const listener of listeners) listener();
  return true;
}

/** Calls `listener` whenever a landing bonus is kept (a player opening the link is given it at once). */
export function onLandingBonusKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The landing bonus waiting to be taken, handed over once: it leaves the session as it is read. */
export function takePendingLandingBonus(): string | null {
  const slug = readStored('session', STORAGE_KEYS.landingBonus);
  if (slug !== null) writeStored('session', STORAGE_KEYS.landingBonus, null);
  return slug;
}
