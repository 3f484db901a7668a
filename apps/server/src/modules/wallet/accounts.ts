import { randomInt } from 'node:crypto';
import type { Currency } from '@casino/contracts';

/** A player's accounts: playable real money, money on hold, bonus money. */
export const PLAYER_ACCOUNT_KINDS = ['real', 'hold', 'bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * The house side: what a payment provider owes or is owed (per provider), game settlement, the cost of bonuses,
 * manual adjustments and the sportsbook's book (stakes in, payouts out: its balance is the sportsbook's result),
 * and each progressive jackpot's pool (`provider` = the jackpot's slug, always on shard 0, so the pool is one row
 * whose balance is the pool). House accounts may go negative: a clearing account is negative by what players
 * deposited and the provider has yet to settle; a jackpot's pool never does, its payout being its balance.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'psp_clearing',
  'game_settlement',
  'bonus_cost',
  'adjustments',
  'sportsbook',
  'jackpot_pool',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountKind = PlayerAccountKind | HouseAccountKind;

/**
 * Each house account is split into this many rows; a transfer posts to one shard chosen at random, so players
 * moving money at the same time lock different rows. The house balance is the sum over its shards.
 */
export const HOUSE_SHARDS = 16;

/** A house shard chosen at random, for callers that post several transfers to one shard (see `gameTransfer`). */
export function randomHouseShard(): number {
  return randomInt(HOUSE_SHARDS);
}

export type AccountRef =
  | { playerId: number; kind: PlayerAccountKind }
  | { house: HouseAccountKind; provider?: string };

/** The unique key of an account row, once a house shard is chosen. */
export interface AccountKey {
  playerId: number | null;
  kind: AccountKind;
  currency: Currency;
  provider: string;
  shard: number;
}

export function isPlayerAccount(ref: AccountRef): ref is { playerId: number; kind: PlayerAccountKind } {
  return 'playerId' in ref;
}

export function accountKeyOf(ref: AccountRef, currency: Currency, shard: number): AccountKey {
  return isPlayerAccount(ref)
    ? { playerId: ref.playerId, kind: ref.kind, currency, provider: '', shard: 0 }
    : { playerId: null, kind: ref.house, currency, provider: ref.provider ?? '', shard };
}

export function accountKeyText(key: AccountKey): string {
  return `${key.playerId ?? 0}:${key.kind}:${key.currency}:${key.provider}:${key.shard}`;
}
