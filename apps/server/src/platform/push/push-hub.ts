import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock.ts';
import { Disconnect, type DisconnectReason, publicationFrame } from './protocol.ts';
import type { PushBroker } from './push-broker.ts';
import { type ClientHost, PushClient } from './push-client.ts';
import type { PushSettings } from './push-settings.ts';
import type { PushTokens } from './push-tokens.ts';

/** A channel some of this node's connections listen to, and whether the broker delivers it here yet. */
interface ChannelEntry {
  clients: Set<PushClient>;
  ready: Promise<void>;
}

/**
 * This node's connections and who listens where. Publications arrive from the broker and are serialized once per
 * channel, then written to each listener. One timer pings every connection and, a pong timeout later, closes
 * those that did not answer or whose tokens expired.
 */
export class PushHub implements ClientHost {
  readonly nodeId = randomUUID();
  readonly settings: PushSettings;
  readonly tokens: PushTokens;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly #clients = new Set<PushClient>();
  readonly #channels = new Map<string, ChannelEntry>();
  #broker: PushBroker | undefined;
  #pingTimer: NodeJS.Timeout | undefined;
  #livenessTimer: NodeJS.Timeout | undefined;

  constructor(deps: { settings: PushSettings; tokens: PushTokens; clock: Clock; log: FastifyBaseLogger }) {
    this.settings = deps.settings;
    this.tokens = deps.tokens;
    this.clock = deps.clock;
    this.log = deps.log;
  }

  /** The broker is made with the hub's `deliver` as its handler, so it is attached after construction. */
  attach(broker: PushBroker): void {
    this.#broker = broker;
  }

  get connectionCount(): number {
    return this.#clients.size;
  }

  accept(socket: WebSocket): PushClient {
    const client = new PushClient(socket, this);
    this.#clients.add(client);
    return client;
  }

  /** Writes a publication to this node's listeners of the channel. */
  deliver = (channel: string, dataJson: string): void => {
    const entry = this.#channels.get(channel);
    if (!entry) return;
    const frame = Buffer.from(publicationFrame(channel, dataJson));
    for (const client of entry.clients) client.send(frame);
  };

  async join(client: PushClient, channel: string): Promise<void> {
    let entry = this.#channels.get(channel);
    if (!entry) {
      entry = { clients: new Set(), ready: this.#requireBroker().subscribe(channel) };
      this.#channels.set(channel, entry);
    }
    entry.clients.add(client);
    await entry.ready;
  }

  leave(client: PushClient, channel: string): void {
    const entry = this.#channels.get(channel);
    if (!entry?.clients.delete(client) || entry.clients.size > 0) return;
    this.#channels.delete(channel);
    this.#requireBroker()
      .unsubscribe(channel)
      .catch((error: unknown) => this.log.warn({ err: error, channel }, 'push unsubscribe failed'));
  }

  forget(client: PushClient): void {
    this.#clients.delete(client);
  }

  start(): void {
    const { pingIntervalMs, pongTimeoutMs } = this.settings;
    this.#pingTimer = setInterval(() => {
      const now = performance.now();
      for (const client of this.#clients) client.ping(now);
      clearTimeout(this.#livenessTimer);
      this.#livenessTimer = setTimeout(() => this.checkLiveness(), pongTimeoutMs);
      this.#livenessTimer.unref();
    }, pingIntervalMs);
    this.#pingTimer.unref();
  }

  /** Closes connections that missed a pong or outlived their tokens (also run by tests after moving the clock). */
  checkLiveness(): void {
    const now = performance.now();
    for (const client of this.#clients) client.checkLiveness(now);
  }

  /** Closes every connection (3001 by default: the SDK reconnects, to another node or to this one restarted). */
  async stop(reason: DisconnectReason = Disconnect.shutdown): Promise<void> {
    clearInterval(this.#pingTimer);
    clearTimeout(this.#livenessTimer);
    for (const client of [...this.#clients]) client.disconnect(reason);
    await this.#broker?.close();
  }

  #requireBroker(): PushBroker {
    if (!this.#broker) throw new Error('the push hub has no broker attached');
    return this.#broker;
  }
}
