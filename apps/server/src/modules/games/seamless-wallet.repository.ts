import { and, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared, rowsOf } from '../../platform/db/prepared.ts';
import { outboxEvents } from '../../platform/events/events.schema.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import {
  type BetStatus,
  type GameRoundRow,
  type GameSessionRow,
  type GameTransactionKind,
  type GameTransactionRow,
  gameRounds,
  gameSessions,
  gameTransactions,
} from './seamless-wallet.schema.ts';

/** A call seen before under the same (provider, transaction id). */
export interface SeenCall {
  kind: GameTransactionKind;
  fingerprint: string;
  reply: GameTransactionRow['reply'];
}

/** What a money call is decided on before its transaction: its session, its id's past, the bet it names. */
export interface CallState {
  session: GameSessionRow | null;
  existing: SeenCall | null;
  /** The named bet's kind: `tombstone` when it was rolled back before it arrived. */
  namedBet: { kind: GameTransactionKind } | null;
}

export type NewCall = typeof gameTransactions.$inferInsert;
export type NewRound = typeof gameRounds.$inferInsert;
export type RoundChange = Partial<Omit<NewRound, 'id'>>;

/** The writes that finish a call, all in one statement after its ledger transfers. */
export interface CallRecord {
  call: Omit<NewCall, 'roundId'> & { roundId?: number | null };
  /** A round opened and closed by this call (bet-and-win); the call row points at it. */
  newRound?: NewRound;
  /** The locked round's new values. */
  round?: { id: number; change: RoundChange };
  /** The named bet's new state. */
  bet?: { id: number; status: BetStatus };
  /** The bet's id held for a bet that has not arrived (rollback of an unknown bet). */
  tombstone?: { transactionId: string };
  /** Marks the session active unless it was marked recently. */
  touchSession?: { id: number; at: Date; unlessSince: Date };
  events: readonly OutboxEvent[];
}

/** How a call's record went: written, or the id (or the round, or the tombstone's bet) was taken meanwhile. */
export type RecordOutcome = 'recorded' | 'call-taken' | 'round-taken' | 'bet-arrived';

const existingCall = alias(gameTransactions, 'existing_call');
const namedBet = alias(gameTransactions, 'named_bet');

/**
 * The SQL of the seamless-wallet calls on sessions, rounds and transaction records. A call reads its state in one
 * statement, locks its round (and bet) in one, and writes everything but the ledger's part in one.
 */
export class SeamlessWalletRepository {
  readonly #db: Db;
  readonly #callState;

  constructor(db: Db) {
    this.#db = db;
    // Prepared once: the hot path of every call is planned once per connection, not built and parsed each time.
    this.#callState = db
      .select({
        session: gameSessions,
        existing: {
          kind: existingCall.kind,
          fingerprint: existingCall.fingerprint,
          reply: existingCall.reply,
        },
        namedBet: { kind: namedBet.kind },
      })
      .from(sql`(select 1) as one`)
      .leftJoin(gameSessions, eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
      .leftJoin(
        existingCall,
        and(
          eq(existingCall.provider, sql.placeholder('provider')),
          eq(existingCall.transactionId, sql.placeholder('transactionId')),
        ),
      )
      .leftJoin(
        namedBet,
        and(
          eq(namedBet.provider, sql.placeholder('provider')),
          eq(namedBet.transactionId, sql.placeholder('betTransactionId')),
        ),
      )
      .prepare('game-call-state');
  }

  async callState(query: {
    provider: string;
    tokenHash: string;
    transactionId: string;
    betTransactionId: string | null;
  }): Promise<CallState> {
    // An empty bet id matches no row: ids are 1-100 characters.
    const [row] = await this.#callState.execute({ ...query, betTransactionId: query.betTransactionId ?? '' });
    return {
      session: row?.session ?? null,
      existing: row?.existing ?? null,
      namedBet: row?.namedBet ?? null,
    };
  }

  /** The row recorded under a transaction id, read again after a call lost the race for it. */
  async seenCall(provider: string, transactionId: string): Promise<SeenCall | null> {
    const [row] = await this.#db
      .select({
        kind: gameTransactions.kind,
        fingerprint: gameTransactions.fingerprint,
        reply: gameTransactions.reply,
      })
      .from(gameTransactions)
      .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.transactionId, transactionId)));
    return row ?? null;
  }

  /**
   * Keeps a refused stake under its transaction id, so a replay gets the same refusal; false when the id was
   * taken meanwhile (by the same call accepted on another request, or another call).
   */
  async recordRefusal(
    call: Omit<NewCall, 'kind' | 'amount' | 'roundId'> & { amount: number },
  ): Promise<boolean> {
    const [row] = await this.#db
      .insert(gameTransactions)
      .values({ ...call, kind: 'refused' })
      .onConflictDoNothing()
      .returning({ id: gameTransactions.id });
    return row !== undefined;
  }

  /**
   * Opens the round or, when it exists, locks it for the rest of the transaction: every call on a round takes the
   * round's lock before the player's wallet rows, so calls on one round queue in one order and never deadlock.
   */
  async openRound(tx: Db, round: NewRound): Promise<GameRoundRow & { opened: boolean }> {
    const [row] = await tx
      .insert(gameRounds)
      .values(round)
      .onConflictDoUpdate({
        target: [gameRounds.provider, gameRounds.roundId],
        set: { provider: sql`excluded.provider` },
      })
      // A row written by this statement's insert has no deleting transaction yet.
      .returning({ ...getTableColumns(gameRounds), opened: sql<boolean>`xmax = 0` });
    if (!row) throw new Error(`round ${round.roundId} neither opened nor found`);
    return row;
  }

  /** The bet and its round, both locked for the rest of the transaction; null when no such bet was recorded. */
  async lockBet(
    tx: Db,
    provider: string,
    betTransactionId: string,
  ): Promise<{ round: GameRoundRow; bet: GameTransactionRow } | null> {
    const [row] = await tx
      .select({ round: gameRounds, bet: gameTransactions })
      .from(gameTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(
        and(eq(gameTransactions.provider, provider), eq(gameTransactions.transactionId, betTransactionId)),
      )
      .for('update');
    return row ?? null;
  }

  /**
   * Writes a call's record, its round, its bet's state, its tombstone and its events in one statement. Nothing
   * is written when the transaction id (or the new round's id, or the tombstone's bet id) is taken by then: the
   * caller rolls the transaction back and answers from what took it.
   */
  async record(tx: Db, record: CallRecord): Promise<RecordOutcome> {
    const steps: SQL[] = [];
    let roundId: SQL | number | null = record.call.roundId ?? null;
    if (record.newRound) {
      steps.push(
        sql`new_round as ${tx
          .insert(gameRounds)
          .values(record.newRound)
          .onConflictDoNothing()
          .returning({ id: gameRounds.id })}`,
      );
      roundId = sql`(select id from new_round)`;
    }
    if (record.round) {
      steps.push(
        sql`changed_round as ${tx.update(gameRounds).set(record.round.change).where(eq(gameRounds.id, record.round.id))}`,
      );
    }
    if (record.bet) {
      steps.push(
        sql`settled_bet as ${tx
          .update(gameTransactions)
          .set({ betStatus: record.bet.status })
          .where(eq(gameTransactions.id, record.bet.id))}`,
      );
    }
    if (record.tombstone) {
      steps.push(
        sql`tombstone as ${tx
          .insert(gameTransactions)
          .values({
            ...record.call,
            transactionId: record.tombstone.transactionId,
            kind: 'tombstone',
            roundId: null,
            betTransactionId: null,
            amount: 0,
            fingerprint: '',
            reply: null,
          })
          .onConflictDoNothing()
          .returning({ id: gameTransactions.id })}`,
      );
    }
    if (record.touchSession) {
      const { id, at, unlessSince } = record.touchSession;
      steps.push(
        sql`touched_session as ${tx
          .update(gameSessions)
          .set({ lastActiveAt: at })
          .where(and(eq(gameSessions.id, id), lt(gameSessions.lastActiveAt, unlessSince)))}`,
      );
    }
    if (record.events.length > 0) {
      steps.push(
        sql`queued_events as ${tx.insert(outboxEvents).values(record.events.map((event) => ({ ...event })))}`,
      );
    }
    steps.push(
      sql`recorded_call as ${tx
        .insert(gameTransactions)
        .values({ ...record.call, roundId })
        .onConflictDoNothing()
        .returning({ id: gameTransactions.id })}`,
    );
    const [row] = rowsOf<{ call_id: unknown; round_id: unknown; tombstone_id: unknown }>(
      await executePrepared(
        tx,
        'game-call-record',
        sql`
        with ${sql.join(steps, sql`, `)}
        select (select id from recorded_call) as call_id,
               ${record.newRound ? sql`(select id from new_round)` : sql`null`} as round_id,
               ${record.tombstone ? sql`(select id from tombstone)` : sql`null`} as tombstone_id`,
      ),
    );
    if (row?.call_id == null) return 'call-taken';
    if (record.newRound && row.round_id == null) return 'round-taken';
    if (record.tombstone && row.tombstone_id == null) return 'bet-arrived';
    return 'recorded';
  }
}
