import {
  type BrandId,
  type Currency,
  type PlayerBalance,
  type Profile,
  personalChannel,
} from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { OutboxSubscriber, RelayedEvent } from '../../platform/events/relay.ts';
import type { PushPublisher } from '../../platform/push/push-publisher.ts';
import { EVENT_REACTIONS, type EventReaction } from './event-reactions.ts';
import type { NotificationsService } from './notifications.service.ts';

interface Deps {
  publisher: PushPublisher;
  notifications: NotificationsService;
  balanceOf(playerId: number, currency: Currency, tx: Db): Promise<PlayerBalance>;
  profileOf(playerId: number, brand: BrandId, tx: Db): Promise<Profile | undefined>;
  log: FastifyBaseLogger;
}

/**
 * The outbox subscribers that tell players what happened, each with its own position: `push` sends the push
 * messages of EVENT_REACTIONS, `notification-center` stores their notifications. Kept apart so a problem in one
 * (a broker outage) does not hold the other back.
 */
export function playerMessageSubscribers(deps: Deps): OutboxSubscriber[] {
  return [pushSubscriber(deps), notificationCenterSubscriber(deps)];
}

/** The event's reaction and its checked payload, or null when there is nothing to do (or nothing valid). */
function reactionTo(event: RelayedEvent, log: FastifyBaseLogger) {
  const reaction: EventReaction | undefined = EVENT_REACTIONS[event.type];
  if (!reaction) return null;
  const payload = reaction.payload.safeParse(event.payload);
  if (!payload.success) {
    // Retrying cannot fix a malformed event: it is reported and skipped, never allowed to block the stream.
    log.error({ eventId: event.id, type: event.type, issues: payload.error.issues }, 'outbox event skipped');
    return null;
  }
  return { reaction, payload: payload.data };
}

/**
 * `balanceOf` read once per player and currency within one relay batch (its transaction): the balance is read fresh
 * when relayed, so every balance event of a player in the batch carries the same, latest one. A game round writes
 * two (the stake, the win), and the relay takes them in one batch.
 */
function balancePerBatch(balanceOf: Deps['balanceOf']): Deps['balanceOf'] {
  const batches = new WeakMap<Db, Map<string, Promise<PlayerBalance>>>();
  return (playerId, currency, tx) => {
    let read = batches.get(tx);
    if (!read) {
      read = new Map();
      batches.set(tx, read);
    }
    const key = `${playerId}:${currency}`;
    let balance = read.get(key);
    if (!balance) {
      balance = balanceOf(playerId, currency, tx);
      read.set(key, balance);
    }
    return balance;
  };
}

function pushSubscriber({ publisher, balanceOf: readBalance, profileOf, log }: Deps): OutboxSubscriber {
  const balanceOf = balancePerBatch(readBalance);
  return {
    name: 'push',
    async handle(event, tx) {
      const found = reactionTo(event, log);
      if (!found?.reaction.push) return;
      const publications = await found.reaction.push(event, found.payload, { tx, balanceOf, profileOf });
      // A failed publish throws: the batch is retried and the messages already sent go again, with the same ids.
      for (const { channel, message } of publications) await publisher.publish(channel, message);
    },
  };
}

function notificationCenterSubscriber({ publisher, notifications, log }: Deps): OutboxSubscriber {
  return {
    name: 'notification-center',
    async handle(event, tx, afterCommit) {
      const found = reactionTo(event, log);
      const playerId = event.playerId;
      if (!found?.reaction.notice || playerId === null) return;
      const draft = found.reaction.notice(found.payload);
      if (!draft) return;
      const created = await notifications.create(tx, playerId, draft, event.id);
      if (!created) return;
      // Told once it is stored, so the page that receives it can also read it from the list.
      afterCommit(() =>
        publisher.publish(personalChannel(playerId), {
          id: `nc-${created.ncMessageId}`,
          type: 'nc',
          action: 'new',
          data: created,
        }),
      );
    },
  };
}
