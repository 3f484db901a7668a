/** Receives the publications of the channels a node subscribed to: the channel and the serialized message. */
export type DeliveryHandler = (channel: string, dataJson: string) => void;

/**
 * Carries publications between nodes. A node subscribes to a channel while one of its connections listens to it,
 * and every publication reaches every node subscribed to its channel, the publishing node included.
 */
export interface PushBroker {
  publish(channel: string, dataJson: string): Promise<void>;
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** One node without Redis: a publication goes straight to this process's connections. */
export class InProcessBroker implements PushBroker {
  readonly #deliver: DeliveryHandler;

  constructor(deliver: DeliveryHandler) {
    this.#deliver = deliver;
  }

  async publish(channel: string, dataJson: string): Promise<void> {
    this.#deliver(channel, dataJson);
  }

  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
  async close(): Promise<void> {}
}
