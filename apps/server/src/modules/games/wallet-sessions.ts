import { createHash, createHmac } from 'node:crypto';
import type { Rng } from '../../platform/rng.ts';

/** A wallet session takes bets until it has been idle this long (sliding): 4 hours. */
export const WALLET_SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
/**
 * Activity is written to the session at most this often, so a player spinning every few seconds does not
 * rewrite the session row on every bet; the idle limit is therefore exact to within this margin.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** A bearer token (launch or session): 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(rng: Rng): string {
  return rng.bytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table lets no one launch a game or move money. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The player as a provider knows them: stable for the provider (its provably-fair seeds and history follow it),
 * unlinkable to the casino's ids without the provider's secret, and different for every provider.
 */
export function playerRefOf(providerSecret: string, playerId: number): string {
  return createHmac('sha256', providerSecret).update(`player:${playerId}`).digest('hex').slice(0, 32);
}

/** A guest playing demo is a new player to the provider on every launch. */
export function guestRefOf(rng: Rng): string {
  return `guest-${rng.bytes(12).toString('hex')}`;
}

/** Whether a session has been idle past the limit: bets are refused, wins and rollbacks still accepted. */
export function isIdleExpired(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() >= WALLET_SESSION_IDLE_MS;
}
