import {
  type BrandId,
  type Currency,
  type PlayerBalance,
  type Profile,
  personalChannel,
} from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { OutboxSubscriber } from '../../platform/events/relay.ts';
import type { PushPublisher } from '../../platform/push/push-publisher.ts';
import { reactionTo } from './event-reactions.ts';
import type { NotificationsService } from './notifications.service.ts';

interface Deps {
  publisher: PushPublisher;
  notifications: NotificationsService;
  balanceOf(playerId: number, currency: Currency, tx: Db): Promise<PlayerBalance>;
  profileOf(playerId: number, brand: BrandId, tx: Db): Promise<Profile | undefined>;
  isExcluded(playerId: number, tx: Db): Promise<boolean>;
}

/**
 * The outbox subscribers that tell players what happened, each with its own position: `push` sends the push
 * messages of EVENT_REACTIONS, `notification-center` stores their notifications. Kept apart so a problem in one
 * (a broker outage) does not hold the other back.
 */
export function playerMessageSubscribers(deps: Deps): OutboxSubscriber[] {
  return [pushSubscriber(deps), notificationCenterSubscriber(deps)];
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

function pushSubscriber({
  publisher,
  balanceOf: readBalance,
  profileOf,
  isExcluded,
}: Deps): OutboxSubscriber {
  const balanceOf = balancePerBatch(readBalance);
  return {
    name: 'push',
    async handle(event, tx, afterCommit) {
      const push = reactionTo(event)?.push;
      if (!push) return;
      // Built in the batch's transaction (balances and profiles read as of it), published once the position has
      // committed. A failed publish hands the event over again; message ids derive from the event, so clients
      // drop the repeats.
      const publications = await push(event, { tx, balanceOf, profileOf, isExcluded });
      afterCommit(async () => {
        for (const { channel, message } of publications) await publisher.publish(channel, message);
      });
    },
  };
}

function notificationCenterSubscriber({ publisher, notifications }: Deps): OutboxSubscriber {
  return {
    name: 'notification-center',
    async handle(event, tx, afterCommit) {
      const draft = reactionTo(event)?.notice?.(event);
      if (!draft || event.playerId === null) return;
      const playerId = event.playerId;
      // Stored once per source event, so an event handed over again stores (and announces) nothing twice.
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
