import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../clock.ts';
import { authorizeSubscription, checkConnectionToken } from './channel-access.ts';
import { CommandBudget } from './command-budget.ts';
import {
  type Command,
  Disconnect,
  type DisconnectReason,
  errorFrame,
  PING_FRAME,
  ProtocolViolation,
  PushError,
  parseFrame,
  replyFrame,
} from './protocol.ts';
import type { PushSettings } from './push-settings.ts';
import type { PushTokens, PushUser } from './push-tokens.ts';

/** What a connection needs from the node that accepted it. */
export interface ClientHost {
  readonly nodeId: string;
  readonly settings: PushSettings;
  readonly tokens: PushTokens;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** Starts delivering the channel's publications to the client; resolves once they flow. */
  join(client: PushClient, channel: string): Promise<void>;
  leave(client: PushClient, channel: string): void;
  forget(client: PushClient): void;
}

const SERVER_VERSION = '1.0.0';
const MAX_CHANNEL_LENGTH = 128;

/** A command that did not fit the connection's command budget: answered with 111 instead of being run. */
type Queued = { command: Command; refused: boolean };

/**
 * One WebSocket connection speaking the Centrifugo client protocol. Frames are handled one after another, each
 * frame's commands in order and its replies sent together. Nothing but `connect` is accepted before a successful
 * connect; breaking the protocol closes with 3501, and every close code is the SDK's, so it knows whether to
 * reconnect.
 */
export class PushClient {
  readonly id = randomUUID();
  readonly #socket: WebSocket;
  readonly #host: ClientHost;
  readonly #budget: CommandBudget;
  readonly #subscriptions = new Map<string, number | null>();
  readonly #connectTimer: NodeJS.Timeout;
  #state: 'new' | 'connected' | 'rejected' | 'closed' = 'new';
  #user: PushUser = '';
  #expiresAtMs: number | null = null;
  #awaitingPongSince: number | null = null;
  #refusedInARow = 0;
  #queue: Promise<void> = Promise.resolve();

  constructor(socket: WebSocket, host: ClientHost) {
    this.#socket = socket;
    this.#host = host;
    this.#budget = new CommandBudget(host.settings.commandsPerSecond, host.settings.commandBurst);
    socket.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    socket.on('close', () => this.#onClosed());
    this.#connectTimer = setTimeout(() => {
      if (this.#state !== 'connected') this.disconnect(Disconnect.stale);
    }, host.settings.connectTimeoutMs);
  }

  get user(): PushUser {
    return this.#user;
  }

  get isConnected(): boolean {
    return this.#state === 'connected';
  }

  /**
   * Sends a frame as a text message (a Buffer is sent as text too: fan-out encodes a publication once for all its
   * listeners). A client that cannot keep up is closed instead of buffering without end.
   */
  send(frame: string | Buffer): void {
    if (this.#state === 'closed') return;
    if (this.#socket.bufferedAmount > this.#host.settings.maxBufferedBytes) {
      this.disconnect(Disconnect.slow);
      return;
    }
    this.#socket.send(frame, { binary: false });
  }

  /** The server's ping; the SDK answers with a pong because the connect reply said `pong: true`. */
  ping(nowMs: number): void {
    if (this.#state !== 'connected') return;
    this.#awaitingPongSince ??= nowMs;
    this.send(PING_FRAME);
  }

  /** Closes a connection that missed its pong, or whose connection or channel token expired without refresh. */
  checkLiveness(nowMs: number): void {
    if (this.#state !== 'connected') return;
    const { pongTimeoutMs, expiryGraceMs } = this.#host.settings;
    if (this.#awaitingPongSince !== null && nowMs - this.#awaitingPongSince >= pongTimeoutMs) {
      this.disconnect(Disconnect.noPong);
      return;
    }
    const deadline = this.#host.clock.now().getTime() - expiryGraceMs;
    if (this.#expiresAtMs !== null && this.#expiresAtMs <= deadline) {
      this.disconnect(Disconnect.connectionExpired);
      return;
    }
    for (const expiresAtMs of this.#subscriptions.values()) {
      if (expiresAtMs !== null && expiresAtMs <= deadline) {
        this.disconnect(Disconnect.subscriptionExpired);
        return;
      }
    }
  }

  disconnect(reason: DisconnectReason): void {
    if (this.#state === 'closed') return;
    this.#onClosed();
    this.#socket.close(reason.code, reason.reason);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.#state === 'closed') return;
    // Anything the client sends proves it is alive; the pong is the usual proof.
    this.#awaitingPongSince = null;
    if (isBinary) {
      this.disconnect(Disconnect.badRequest);
      return;
    }
    let commands: Command[];
    try {
      commands = parseFrame(data.toString(), this.#host.settings.maxCommandsPerFrame);
    } catch (error) {
      if (!(error instanceof ProtocolViolation)) throw error;
      this.#host.log.debug({ client: this.id, reason: error.message }, 'push protocol violation');
      this.disconnect(Disconnect.badRequest);
      return;
    }
    const queued = commands.map((command) => ({
      command,
      refused: command.kind !== 'pong' && !this.#budget.take(),
    }));
    if (this.#tooManyRefused(queued)) return;
    this.#queue = this.#queue
      .then(() => this.#handleFrame(queued))
      .catch((error: unknown) => {
        this.#host.log.error({ err: error, client: this.id }, 'push command failed');
        this.disconnect(Disconnect.internal);
      });
  }

  /** A client that keeps going over its budget after being told (111) is closed with 3013. */
  #tooManyRefused(queued: readonly Queued[]): boolean {
    for (const { command, refused } of queued) {
      if (command.kind === 'pong') continue;
      this.#refusedInARow = refused ? this.#refusedInARow + 1 : 0;
    }
    if (this.#refusedInARow <= this.#host.settings.commandBurst) return false;
    this.disconnect(Disconnect.tooManyRequests);
    return true;
  }

  async #handleFrame(queued: readonly Queued[]): Promise<void> {
    const replies: string[] = [];
    for (const { command, refused } of queued) {
      if (this.#state === 'closed') return;
      if (command.kind === 'pong') continue;
      if (this.#state !== 'connected') {
        const isConnect = command.kind === 'call' && command.method === 'connect';
        if (this.#state === 'rejected' || !isConnect) {
          this.disconnect(Disconnect.badRequest);
          return;
        }
      }
      if (refused) {
        if (command.kind !== 'send') replies.push(errorFrame(idOf(command), PushError.tooManyRequests));
        continue;
      }
      const reply = await this.#handleCommand(command);
      if (reply === 'closed') return;
      if (reply !== null) replies.push(reply);
      // After a failed connect the rest of the frame (its subscribes) has nothing to act for.
      if (this.#isRejected()) break;
    }
    if (replies.length > 0) this.send(replies.join('\n'));
  }

  async #handleCommand(command: Command): Promise<string | null | 'closed'> {
    if (command.kind === 'send') return null;
    if (command.kind === 'unknown') return errorFrame(command.id, PushError.methodNotFound);
    if (command.kind === 'pong') return null;
    const { id, method, params } = command;
    switch (method) {
      case 'connect':
        return this.#connect(id, params);
      case 'subscribe':
        return this.#subscribe(id, params);
      case 'unsubscribe':
        return this.#unsubscribe(id, params);
      case 'refresh':
        return this.#refresh(id, params);
      case 'sub_refresh':
        return this.#subRefresh(id, params);
      case 'ping':
        return replyFrame(id, method, {});
      case 'publish':
        // Clients only listen: every publication comes from the server.
        return errorFrame(id, PushError.permissionDenied);
      default:
        return errorFrame(id, PushError.notAvailable);
    }
  }

  #connect(id: number, params: Record<string, unknown>): string | 'closed' {
    if (this.#state === 'connected') return this.#close(Disconnect.badRequest);
    const decision = checkConnectionToken(this.#host.tokens, params.token);
    if (!decision.ok) {
      if ('disconnect' in decision) return this.#close(decision.disconnect);
      this.#state = 'rejected';
      return errorFrame(id, decision.error);
    }
    this.#state = 'connected';
    clearTimeout(this.#connectTimer);
    this.#user = decision.user;
    this.#expiresAtMs = decision.expiresAtMs;
    const { pingIntervalMs } = this.#host.settings;
    return replyFrame(id, 'connect', {
      client: this.id,
      version: SERVER_VERSION,
      expires: true,
      ttl: this.#ttlOf(decision.expiresAtMs),
      ping: Math.max(1, Math.round(pingIntervalMs / 1000)),
      pong: true,
      node: this.#host.nodeId,
    });
  }

  async #subscribe(id: number, params: Record<string, unknown>): Promise<string | 'closed'> {
    const channel = params.channel;
    if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
      return errorFrame(id, PushError.badRequest);
    }
    if (this.#subscriptions.has(channel)) return errorFrame(id, PushError.alreadySubscribed);
    if (this.#subscriptions.size >= this.#host.settings.maxChannelsPerConnection) {
      return errorFrame(id, PushError.limitExceeded);
    }
    const decision = authorizeSubscription(this.#host.tokens, this.#user, channel, params.token);
    if (!decision.ok) {
      return 'disconnect' in decision ? this.#close(decision.disconnect) : errorFrame(id, decision.error);
    }
    this.#subscriptions.set(channel, decision.expiresAtMs);
    try {
      await this.#host.join(this, channel);
    } catch (error) {
      this.#host.log.error({ err: error, channel }, 'push subscription failed');
      this.#subscriptions.delete(channel);
      this.#host.leave(this, channel);
      return errorFrame(id, PushError.internal);
    }
    if (this.#state === 'closed') return 'closed';
    return replyFrame(
      id,
      'subscribe',
      decision.expiresAtMs === null ? {} : { expires: true, ttl: this.#ttlOf(decision.expiresAtMs) },
    );
  }

  #unsubscribe(id: number, params: Record<string, unknown>): string {
    const channel = params.channel;
    if (typeof channel !== 'string') return errorFrame(id, PushError.badRequest);
    if (this.#subscriptions.delete(channel)) this.#host.leave(this, channel);
    return replyFrame(id, 'unsubscribe', {});
  }

  #refresh(id: number, params: Record<string, unknown>): string | 'closed' {
    if (typeof params.token !== 'string' || params.token === '') return errorFrame(id, PushError.badRequest);
    const decision = checkConnectionToken(this.#host.tokens, params.token);
    if (!decision.ok) {
      return this.#close('disconnect' in decision ? decision.disconnect : Disconnect.connectionExpired);
    }
    // A token of another user (e.g. after logout the page fetched a guest's) cannot take over this connection.
    if (decision.user !== this.#user) return this.#close(Disconnect.invalidToken);
    this.#expiresAtMs = decision.expiresAtMs;
    return replyFrame(id, 'refresh', {
      client: this.id,
      version: SERVER_VERSION,
      expires: true,
      ttl: this.#ttlOf(decision.expiresAtMs),
    });
  }

  #subRefresh(id: number, params: Record<string, unknown>): string | 'closed' {
    const { channel, token } = params;
    if (typeof channel !== 'string' || typeof token !== 'string' || token === '') {
      return errorFrame(id, PushError.badRequest);
    }
    if (!this.#subscriptions.has(channel)) return errorFrame(id, PushError.permissionDenied);
    const decision = authorizeSubscription(this.#host.tokens, this.#user, channel, token);
    if (!decision.ok) {
      if ('disconnect' in decision) return this.#close(decision.disconnect);
      return decision.error === PushError.tokenExpired
        ? this.#close(Disconnect.subscriptionExpired)
        : errorFrame(id, decision.error);
    }
    this.#subscriptions.set(channel, decision.expiresAtMs);
    return replyFrame(
      id,
      'sub_refresh',
      decision.expiresAtMs === null ? {} : { expires: true, ttl: this.#ttlOf(decision.expiresAtMs) },
    );
  }

  #isRejected(): boolean {
    return this.#state === 'rejected';
  }

  #ttlOf(expiresAtMs: number): number {
    return Math.max(1, Math.floor((expiresAtMs - this.#host.clock.now().getTime()) / 1000));
  }

  #close(reason: DisconnectReason): 'closed' {
    this.disconnect(reason);
    return 'closed';
  }

  #onClosed(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    clearTimeout(this.#connectTimer);
    for (const channel of this.#subscriptions.keys()) this.#host.leave(this, channel);
    this.#subscriptions.clear();
    this.#host.forget(this);
  }
}

function idOf(command: Command): number {
  return command.kind === 'call' || command.kind === 'unknown' ? command.id : 0;
}
