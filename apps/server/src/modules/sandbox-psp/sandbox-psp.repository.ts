import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type SandboxCardRow,
  type SandboxPaymentRow,
  type SandboxPayoutRow,
  sandboxPspCards,
  sandboxPspPayments,
  sandboxPspPayouts,
} from './sandbox-psp.schema.ts';

/** The database or an open transaction: the same queries run on either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** The only SQL on the sandbox's payments, saved cards and payouts. */
export class SandboxPspRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get db(): Executor {
    return this.#db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(tx as unknown as Executor));
  }

  /** Inserts the payment unless its merchant reference exists; null when another payment holds it. */
  async insertPayment(
    executor: Executor,
    payment: typeof sandboxPspPayments.$inferInsert,
  ): Promise<SandboxPaymentRow | null> {
    const [row] = await executor.insert(sandboxPspPayments).values(payment).onConflictDoNothing().returning();
    return row ?? null;
  }

  async paymentByReference(executor: Executor, merchantReference: string): Promise<SandboxPaymentRow | null> {
    const [row] = await executor
      .select()
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.merchantReference, merchantReference));
    return row ?? null;
  }

  async payment(executor: Executor, id: string): Promise<SandboxPaymentRow | null> {
    const [row] = await executor.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.id, id));
    return row ?? null;
  }

  /** The payment, locked for the rest of the transaction so two submissions cannot both move it. */
  async lockPayment(executor: Executor, id: string): Promise<SandboxPaymentRow | null> {
    const [row] = await executor
      .select()
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.id, id))
      .for('update');
    return row ?? null;
  }

  /** Unfinished payments past their expiry, skipping those another node is expiring right now. */
  async lockExpired(executor: Executor, now: Date, limit: number): Promise<SandboxPaymentRow[]> {
    return executor
      .select()
      .from(sandboxPspPayments)
      .where(
        and(
          inArray(sandboxPspPayments.state, ['pending', 'requires_challenge']),
          lte(sandboxPspPayments.expiresAt, now),
        ),
      )
      .orderBy(sandboxPspPayments.expiresAt)
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async updatePayment(
    executor: Executor,
    id: string,
    change: Partial<
      Pick<SandboxPaymentRow, 'state' | 'failureReason' | 'card' | 'cardTokenId' | 'completedAt'>
    >,
  ): Promise<SandboxPaymentRow> {
    const [row] = await executor
      .update(sandboxPspPayments)
      .set(change)
      .where(eq(sandboxPspPayments.id, id))
      .returning();
    if (!row) throw new Error(`sandbox payment ${id} vanished`);
    return row;
  }

  async card(executor: Executor, tokenId: string): Promise<SandboxCardRow | null> {
    const [row] = await executor.select().from(sandboxPspCards).where(eq(sandboxPspCards.tokenId, tokenId));
    return row ?? null;
  }

  /** Saves the card, or returns the token the customer already has for the same card. */
  async saveCard(executor: Executor, card: typeof sandboxPspCards.$inferInsert): Promise<SandboxCardRow> {
    const [created] = await executor.insert(sandboxPspCards).values(card).onConflictDoNothing().returning();
    if (created) return created;
    const [existing] = await executor
      .select()
      .from(sandboxPspCards)
      .where(
        and(
          eq(sandboxPspCards.customerId, card.customerId),
          eq(sandboxPspCards.brand, card.brand),
          eq(sandboxPspCards.last4, card.last4),
          eq(sandboxPspCards.expiryMonth, card.expiryMonth),
          eq(sandboxPspCards.expiryYear, card.expiryYear),
        ),
      );
    if (!existing) throw new Error('saved card neither inserted nor found');
    return existing;
  }

  /** Inserts the payout unless its merchant reference exists; null when another payout holds it. */
  async insertPayout(
    executor: Executor,
    payout: typeof sandboxPspPayouts.$inferInsert,
  ): Promise<SandboxPayoutRow | null> {
    const [row] = await executor.insert(sandboxPspPayouts).values(payout).onConflictDoNothing().returning();
    return row ?? null;
  }

  async payoutByReference(executor: Executor, merchantReference: string): Promise<SandboxPayoutRow | null> {
    const [row] = await executor
      .select()
      .from(sandboxPspPayouts)
      .where(eq(sandboxPspPayouts.merchantReference, merchantReference));
    return row ?? null;
  }

  async latestPayouts(limit: number): Promise<SandboxPayoutRow[]> {
    return this.#db
      .select()
      .from(sandboxPspPayouts)
      .orderBy(desc(sandboxPspPayouts.createdAt), desc(sandboxPspPayouts.id))
      .limit(limit);
  }
}
