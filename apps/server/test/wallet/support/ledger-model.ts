import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../src/platform/db/database.ts';
import { rowsOf } from '../../../src/platform/db/prepared.ts';
import type { KeyedCall, KnownHold, Outcome, RunContext } from './wallet-operations.ts';

interface PlayerMoney {
  real: number;
  hold: number;
}

type Closed = 'released' | 'settled';

/**
 * What the ledger must hold after a random run, computed only from what the calls answered: each key's first
 * successful call moves the money once, replays move nothing, each hold closes at most once. Refusals are checked
 * to be legitimate (a conflict really had other content, a refused debit really exceeded the balance).
 */
export class LedgerModel {
  readonly #money = new Map<number, PlayerMoney>();
  readonly #holds: KnownHold[] = [];
  readonly #closed = new Map<number, { how: Closed; by: 'call' | 'job' }>();
  /** Holds some call found closed: they must end closed. */
  readonly #seenClosed = new Set<number>();
  readonly #winners = new Map<string, { content: string; transferId: number }>();
  /** The change of the sandbox clearing account over the run: deposits draw on it, payouts refill it. */
  #clearing = 0;
  #releasedByJobs = 0;

  constructor(players: readonly number[]) {
    for (const playerId of players) this.#money.set(playerId, { real: 0, hold: 0 });
  }

  get holds(): readonly KnownHold[] {
    return this.#holds;
  }

  /** Takes in the outcomes of one batch (calls that ran at the same time, so in no known order). */
  absorb(context: RunContext, outcomes: readonly Outcome[]): void {
    const earlierWinners = new Set(this.#winners.keys());
    this.#absorbKeyed(outcomes);
    for (const outcome of outcomes) {
      if ('error' in outcome) this.#checkRefusal(context, outcome, earlierWinners);
      else if ('closingTransferId' in outcome) this.#close(outcome.hold, this.#how(outcome.op));
      else if ('released' in outcome) this.#releasedByJobs += outcome.released;
    }
  }

  /** Compares the model with the database once every batch has run. */
  async expectMatches(db: Db, context: RunContext, clearingBefore: number): Promise<void> {
    await this.#absorbJobReleases(db, context);
    for (const [playerId, money] of this.#money) {
      expect(await context.wallet.balance(playerId, 'UAH'), `player ${playerId}`).toMatchObject({
        principal: money.real,
        hold: money.hold,
      });
    }
    expect(await clearingBalance(db)).toBe(clearingBefore + this.#clearing);
    const stored = rowsOf<{ key: string; id: number | string }>(
      await db.execute(sql`
        select idempotency_key as key, id from wallet_transfers
        where idempotency_key like ${`${context.tag}:%`}`),
    );
    // One transfer per key that some call applied, and it is the one every call with that key was answered with.
    expect(Object.fromEntries(stored.map((row) => [row.key, Number(row.id)]))).toEqual(
      Object.fromEntries([...this.#winners].map(([key, winner]) => [key, winner.transferId])),
    );
    // A BalanceChanged event per transfer of these players, none for replays or refusals.
    const [events] = rowsOf<{ events: number | string; transfers: number | string }>(
      await db.execute(sql`
        select (select count(*) from outbox_events where type = 'BalanceChanged'
                  and player_id in ${context.players}) as events,
               (select count(*) from wallet_transfers where player_id in ${context.players}) as transfers`),
    );
    expect(Number(events?.events)).toBe(Number(events?.transfers));
  }

  #absorbKeyed(outcomes: readonly Outcome[]): void {
    const byKey = new Map<string, Extract<Outcome, { transferId: number }>[]>();
    for (const outcome of outcomes) {
      if ('transferId' in outcome) byKey.set(outcome.key, [...(byKey.get(outcome.key) ?? []), outcome]);
    }
    for (const [key, applied] of byKey) {
      const earlier = this.#winners.get(key);
      const transferIds = new Set(applied.map((outcome) => outcome.transferId));
      if (earlier) transferIds.add(earlier.transferId);
      expect(transferIds.size, `calls with key ${key} applied different transfers`).toBe(1);
      const contents = new Set(applied.map((outcome) => outcome.content));
      if (earlier) contents.add(earlier.content);
      expect(contents.size, `key ${key} answered calls with other content`).toBe(1);
      const firsts = applied.filter((outcome) => outcome.replayed === false).length;
      if (earlier) expect(firsts, `key ${key} applied again`).toBe(0);
      else if (applied.every((outcome) => outcome.replayed !== null)) expect(firsts).toBe(1);
      if (earlier) continue;
      const [first] = applied as [(typeof applied)[number]];
      this.#winners.set(key, { content: first.content, transferId: first.transferId });
      this.#apply(first);
    }
  }

  #apply(outcome: Extract<Outcome, { transferId: number }>): void {
    const { op, playerId, transferId, holdTill } = outcome;
    const money = this.#money.get(playerId) as PlayerMoney;
    if (op.type === 'deposit') {
      money.real += op.amount;
      this.#clearing -= op.amount;
      return;
    }
    money.real -= op.amount;
    money.hold += op.amount;
    const kind = op.type === 'withdraw' ? 'withdrawal' : op.type === 'accrual' ? 'balance' : 'parked';
    this.#holds.push({ transferId, playerId, amount: op.amount, kind, holdTill });
  }

  #close(hold: KnownHold, how: Closed, by: 'call' | 'job' = 'call'): void {
    expect(this.#closed.has(hold.transferId), `hold ${hold.transferId} closed twice`).toBe(false);
    this.#closed.set(hold.transferId, { how, by });
    const money = this.#money.get(hold.playerId) as PlayerMoney;
    money.hold -= hold.amount;
    if (how === 'released') money.real += hold.amount;
    else this.#clearing += hold.amount;
  }

  #how(op: Extract<Outcome, { closingTransferId: number }>['op']): Closed {
    return op.type === 'close' && op.settle ? 'settled' : 'released';
  }

  #checkRefusal(
    context: RunContext,
    outcome: Extract<Outcome, { error: unknown }>,
    earlier: Set<string>,
  ): void {
    const { op, error } = outcome;
    const code = (error as { code?: string }).code;
    const unexpected = () => new Error(`${op.type} refused unexpectedly: ${String(error)}`, { cause: error });
    switch (op.type) {
      case 'deposit':
      case 'withdraw':
      case 'accrual':
      case 'park': {
        const { key, content } = outcome.call as KeyedCall;
        const winner = this.#winners.get(key);
        if (code === 'idempotency_conflict') {
          expect(winner, `conflict on ${key}, which nothing applied`).toBeDefined();
          expect(winner?.content).not.toBe(content);
          return;
        }
        // A key applied in an earlier batch is settled: the only refusal left is a conflict.
        if (earlier.has(key)) throw unexpected();
        if (code === 'insufficient_funds' && op.type !== 'deposit') {
          const { balance } = (error as { details: { balance: number } }).details;
          expect(balance, `${op.type} of ${op.amount} refused with ${balance}`).toBeLessThan(op.amount);
          return;
        }
        if (code === 'too_many_holds' && (op.type === 'accrual' || op.type === 'park')) return;
        throw unexpected();
      }
      case 'close':
        if (code !== 'hold_closed' || !outcome.hold) throw unexpected();
        this.#seenClosed.add(outcome.hold.transferId);
        return;
      case 'debitHold': {
        const hold = outcome.hold as KnownHold;
        if (op.asOtherPlayer || hold.kind === 'withdrawal') {
          expect(code, 'another player or a withdrawal hold').toBe('hold_not_found');
        } else if (hold.holdTill && hold.holdTill > context.clock.now()) {
          expect(code).toBe('hold_not_due');
        } else {
          expect(code).toBe('hold_closed');
          this.#seenClosed.add(hold.transferId);
        }
        return;
      }
      case 'releaseDue':
        throw unexpected();
    }
  }

  /** Holds closed without a call answering for them were released by the job: as many as its runs reported. */
  async #absorbJobReleases(db: Db, context: RunContext): Promise<void> {
    const rows = rowsOf<{ transfer_id: number | string; status: string }>(
      await db.execute(
        sql`select transfer_id, status from wallet_holds where player_id in ${context.players}`,
      ),
    );
    expect(rows).toHaveLength(this.#holds.length);
    const statuses = new Map(rows.map((row) => [Number(row.transfer_id), row.status]));
    let byJobs = 0;
    for (const hold of this.#holds) {
      const status = statuses.get(hold.transferId);
      const closed = this.#closed.get(hold.transferId);
      if (status !== 'active' && !closed) {
        expect({ kind: hold.kind, status }).toEqual({ kind: 'balance', status: 'released' });
        this.#close(hold, 'released', 'job');
        byJobs += 1;
      } else {
        expect(status, `hold ${hold.transferId}`).toBe(closed?.how ?? 'active');
      }
    }
    expect(byJobs).toBe(this.#releasedByJobs);
    for (const transferId of this.#seenClosed) expect(this.#closed.has(transferId)).toBe(true);
  }
}

/** The sandbox provider's clearing balance over all its shards. */
export async function clearingBalance(db: Db): Promise<number> {
  const [row] = rowsOf<{ total: number | string | null }>(
    await db.execute(sql`
      select sum(balance) as total from wallet_accounts where kind = 'psp_clearing' and provider = 'sandbox'`),
  );
  return Number(row?.total ?? 0);
}
