import type { Redis } from 'ioredis';
import type { DeliveryHandler, PushBroker } from './push-broker.ts';

/**
 * Fan-out between nodes through Redis pub/sub (as Centrifugo's Redis engine does): each node SUBSCRIBEs to the
 * channels its connections listen to, on a connection of its own (a subscribed connection can do nothing else),
 * and publishes on the shared one. ioredis resubscribes by itself after a reconnect. A publication made while
 * Redis is unreachable is lost to push; the outbox relay retries the events whose publish failed.
 */
export class RedisBroker implements PushBroker {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;

  constructor(deps: {
    redis: Redis;
    prefix: string;
    deliver: DeliveryHandler;
    onError: (error: Error) => void;
  }) {
    this.#publisher = deps.redis;
    this.#prefix = deps.prefix;
    // Connected on the first subscribe: a node that only publishes (api, jobs) never opens it.
    this.#subscriber = deps.redis.duplicate({ lazyConnect: true });
    this.#subscriber.on('error', deps.onError);
    this.#subscriber.on('message', (redisChannel: string, message: string) => {
      if (redisChannel.startsWith(this.#prefix))
        deps.deliver(redisChannel.slice(this.#prefix.length), message);
    });
  }

  async publish(channel: string, dataJson: string): Promise<void> {
    await this.#publisher.publish(this.#prefix + channel, dataJson);
  }

  async subscribe(channel: string): Promise<void> {
    await this.#subscriber.subscribe(this.#prefix + channel);
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.#subscriber.unsubscribe(this.#prefix + channel);
  }

  async close(): Promise<void> {
    if (this.#subscriber.status === 'wait') this.#subscriber.disconnect();
    else await this.#subscriber.quit().catch(() => this.#subscriber.disconnect());
  }
}
