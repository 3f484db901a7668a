import type { PaymentFailureReason, PaymentStatus } from '@casino/contracts';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  cashMethods,
  cashPaymentNotifications,
  cashPayments,
  cashSavedCards,
  type NewPaymentRow,
  type NotificationOutcome,
  type PaymentRow,
} from './cash.schema.ts';
import type { PaymentNotification, PaymentStart } from './payment-provider.ts';

/** A deposit as the back office lists it: the payment, its method's slug and the saved card it charged. */
export interface DepositRecord {
  id: string;
  playerId: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  method: string;
  /** The saved card charged (one-click, token pay), as `•••• 4242`; null when the payment names none. */
  cardLabel: string | null;
  failureReason: PaymentFailureReason | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** Which deposits the back office lists: of one status or all, of one player or all, a page of them. */
export interface DepositListFilter {
  status?: PaymentStatus | undefined;
  playerId?: number | undefined;
  limit: number;
  offset?: number | undefined;
}

/** The only SQL on deposits and the notifications received about them. */
export class PaymentsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Inserts the payment unless the player already used its idempotency key; either way returns the stored row.
   * Two requests racing with one key end with one row: the second waits on the unique index, then reads it.
   */
  /** Records a payment, or finds the one the player's key already recorded (a retried request). */
  async insertOrFind(row: NewPaymentRow, executor: Db = this.#db): Promise<PaymentRow> {
    const [created] = await executor.insert(cashPayments).values(row).onConflictDoNothing().returning();
    if (created) return created;
    const existing = await this.findByKey(executor, row.playerId, row.idempotencyKey);
    if (!existing) throw new Error(`payment with key ${row.idempotencyKey} neither inserted nor found`);
    return existing;
  }

  async findByKey(executor: Db, playerId: number, idempotencyKey: string): Promise<PaymentRow | undefined> {
    const [existing] = await executor
      .select()
      .from(cashPayments)
      .where(and(eq(cashPayments.playerId, playerId), eq(cashPayments.idempotencyKey, idempotencyKey)));
    return existing;
  }

  async findById(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.#db.select().from(cashPayments).where(eq(cashPayments.id, id));
    return row;
  }

  /** The player's own payment; another player's id reads as missing. */
  async findOwn(playerId: number, id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(cashPayments)
      .where(and(eq(cashPayments.id, id), eq(cashPayments.playerId, playerId)));
    return row;
  }

  /** The payment, locked until the transaction ends: notifications about it are applied one at a time. */
  async lock(tx: Db, id: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(cashPayments).where(eq(cashPayments.id, id)).for('update');
    return row;
  }

  /**
   * Records how the provider said the payment continues, in the caller's transaction. A notification may have
   * arrived first (providers notify as soon as they decide), so only a payment still `created` becomes `pending`.
   */
  async markStarted(tx: Db, id: string, start: PaymentStart, at: Date): Promise<void> {
    await tx
      .update(cashPayments)
      .set({
        providerPaymentId: start.providerPaymentId,
        next: start,
        status: sql`case when ${cashPayments.status} = 'created' then 'pending' else ${cashPayments.status} end`,
        updatedAt: at,
      })
      .where(eq(cashPayments.id, id));
  }

  async markPending(tx: Db, id: string, providerPaymentId: string, at: Date): Promise<void> {
    await tx
      .update(cashPayments)
      .set({ status: 'pending', providerPaymentId, updatedAt: at })
      .where(eq(cashPayments.id, id));
  }

  async complete(
    tx: Db,
    id: string,
    outcome: { status: 'succeeded' } | { status: 'failed'; failureReason: PaymentFailureReason },
    at: Date,
  ): Promise<void> {
    await tx
      .update(cashPayments)
      .set({
        status: outcome.status,
        failureReason: outcome.status === 'failed' ? outcome.failureReason : null,
        completedAt: at,
        updatedAt: at,
      })
      .where(eq(cashPayments.id, id));
  }

  /** Keeps a received notification for audit; a repeated notification id is kept once. */
  async recordNotification(
    tx: Db,
    provider: string,
    notification: PaymentNotification,
    outcome: NotificationOutcome,
    receivedAt: Date,
  ): Promise<void> {
    await tx
      .insert(cashPaymentNotifications)
      .values({
        provider,
        notificationId: notification.notificationId,
        paymentId: notification.paymentId,
        status: notification.status,
        amount: notification.amount,
        currency: notification.currency,
        outcome,
        occurredAt: notification.occurredAt,
        receivedAt,
      })
      .onConflictDoNothing();
  }

  /** Completed deposits: player main data's `depositsCount`. */
  countSucceeded(playerId: number): Promise<number> {
    return this.#count(playerId, ['succeeded']);
  }

  /** Deposits that have credited or still may: while any exists, the account currency must not change. */
  countNotFailed(playerId: number): Promise<number> {
    return this.#count(playerId, ['created', 'pending', 'succeeded']);
  }

  /** The player's newest completed deposit (one-click's last used method). */
  async lastSucceeded(playerId: number): Promise<PaymentRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(cashPayments)
      .where(and(eq(cashPayments.playerId, playerId), eq(cashPayments.status, 'succeeded')))
      .orderBy(desc(cashPayments.completedAt), desc(cashPayments.createdAt))
      .limit(1);
    return row;
  }

  /**
   * How many of the player's deposits were credited before the given one (in credit order: completion, then
   * creation, then id), or all of them when none is given: whether a deposit is the player's first or a next one.
   */
  async succeededBefore(executor: Db, playerId: number, paymentId: string | null): Promise<number> {
    const [row] = await executor
      .select({ value: count() })
      .from(cashPayments)
      .where(
        and(
          eq(cashPayments.playerId, playerId),
          eq(cashPayments.status, 'succeeded'),
          paymentId === null
            ? undefined
            : sql`(${cashPayments.completedAt}, ${cashPayments.createdAt}, ${cashPayments.id}) < (
                select completed_at, created_at, id from ${cashPayments} where id = ${paymentId})`,
        ),
      );
    return row?.value ?? 0;
  }

  /** When the player's newest deposit was credited, or null before their first. */
  async lastCreditedAt(executor: Db, playerId: number): Promise<Date | null> {
    const [row] = await executor
      .select({ at: sql<Date | null>`max(${cashPayments.completedAt})`.mapWith(cashPayments.completedAt) })
      .from(cashPayments)
      .where(and(eq(cashPayments.playerId, playerId), eq(cashPayments.status, 'succeeded')));
    return row?.at ?? null;
  }

  /**
   * The player's last deposit credited at or before `before`: its amount and when it was credited (a withdrawal's
   * risk flag compares it with the stakes since).
   */
  async lastCreditedBefore(
    playerId: number,
    before: Date,
  ): Promise<{ amount: number; currency: string; completedAt: Date } | null> {
    const [row] = await this.#db
      .select({
        amount: cashPayments.amount,
        currency: cashPayments.currency,
        completedAt: cashPayments.completedAt,
      })
      .from(cashPayments)
      .where(
        and(
          eq(cashPayments.playerId, playerId),
          eq(cashPayments.status, 'succeeded'),
          lte(cashPayments.completedAt, before),
        ),
      )
      .orderBy(desc(cashPayments.completedAt))
      .limit(1);
    return row?.completedAt
      ? { amount: row.amount, currency: row.currency, completedAt: row.completedAt }
      : null;
  }

  /**
   * The back office's list of deposits, newest first, with the method's slug and the saved card the payment
   * charged (a card typed on the provider's page is not kept on the payment, so it has no label).
   */
  async list(filter: DepositListFilter): Promise<DepositRecord[]> {
    const rows = await this.#db
      .select({
        id: cashPayments.id,
        playerId: cashPayments.playerId,
        amount: cashPayments.amount,
        currency: cashPayments.currency,
        status: cashPayments.status,
        provider: cashPayments.provider,
        method: cashMethods.slug,
        cardLast4: cashSavedCards.last4,
        failureReason: cashPayments.failureReason,
        createdAt: cashPayments.createdAt,
        completedAt: cashPayments.completedAt,
      })
      .from(cashPayments)
      .innerJoin(cashMethods, eq(cashMethods.id, cashPayments.methodId))
      .leftJoin(
        cashSavedCards,
        and(
          eq(cashSavedCards.provider, cashPayments.provider),
          eq(cashSavedCards.tokenId, cashPayments.tokenId),
          eq(cashSavedCards.playerId, cashPayments.playerId),
        ),
      )
      .where(
        and(
          filter.status === undefined ? undefined : eq(cashPayments.status, filter.status),
          filter.playerId === undefined ? undefined : eq(cashPayments.playerId, filter.playerId),
        ),
      )
      .orderBy(desc(cashPayments.createdAt), desc(cashPayments.id))
      .limit(filter.limit)
      .offset(filter.offset ?? 0);
    return rows.map(({ cardLast4, ...row }) => ({
      ...row,
      cardLabel: cardLast4 === null ? null : `•••• ${cardLast4}`,
    }));
  }

  async #count(playerId: number, statuses: PaymentRow['status'][]): Promise<number> {
    const [row] = await this.#db
      .select({ value: count() })
      .from(cashPayments)
      .where(and(eq(cashPayments.playerId, playerId), inArray(cashPayments.status, statuses)));
    return row?.value ?? 0;
  }

  /**
   * What the player has deposited since a moment, counting deposits still on their way (created or pending) so
   * that two started at once cannot both pass a deposit limit; failed ones do not count.
   */
  async depositedSince(executor: Db, playerId: number, since: Date): Promise<number> {
    const [row] = await executor
      .select({ total: sql<string>`coalesce(sum(${cashPayments.amount}), 0)` })
      .from(cashPayments)
      .where(
        and(
          eq(cashPayments.playerId, playerId),
          gte(cashPayments.createdAt, since),
          inArray(cashPayments.status, ['created', 'pending', 'succeeded']),
        ),
      );
    return Number(row?.total ?? 0);
  }
}
