import type { PushMessage } from '@casino/contracts';
import { UnauthorizedError } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wantPublicChannel } from './public-channels';
import { startPushClient } from './push-client';
import { registerPushHandler, registerResyncHandler } from './push-handlers';
import { pushState } from './push-state';
import { fetchConnectionToken } from './push-tokens';

/** The SDK's surface the client uses, recorded instead of sent over a socket (hoisted above the mocks). */
const { FakeCentrifuge } = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');

  type SubscriptionOptions = { getToken?: () => Promise<string>; minResubscribeDelay?: number };

  class FakeSubscription extends EventEmitter {
    readonly subscribe = vi.fn();
    readonly unsubscribe = vi.fn();
    readonly options: SubscriptionOptions;
    constructor(options: SubscriptionOptions) {
      super();
      this.options = options;
    }
  }

  class FakeCentrifuge extends EventEmitter {
    static last: FakeCentrifuge;
    readonly subscriptions = new Map<string, FakeSubscription>();
    readonly connect = vi.fn();
    readonly disconnect = vi.fn();
    readonly setToken = vi.fn();
    readonly endpoint: string;
    readonly options: { getToken: () => Promise<string> };
    constructor(endpoint: string, options: { getToken: () => Promise<string> }) {
      super();
      this.endpoint = endpoint;
      this.options = options;
      FakeCentrifuge.last = this;
    }
    newSubscription(channel: string, options: SubscriptionOptions) {
      const subscription = new FakeSubscription(options);
      this.subscriptions.set(channel, subscription);
      return subscription;
    }
    removeSubscription(subscription: FakeSubscription) {
      for (const [channel, known] of this.subscriptions) {
        if (known === subscription) this.subscriptions.delete(channel);
      }
    }
  }

  return { FakeCentrifuge };
});

vi.mock('centrifuge', async (importOriginal) => ({
  ...(await importOriginal<typeof import('centrifuge')>()),
  Centrifuge: FakeCentrifuge,
}));
vi.mock('./push-tokens', () => ({
  fetchConnectionToken: vi.fn(),
  fetchSubscriptionToken: vi.fn(async (channel: string) => `token-for-${channel}`),
}));

function tokenOf(sub: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub, exp: 9_999_999_999 })}.signature`;
}

const appUpdated: PushMessage = { id: 'evt-1-app', type: 'app', action: 'updated', data: { version: 'v2' } };
const BALANCE = { playerId: 7, currency: 'UAH', principal: 10_000, hold: 0, total: 10_000, bonus: 0 };

const cleanups: (() => void)[] = [];
let onUnauthorized: ReturnType<typeof vi.fn<(reconnect: () => void) => void>>;

function start(token: string | undefined) {
  const client = startPushClient({ endpoint: 'ws://site.test/connection/websocket', token, onUnauthorized });
  cleanups.push(() => client.stop());
  return { client, sdk: FakeCentrifuge.last };
}

beforeEach(() => {
  onUnauthorized = vi.fn();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('the push client', () => {
  it('uses the spec settings and connects a guest to the site-wide channel only', () => {
    const { sdk } = start(tokenOf(''));
    expect(sdk.endpoint).toBe('ws://site.test/connection/websocket');
    expect(sdk.options).toMatchObject({
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
      timeout: 5_000,
      maxServerPingDelay: 10_000,
    });
    expect([...sdk.subscriptions.keys()]).toEqual(['public:app']);
    expect(sdk.subscriptions.get('public:app')?.options).toMatchObject({
      minResubscribeDelay: 500,
      maxResubscribeDelay: 20_000,
    });
    expect(sdk.setToken).toHaveBeenCalledWith(tokenOf(''));
    expect(sdk.connect).toHaveBeenCalledOnce();
  });

  it("subscribes a player to their personal channel with the channel's token", async () => {
    const { sdk } = start(tokenOf('42'));
    const personal = sdk.subscriptions.get('personal:42');
    expect(personal?.subscribe).toHaveBeenCalledOnce();
    await expect(personal?.options.getToken?.()).resolves.toBe('token-for-personal:42');
    expect(sdk.subscriptions.get('public:app')?.options.getToken).toBeUndefined();
  });

  it('learns the viewer from the first fetched token when main data had none', async () => {
    vi.mocked(fetchConnectionToken).mockResolvedValue(tokenOf('7'));
    const { sdk } = start(undefined);
    expect(sdk.setToken).not.toHaveBeenCalled();
    expect(sdk.subscriptions.has('personal:7')).toBe(false);
    await expect(sdk.options.getToken()).resolves.toBe(tokenOf('7'));
    expect(sdk.subscriptions.has('personal:7')).toBe(true);
  });

  it('ends the connection when a refreshed token is for someone else (a logout in another tab)', async () => {
    vi.mocked(fetchConnectionToken).mockResolvedValue(tokenOf(''));
    const { sdk } = start(tokenOf('42'));
    await expect(sdk.options.getToken()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('raises the unauthorized event when the server refuses the token, and reconnects with a fresh one', () => {
    const { sdk } = start(tokenOf('42'));
    sdk.emit('disconnected', { code: 3500, reason: 'invalid token' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    onUnauthorized.mock.calls[0]?.[0]();
    expect(sdk.setToken).toHaveBeenLastCalledWith('');
    expect(sdk.connect).toHaveBeenCalledTimes(2);
  });

  it('raises it as well when the SDK stopped on an unauthorized token or channel', () => {
    const { sdk } = start(tokenOf('42'));
    sdk.emit('disconnected', { code: 1, reason: 'unauthorized' });
    const personal = sdk.subscriptions.get('personal:42');
    personal?.emit('unsubscribed', { code: 1, reason: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    onUnauthorized.mock.calls[1]?.[0]();
    expect(personal?.subscribe).toHaveBeenCalledTimes(2);
  });

  it('leaves ordinary disconnects to the SDK reconnecting by itself', () => {
    const { sdk } = start(tokenOf('42'));
    sdk.emit('disconnected', { code: 0, reason: 'disconnect called' });
    sdk.subscriptions.get('personal:42')?.emit('unsubscribed', { code: 0, reason: 'unsubscribe called' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands checked publications to the handlers once, and logs and drops bad ones', async () => {
    const handler = vi.fn();
    cleanups.push(registerPushHandler('app', handler));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sdk } = start(tokenOf(''));
    const channel = sdk.subscriptions.get('public:app');
    channel?.emit('publication', { data: appUpdated });
    channel?.emit('publication', { data: appUpdated });
    channel?.emit('publication', { data: { id: 'x', type: 'nc', action: 'new', data: 'hello' } });
    sdk.emit('message', { data: 'Connection established' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith(appUpdated);
    expect(warn).toHaveBeenCalledWith('Push message dropped: nc content is not an object');
  });

  it('hands publications on in the order they came, while the schemas of a group load', async () => {
    const told: string[] = [];
    cleanups.push(registerPushHandler('setBalance', (message) => told.push(message.type)));
    cleanups.push(registerPushHandler('app', (message) => told.push(message.type)));
    const { sdk } = start(tokenOf(''));
    const channel = sdk.subscriptions.get('public:app');
    const balance = { id: 'b-1', type: 'setBalance', action: 'update', data: BALANCE };
    channel?.emit('publication', { data: balance });
    channel?.emit('publication', { data: { ...appUpdated, id: 'app-2' } });
    await vi.waitFor(() => expect(told).toHaveLength(2));
    expect(told).toEqual(['setBalance', 'app']);
  });

  it('drops the messages still being read when it stops, since they were for the viewer it served', async () => {
    const handler = vi.fn();
    cleanups.push(registerPushHandler('app', handler));
    const { client, sdk } = start(tokenOf('42'));
    sdk.subscriptions.get('public:app')?.emit('publication', { data: { ...appUpdated, id: 'app-3' } });
    client.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handler).not.toHaveBeenCalled();
  });

  it('asks for a resync each time the personal channel is subscribed, not for public channels', () => {
    const resync = vi.fn();
    cleanups.push(registerResyncHandler(resync));
    const { sdk } = start(tokenOf('42'));
    sdk.subscriptions.get('public:app')?.emit('subscribed', {});
    sdk.subscriptions.get('personal:42')?.emit('subscribed', {});
    sdk.subscriptions.get('personal:42')?.emit('subscribed', {});
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('reports the connection and subscription states, and forgets them when stopped', () => {
    const { client, sdk } = start(tokenOf('42'));
    sdk.emit('state', { newState: 'connected', oldState: 'connecting' });
    sdk.subscriptions.get('personal:42')?.emit('state', { newState: 'subscribed', oldState: 'subscribing' });
    expect(pushState.get()).toEqual({
      connection: 'connected',
      subscriptions: { 'personal:42': 'subscribed' },
    });
    client.stop();
    expect(sdk.disconnect).toHaveBeenCalledOnce();
    expect(pushState.get()).toEqual({ connection: 'disconnected', subscriptions: {} });
    sdk.emit('state', { newState: 'connecting', oldState: 'disconnected' });
    expect(pushState.get().connection).toBe('disconnected');
  });

  it('listens to a public channel while the page wants it, and forgets it once no part does', () => {
    const { sdk } = start(tokenOf(''));
    const releaseBoard = wantPublicChannel('public:tournaments');
    const releaseList = wantPublicChannel('public:tournaments');
    const channel = sdk.subscriptions.get('public:tournaments');
    expect(channel?.subscribe).toHaveBeenCalledOnce();
    channel?.emit('state', { newState: 'subscribed', oldState: 'subscribing' });
    releaseBoard();
    releaseBoard();
    expect(channel?.unsubscribe).not.toHaveBeenCalled();
    releaseList();
    expect(channel?.unsubscribe).toHaveBeenCalledOnce();
    expect(sdk.subscriptions.has('public:tournaments')).toBe(false);
    expect(pushState.get().subscriptions).not.toHaveProperty('public:tournaments');
  });

  it('subscribes at start the public channels the page already wants', () => {
    cleanups.push(wantPublicChannel('public:tournaments'));
    const { sdk } = start(tokenOf(''));
    expect([...sdk.subscriptions.keys()]).toEqual(['public:app', 'public:tournaments']);
  });
});
