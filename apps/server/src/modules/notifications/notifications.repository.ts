import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type NewNotificationRow, type NotificationRow, notifications } from './notifications.schema.ts';

/** The only SQL of the notification center. */
export class NotificationsRepository {
  /** Null when the row's source event already made one. */
  async insert(executor: Db, row: NewNotificationRow): Promise<NotificationRow | null> {
    const [inserted] = await executor.insert(notifications).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async page(executor: Db, playerId: number, limit: number, offset: number): Promise<NotificationRow[]> {
    return executor
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, playerId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset);
  }

  async countAll(executor: Db, playerId: number): Promise<number> {
    const [row] = await executor
      .select({ value: count() })
      .from(notifications)
      .where(eq(notifications.playerId, playerId));
    return row?.value ?? 0;
  }

  async countUnread(executor: Db, playerId: number): Promise<number> {
    const [row] = await executor
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), eq(notifications.isReaded, false)));
    return row?.value ?? 0;
  }

  /** Marks the player's own unread notifications among `ids` read; returns the ids that changed. */
  async markRead(executor: Db, playerId: number, ids: readonly number[], readAt: Date): Promise<number[]> {
    const rows = await executor
      .update(notifications)
      .set({ isReaded: true, readAt })
      .where(
        and(
          eq(notifications.playerId, playerId),
          eq(notifications.isReaded, false),
          inArray(notifications.id, [...ids]),
        ),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }
}
