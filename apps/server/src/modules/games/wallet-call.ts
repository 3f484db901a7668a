import { createHash } from 'node:crypto';
import type { Currency, SeamlessWalletCall, WalletOk } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { PlayableBalances, TransferResult, WalletService } from '../wallet/index.ts';
import type { RoundRef } from './game-events.ts';
import { walletCallErrors } from './games.errors.ts';
import type { CallState, RecordOutcome, SeamlessWalletRepository } from './seamless-wallet.repository.ts';
import type { GameRoundRow, GameSessionRow } from './seamless-wallet.schema.ts';
import type { StakeGuards } from './stake-guards.ts';
import { isIdleExpired, SESSION_TOUCH_INTERVAL_MS } from './wallet-sessions.ts';

/**
 * Player protection's word on a stake, inside the transaction that takes it: refused for a self-excluded player,
 * over a wager, loss or session limit, or while a reality check waits (its typed errors say which).
 */
export interface BetGuard {
  assertCanBet(tx: Db, playerId: number, stake: number): Promise<void>;
  /** Refuses a real-money session to a player whose time-out or self-exclusion is in force. */
  assertNotExcluded(playerId: number): Promise<void>;
}

/** What the money calls work with. */
export interface WalletCallDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  repository: SeamlessWalletRepository;
  players: Pick<PlayerDirectory, 'findById'>;
  protection: BetGuard;
  /** What other modules check on a stake after player protection (a bonus's maximum bet). */
  stakeGuards: Pick<StakeGuards, 'check'>;
}

/** A real-money session: the only kind that reaches the ledger. */
export type RealSession = GameSessionRow & { mode: 'real'; playerId: number };

/** One money call being applied: its request, its fingerprint, what was read before its transaction. */
export interface MoneyCall<Request> {
  provider: string;
  request: Request;
  fingerprint: string;
  state: CallState;
  session: RealSession;
  now: Date;
}

/**
 * Thrown inside a call's transaction when its record could not be written because something took its place
 * meanwhile; the transaction rolls back and the call is answered from what won.
 */
export class LostRace extends Error {
  readonly outcome: Exclude<RecordOutcome, 'recorded'>;

  constructor(outcome: Exclude<RecordOutcome, 'recorded'>) {
    super(`the call lost a race: ${outcome}`);
    this.name = 'LostRace';
    this.outcome = outcome;
  }
}

/** Fails the transaction when the record was not written, so nothing of the call remains. */
export function requireRecorded(outcome: RecordOutcome): void {
  if (outcome !== 'recorded') throw new LostRace(outcome);
}

/**
 * A hash of what a call asked: the call's name and its body with keys in a fixed order, so the same request sent
 * again matches however its JSON was laid out, and any other request under the same id does not.
 */
export function requestFingerprint(call: SeamlessWalletCall, request: unknown): string {
  return createHash('sha256')
    .update(`${call}\n${canonicalJson(request)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a transfer moved on each of the player's balances (a debit negative), read from its entries. */
export function movedOn(transfer: TransferResult, playerId: number): PlayableBalances {
  const moved = (kind: string) =>
    transfer.entries
      .filter((entry) => entry.playerId === playerId && entry.kind === kind)
      .reduce((sum, entry) => sum + entry.amount, 0);
  return { real: moved('real'), bonus: moved('bonus') };
}

/** What a stake took from each of the player's balances, read from its transfer's entries. */
export function stakeOf(transfer: TransferResult, playerId: number) {
  const moved = movedOn(transfer, playerId);
  return { real: -moved.real, bonus: -moved.bonus, transferId: transfer.transferId };
}

/**
 * The balance a provider is told in every reply, and the game shows the player: what they can stake, real money
 * and bonus money together, since a player wagering a bonus plays on both. Money on hold is not playable.
 */
export function playable(balances: PlayableBalances): number {
  return balances.real + balances.bonus;
}

/** The player's playable balance read in the call's transaction, for a call whose transfer does not tell it. */
export async function playableBalance(
  wallet: WalletService,
  playerId: number,
  currency: Currency,
  executor?: Db,
): Promise<number> {
  const balance = await wallet.balance(playerId, currency, executor);
  return playable({ real: balance.principal, bonus: balance.bonus });
}

/** A call's success: the playable balance after it and, for money calls, the casino's ledger transfer. */
export function okReply(balance: number, currency: Currency, transfer?: TransferResult): WalletOk {
  return {
    status: 'ok',
    balance,
    currency,
    ...(transfer ? { casinoTransactionId: String(transfer.transferId) } : {}),
  };
}

/**
 * Everything that may refuse a stake inside its transaction, before the round or the wallet rows are locked:
 * player protection first, then the guards other modules added.
 */
export async function assertStakeAllowed(
  deps: WalletCallDeps,
  tx: Db,
  session: RealSession,
  amount: number,
): Promise<void> {
  await deps.protection.assertCanBet(tx, session.playerId, amount);
  await deps.stakeGuards.check(tx, {
    playerId: session.playerId,
    currency: session.currency as Currency,
    amount,
    gameKind: session.gameKind,
  });
}

/** A recorded round, as events name it at `at` (the call's time). */
export function refOfRound(round: GameRoundRow, at: Date): RoundRef {
  return { ...round, currency: round.currency as Currency, at };
}

/** The round a session plays, as events name it at `at` (the call's time). */
export function roundRef(session: RealSession, provider: string, roundId: string, at: Date): RoundRef {
  return {
    at,
    playerId: session.playerId,
    provider,
    roundId,
    gameId: session.gameId,
    gameSlug: session.gameSlug,
    gameKind: session.gameKind,
    currency: session.currency as Currency,
  };
}

/**
 * What a bet needs beyond a real session: the session active (idle less than 4 hours), the player not blocked,
 * the stake in the session's currency and within the game's limits.
 */
export async function requireBettable(
  deps: WalletCallDeps,
  call: MoneyCall<unknown>,
  stake: { amount: number; currency: Currency },
): Promise<void> {
  const { session, now } = call;
  if (isIdleExpired(session.lastActiveAt, now)) throw walletCallErrors.sessionExpired();
  if (stake.currency !== session.currency) {
    throw walletCallErrors.invalidRequest(`the session plays in ${session.currency}`);
  }
  if (stake.amount < session.minBet || stake.amount > session.maxBet) {
    throw walletCallErrors.betLimit(session.minBet, session.maxBet, session.currency as Currency);
  }
  const player = await deps.players.findById(session.playerId);
  if (!player) throw walletCallErrors.invalidToken();
  if (player.status === 'blocked') throw walletCallErrors.playerBlocked();
}

/** The session's activity mark, moved on by a bet unless it moved within the last minute. */
export function touchOf(call: MoneyCall<unknown>) {
  return {
    id: call.session.id,
    at: call.now,
    unlessSince: new Date(call.now.getTime() - SESSION_TOUCH_INTERVAL_MS),
  };
}
