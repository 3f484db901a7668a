import { randomUUID } from 'node:crypto';
import {
  type LocalizedText,
  type Notification,
  type NotificationSound,
  type NotificationsQuery,
  type NotificationType,
  personalChannel,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PushPublisher } from '../../platform/push/push-publisher.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import type { NotificationRow } from './notifications.schema.ts';

/** A notification before it is stored. */
export interface NotificationDraft {
  type: NotificationType;
  systemAlias: string | null;
  title: LocalizedText;
  text: LocalizedText;
  link: string | null;
  sound: NotificationSound;
}

/** The notification center: stores what players are told, lists it, counts and marks what is unread. */
export class NotificationsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #publisher: PushPublisher;
  readonly #log: FastifyBaseLogger;
  readonly #repository = new NotificationsRepository();

  constructor(deps: { db: Db; clock: Clock; publisher: PushPublisher; log: FastifyBaseLogger }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#publisher = deps.publisher;
    this.#log = deps.log;
  }

  async list(playerId: number, query: NotificationsQuery) {
    const [rows, total, unread] = await Promise.all([
      this.#repository.page(this.#db, playerId, query.limit, query.offset),
      this.#repository.countAll(this.#db, playerId),
      this.#repository.countUnread(this.#db, playerId),
    ]);
    return { items: rows.map(toNotification), total, unread };
  }

  unreadCount(playerId: number): Promise<number> {
    return this.#repository.countUnread(this.#db, playerId);
  }

  /**
   * Marks the player's notifications read. Ids that are not theirs, or already read, change nothing and are not
   * reported. The player's other tabs and devices hear of it through an `nc` `read` message.
   */
  async markRead(playerId: number, ids: readonly number[]): Promise<void> {
    const changed = await this.#repository.markRead(this.#db, playerId, ids, this.#clock.now());
    if (changed.length === 0) return;
    await this.#publisher
      .publish(personalChannel(playerId), {
        id: `nc-read-${randomUUID()}`,
        type: 'nc',
        action: 'read',
        data: { ncMessageIds: changed },
      })
      .catch((error: unknown) => this.#log.warn({ err: error }, 'nc read push failed'));
  }

  /** Stores a notification in the caller's transaction; null when its source event already made one. */
  async create(
    tx: Db,
    playerId: number,
    draft: NotificationDraft,
    sourceEventId: number | null,
  ): Promise<Notification | null> {
    const row = await this.#repository.insert(tx, {
      playerId,
      ...draft,
      sourceEventId,
      createdAt: this.#clock.now(),
    });
    return row ? toNotification(row) : null;
  }
}

function toNotification(row: NotificationRow): Notification {
  return {
    ncMessageId: row.id,
    type: row.type,
    systemAlias: row.systemAlias,
    title: row.title,
    text: row.text,
    link: row.link,
    sound: row.sound,
    isReaded: row.isReaded,
    createdAt: row.createdAt.toISOString(),
  };
}
