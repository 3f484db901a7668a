import type { AddressInfo } from 'node:net';
import { AJAX_HEADER, AJAX_HEADER_VALUE, personalChannel, SESSION_COOKIE } from '@casino/contracts';
import { Centrifuge, type Options, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import type { PushSettings } from '../../../src/platform/push/push-settings.ts';
import type { PushTokens } from '../../../src/platform/push/push-tokens.ts';
import { createPlayer, login, originOf, sessionCookieOf } from '../../support/auth-players.ts';
import { buildTestApp, callApi, type TestApp, type TestAppOptions } from '../../support/test-app.ts';

/** Pings every 300 ms and gives up on a pong or a connect after 300 ms, so liveness tests take a second. */
export const FAST_PUSH: Partial<PushSettings> = {
  pingIntervalMs: 300,
  pongTimeoutMs: 300,
  connectTimeoutMs: 500,
};

export interface PushNode {
  testApp: TestApp;
  port: number;
  wsUrl: string;
  close(): Promise<void>;
}

/** The real app listening on a loopback port, with the push endpoint and short timings. */
export async function startPushNode(options: TestAppOptions & { port?: number } = {}): Promise<PushNode> {
  const testApp = await buildTestApp({ ...options, push: { ...FAST_PUSH, ...options.push } });
  await testApp.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return {
    testApp,
    port,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    close: () => testApp.close(),
  };
}

export interface SignedInPlayer {
  playerId: number;
  sid: string;
  /** The connection token of the player main data (`/rest/app/init/`). */
  connectionToken: string;
  websocket: string;
  /** Asks `/rest/push/connection-token/` as the SDK's `getToken` does. */
  fetchConnectionToken(): Promise<string>;
  /** Asks `/rest/push/subscription-token/`; a refusal throws with the status. */
  fetchSubscriptionToken(channel: string): Promise<string>;
}

const PASSWORD = 'push-test-pass1';

/** A player who logged in through the API, with the push connection of their start-up data. */
export async function signedInPlayer(
  testApp: TestApp,
  overrides: Parameters<typeof createPlayer>[2] = {},
): Promise<SignedInPlayer> {
  const player = await createPlayer(testApp, PASSWORD, overrides);
  const loggedIn = await login(testApp.app, { login: player.email, password: PASSWORD });
  const sid = sessionCookieOf(loggedIn);
  if (loggedIn.statusCode !== 200 || !sid) throw new Error(`login failed: ${loggedIn.body}`);
  const init = await callApi(testApp.app, { url: '/rest/app/init/', cookies: { [SESSION_COOKIE]: sid } });
  const { token, websocket } = init.json().appMain.player;
  const post = async (url: string, payload?: object) => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url,
      cookies: { [SESSION_COOKIE]: sid },
      headers: { origin: originOf(testApp) },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json().data.token as string;
  };
  return {
    playerId: player.id,
    sid,
    connectionToken: token,
    websocket,
    fetchConnectionToken: () => post('/rest/push/connection-token/'),
    fetchSubscriptionToken: (channel) => post('/rest/push/subscription-token/', { channel }),
  };
}

/** The official SDK in Node, with short reconnect delays so the tests do not wait for backoff. */
export function sdkClient(url: string, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    timeout: 3000,
    maxServerPingDelay: 3000,
    ...options,
  });
}

/**
 * The player's own SDK client on the push endpoint at `wsUrl`, subscribed to their personal channel with tokens
 * of `tokens` (the secret of the node that checks them). Disconnect the client when done.
 */
export async function personalListener(
  wsUrl: string,
  tokens: PushTokens,
  playerId: number,
): Promise<{ client: Centrifuge; personal: Subscription }> {
  const channel = personalChannel(playerId);
  const client = sdkClient(wsUrl, { token: tokens.connectionToken(String(playerId)) });
  const personal = client.newSubscription(channel, {
    token: tokens.subscriptionToken(String(playerId), channel),
  });
  personal.subscribe();
  client.connect();
  try {
    await nextEvent(personal, 'subscribed');
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return { client, personal };
}

/** Resolves with the first event of that name whose context passes `accept`, or fails after `timeoutMs`. */
export function nextEvent<T>(
  emitter: {
    on(event: string, listener: (ctx: T) => void): unknown;
    off?(event: string, listener: (ctx: T) => void): unknown;
  },
  event: string,
  accept: (ctx: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off?.(event, listener);
      reject(new Error(`no ${event} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (ctx: T) => {
      if (!accept(ctx)) return;
      clearTimeout(timer);
      emitter.off?.(event, listener);
      resolve(ctx);
    };
    emitter.on(event, listener);
  });
}

export const ajaxHeaders = { [AJAX_HEADER]: AJAX_HEADER_VALUE };

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs the node's outbox relay until `arrived` settles. One round may not be enough on a shared PostgreSQL: the
 * relay waits for every older transaction of the cluster to finish, and other test files keep some open.
 */
export async function relayUntil<T>(node: PushNode, arrived: Promise<T>, timeoutMs = 5000): Promise<T> {
  let settled = false;
  arrived.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const deadline = Date.now() + timeoutMs;
  while (!settled && Date.now() < deadline) {
    await node.testApp.app.outbox.runOnce();
    await sleep(20);
  }
  return arrived;
}
