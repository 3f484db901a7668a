import { createHash } from 'node:crypto';
import type { Currency } from '@casino/contracts';
import type { TransferOutboxEvent } from '../../platform/events/outbox-event.ts';
import { type AccountRef, HOUSE_SHARDS, isPlayerAccount } from './accounts.ts';
import { walletErrors } from './wallet.errors.ts';

/** Transfer kinds; each names one kind of movement and decides the history group it shows in. */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal_request',
  'withdrawal_return',
  'withdrawal_payout',
  'hold_accrual',
  'hold_park',
  'hold_release',
  'adjustment',
  'game_bet',
  'game_win',
  'game_rollback',
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  'free_round_stake',
  'cashback_payout',
  'insurance_payout',
  'prize_payout',
  'lottery_ticket_purchase',
  'jackpot_contribution',
  'jackpot_refund',
  'jackpot_seed',
  'jackpot_win',
  'sport_bet',
  'sport_payout',
  'sport_refund',
  'sport_reversal',
  'sport_cashout',
  'sport_freebet_stake',
  'sport_freebet_refund',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type TransferMetadata = Record<string, string | number | boolean | null>;

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: number;
}

/** What a caller asks the ledger to move. */
export interface TransferRequest {
  /** Unique per movement: a payment id, a withdrawal id, a provider transaction id. */
  idempotencyKey: string;
  kind: TransferKind;
  currency: Currency;
  postings: readonly Posting[];
  metadata?: TransferMetadata;
  /** Events appended to the outbox in the same transaction (a `BalanceChanged` per player is added). */
  events?: readonly TransferOutboxEvent[];
  /**
   * The house shard to post to, drawn at random when absent. Several transfers in one database transaction give
   * the same shard, so the transaction locks one house row, and two such transactions cannot wait on each other's
   * shards in a cycle.
   */
  houseShard?: number;
}

/** A request checked and put in canonical form: one posting per account, amounts sum to zero. */
export interface CheckedTransfer {
  request: TransferRequest;
  postings: Posting[];
  /** The player whose money moves (the first player account), for history and events. */
  playerId: number | null;
  fingerprint: string;
}

/** Checks a request and fingerprints what it asks, so a replay with other content can be told apart. */
export function checkTransfer(request: TransferRequest): CheckedTransfer {
  if (!request.idempotencyKey || request.idempotencyKey.length > 200) {
    throw walletErrors.invalidTransfer('the idempotency key must be 1-200 characters');
  }
  if (request.houseShard !== undefined) checkHouseShard(request.houseShard);
  const merged = new Map<string, Posting>();
  for (const posting of request.postings) {
    if (!Number.isSafeInteger(posting.amount))
      throw walletErrors.invalidTransfer('amounts must be safe integers');
    const key = refText(posting.account);
    const previous = merged.get(key);
    merged.set(key, { account: posting.account, amount: (previous?.amount ?? 0) + posting.amount });
  }
  const postings = [...merged.values()].filter((posting) => posting.amount !== 0);
  if (postings.length < 2)
    throw walletErrors.invalidTransfer('a transfer needs two accounts with non-zero amounts');
  if (postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw walletErrors.invalidTransfer('entries must sum to zero');
  }
  const playerPosting = postings.find((posting) => isPlayerAccount(posting.account));
  const playerId =
    playerPosting && isPlayerAccount(playerPosting.account) ? playerPosting.account.playerId : null;
  const canonical = JSON.stringify({
    kind: request.kind,
    currency: request.currency,
    postings: postings.map((posting) => [refText(posting.account), posting.amount]).sort(),
    metadata: Object.entries(request.metadata ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)),
  });
  const fingerprint = createHash('sha256').update(canonical).digest('hex');
  return { request, postings, playerId, fingerprint };
}

/** Refuses a house shard that is not one of the house account's rows. */
export function checkHouseShard(shard: number): void {
  if (!(Number.isInteger(shard) && shard >= 0 && shard < HOUSE_SHARDS)) {
    throw walletErrors.invalidTransfer(`the house shard must be 0-${HOUSE_SHARDS - 1}`);
  }
}

function refText(ref: AccountRef): string {
  return isPlayerAccount(ref)
    ? `player:${ref.playerId}:${ref.kind}`
    : `house:${ref.house}:${ref.provider ?? ''}`;
}
