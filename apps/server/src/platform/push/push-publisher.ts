import { channelKind, type PushMessage, pushMessageSchema } from '@casino/contracts';
import type { PushBroker } from './push-broker.ts';

/**
 * The one way modules send push messages: `publish(channel, message)`. The message is checked against its contract
 * and serialized once; the broker takes it to every node with listeners of the channel.
 */
export class PushPublisher {
  readonly #broker: PushBroker;

  constructor(broker: PushBroker) {
    this.#broker = broker;
  }

  async publish(channel: string, message: PushMessage): Promise<void> {
    if (channelKind(channel).kind === 'unknown') throw new Error(`no push channel ${channel}`);
    await this.#broker.publish(channel, JSON.stringify(pushMessageSchema.parse(message)));
  }
}
