import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { Executor } from './sandbox-psp.repository.ts';
import { type SandboxNotificationRow, sandboxPspNotifications } from './sandbox-psp.schema.ts';

/** The only SQL on the notification outbox. */
export class NotificationsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async enqueue(
    executor: Executor,
    notification: Pick<
      typeof sandboxPspNotifications.$inferInsert,
      'id' | 'paymentId' | 'url' | 'body' | 'nextAttemptAt' | 'createdAt'
    >,
  ): Promise<void> {
    await executor.insert(sandboxPspNotifications).values(notification);
  }

  /**
   * Claims due notifications for one attempt each: counts the attempt and pushes the due time to the end of
   * the lease, in one statement. Rows another node is claiming are skipped, and a claim whose worker dies is
   * due again when its lease ends, so every notification is delivered at least once.
   */
  async claimDue(
    now: Date,
    leaseEnd: Date,
    limit: number,
    ids?: readonly string[],
  ): Promise<SandboxNotificationRow[]> {
    const due = this.#db
      .select({ id: sandboxPspNotifications.id })
      .from(sandboxPspNotifications)
      .where(
        and(
          eq(sandboxPspNotifications.status, 'pending'),
          lte(sandboxPspNotifications.nextAttemptAt, now),
          ids ? inArray(sandboxPspNotifications.id, [...ids]) : undefined,
        ),
      )
      .orderBy(sandboxPspNotifications.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.#db
      .update(sandboxPspNotifications)
      .set({ attempts: sql`${sandboxPspNotifications.attempts} + 1`, nextAttemptAt: leaseEnd })
      .where(inArray(sandboxPspNotifications.id, due))
      .returning();
  }

  /**
   * Records the outcome of a claimed attempt. Guarded by the attempt number, so a worker whose lease ran out
   * while another node retried cannot overwrite the newer attempt's outcome.
   */
  async recordAttempt(
    claim: Pick<SandboxNotificationRow, 'id' | 'attempts'>,
    outcome:
      | { status: 'delivered'; at: Date }
      | { status: 'pending'; nextAttemptAt: Date; error: string }
      | { status: 'abandoned'; error: string },
  ): Promise<void> {
    const change =
      outcome.status === 'delivered'
        ? { status: outcome.status, deliveredAt: outcome.at, lastError: null }
        : outcome.status === 'pending'
          ? { nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error }
          : { status: outcome.status, lastError: outcome.error };
    await this.#db
      .update(sandboxPspNotifications)
      .set(change)
      .where(
        and(
          eq(sandboxPspNotifications.id, claim.id),
          eq(sandboxPspNotifications.attempts, claim.attempts),
          eq(sandboxPspNotifications.status, 'pending'),
        ),
      );
  }
}
