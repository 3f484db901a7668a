import type { Clock } from '../../platform/clock.ts';
import type { MessageGateway, OutgoingMessage } from './message-gateway.ts';
import type { MessagingRepository } from './messaging.repository.ts';

/** Sends every message through the configured gateway and keeps a record of it. */
export class MessagingService {
  readonly #gateway: MessageGateway;
  readonly #repository: MessagingRepository;
  readonly #clock: Clock;

  constructor(deps: { gateway: MessageGateway; repository: MessagingRepository; clock: Clock }) {
    this.#gateway = deps.gateway;
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  async send(message: OutgoingMessage): Promise<void> {
    let providerMessageId: string | null = null;
    let status: 'recorded' | 'sent' | 'failed' = this.#gateway.name === 'development' ? 'recorded' : 'sent';
    try {
      ({ providerMessageId } = await this.#gateway.send(message));
    } catch (error) {
      status = 'failed';
      throw error;
    } finally {
      await this.#repository.record({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        provider: this.#gateway.name,
        providerMessageId,
        status,
        createdAt: this.#clock.now(),
      });
    }
  }

  latest(limit = 50) {
    return this.#repository.latest(limit);
  }
}

/** Sends nothing: the record MessagingService keeps is the delivery, read on the development outbox page. */
export const developmentGateway: MessageGateway = {
  name: 'development',
  send: async () => ({ providerMessageId: null }),
};
