import { type PushMessageOf, personalChannel, pushMessageSchema } from '@casino/contracts';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { UnauthorizedError } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { signJwt } from '../../src/platform/push/jwt.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { depositRequest } from '../wallet/support/deposit-request.ts';
import {
  nextEvent,
  type PushNode,
  relayUntil,
  type SignedInPlayer,
  sdkClient,
  signedInPlayer,
  sleep,
  startPushNode,
} from './support/push-node.ts';

/** Deposits through the ledger: the wallet appends `BalanceChanged` in the same transaction. */
function deposit(node: PushNode, playerId: number, amount: number, key: string) {
  const wallet = new WalletService({ db: node.testApp.database.db, clock: node.testApp.clock });
  return wallet.ledger.transfer(depositRequest(playerId, amount, key));
}

describe('push with the official SDK', () => {
  let node: PushNode;
  let player: SignedInPlayer;
  const clients: Centrifuge[] = [];
  const connect = (options: Parameters<typeof sdkClient>[1]) => {
    const client = sdkClient(node.wsUrl, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    node = await startPushNode();
    player = await signedInPlayer(node.testApp);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => node?.close());

  it('connects with the player main data token and receives setBalance after a transfer', async () => {
    expect(player.websocket).toMatch(/^ws:\/\/.+\/connection\/websocket$/);
    const client = connect({ token: player.connectionToken });
    const channel = personalChannel(player.playerId);
    const subscription = client.newSubscription(channel, {
      getToken: () => player.fetchSubscriptionToken(channel),
    });
    const subscribed = nextEvent(subscription, 'subscribed');
    subscription.subscribe();
    client.connect();
    await nextEvent(client, 'connected');
    await subscribed;

    const received = nextEvent<PublicationContext>(subscription, 'publication');
    await deposit(node, player.playerId, 12_345, 'push-sdk-1');
    const message = pushMessageSchema.parse(
      (await relayUntil(node, received)).data,
    ) as PushMessageOf<'setBalance'>;
    expect(message).toMatchObject({
      type: 'setBalance',
      action: 'update',
      data: { playerId: player.playerId, currency: 'UAH', principal: 12_345, total: 12_345 },
    });
    expect(message.id).toMatch(/^evt-\d+-setBalance$/);
  });

  it("refuses another player's channel: 103 without a token, and no token from the API", async () => {
    const other = await signedInPlayer(node.testApp);
    const client = connect({ token: player.connectionToken });
    client.connect();
    await nextEvent(client, 'connected');

    const withoutToken = client.newSubscription(personalChannel(other.playerId));
    const refused = nextEvent<{ code: number }>(withoutToken, 'unsubscribed');
    withoutToken.subscribe();
    expect((await refused).code).toBe(103);

    await expect(player.fetchSubscriptionToken(personalChannel(other.playerId))).rejects.toThrow('403');
    client.removeSubscription(withoutToken);
    const viaApi = client.newSubscription(personalChannel(other.playerId), {
      getToken: () =>
        player.fetchSubscriptionToken(personalChannel(other.playerId)).catch(() => {
          throw new UnauthorizedError('not yours');
        }),
    });
    const unauthorized = nextEvent<{ code: number }>(viaApi, 'unsubscribed');
    viaApi.subscribe();
    expect((await unauthorized).code).toBe(1);
  });

  it('answers an expired token with 109, and the SDK connects again with a fresh one', async () => {
    const stale = player.connectionToken;
    node.testApp.clock.advance(2 * 60 * 60 * 1000);
    let fetched = 0;
    const client = connect({
      token: stale,
      getToken: async () => {
        fetched += 1;
        return player.fetchConnectionToken();
      },
    });
    const expired = nextEvent<{ type: string; error: { code: number } }>(client, 'error');
    client.connect();
    expect((await expired).error.code).toBe(109);
    await nextEvent(client, 'connected');
    expect(fetched).toBe(1);
  });

  it('refreshes a connection before its token expires and is not closed for it', async () => {
    const shortLived = signJwt(node.testApp.config.pushTokenSecret, {
      sub: String(player.playerId),
      exp: node.testApp.app.push.tokens.nowSeconds() + 1,
    });
    let refreshed = 0;
    const client = connect({
      token: shortLived,
      getToken: async () => {
        refreshed += 1;
        return player.fetchConnectionToken();
      },
    });
    client.connect();
    await nextEvent(client, 'connected');
    // The SDK refreshes when the ttl of the connect reply (1 s) runs out.
    await sleep(1500);
    expect(refreshed).toBe(1);
    node.testApp.clock.advance(60 * 1000);
    node.testApp.app.push.hub.checkLiveness();
    await sleep(100);
    expect(client.state).toBe('connected');
  });

  it('closes a connection whose token expired without a refresh (3005), and the SDK reconnects', async () => {
    const client = connect({ token: player.connectionToken, getToken: () => player.fetchConnectionToken() });
    client.connect();
    await nextEvent(client, 'connected');
    const dropped = nextEvent<{ code: number }>(client, 'connecting', (ctx) => ctx.code === 3005);
    node.testApp.clock.advance(2 * 60 * 60 * 1000);
    node.testApp.app.push.hub.checkLiveness();
    await dropped;
    await nextEvent(client, 'connected');
  });

  it('stays disconnected after a terminal close code (3500 for a forged token)', async () => {
    const forged = `${player.connectionToken.slice(0, -4)}AAAA`;
    const client = connect({ token: forged });
    const disconnected = nextEvent<{ code: number }>(client, 'disconnected');
    client.connect();
    expect((await disconnected).code).toBe(3500);
    await sleep(600);
    expect(client.state).toBe('disconnected');
    expect(node.testApp.app.push.hub.connectionCount).toBe(0);
  });
});

describe('push across a server restart', () => {
  it('reconnects, resubscribes and receives what happened while the server was down (the outbox)', async () => {
    const shared = await createTestDatabase();
    let node = await startPushNode({ database: shared.database });
    const player = await signedInPlayer(node.testApp);
    const channel = personalChannel(player.playerId);
    const client = sdkClient(node.wsUrl, {
      token: player.connectionToken,
      getToken: () => player.fetchConnectionToken(),
    });
    const subscription = client.newSubscription(channel, {
      getToken: () => player.fetchSubscriptionToken(channel),
    });
    try {
      subscription.subscribe();
      client.connect();
      await nextEvent(subscription, 'subscribed');

      const shutDown = nextEvent<{ code: number }>(client, 'connecting', (ctx) => ctx.code === 3001);
      const port = node.port;
      await node.testApp.app.close();
      await shutDown;
      // A deposit lands while no push node runs: its event waits in the outbox.
      const wallet = new WalletService({ db: shared.database.db, clock: node.testApp.clock });
      await wallet.ledger.transfer(depositRequest(player.playerId, 500, 'while-down'));

      node = await startPushNode({ database: shared.database, port });
      await nextEvent(subscription, 'subscribed', () => true, 10_000);
      const received = nextEvent<PublicationContext>(subscription, 'publication');
      expect((await relayUntil(node, received)).data).toMatchObject({
        type: 'setBalance',
        data: { principal: 500 },
      });
    } finally {
      client.disconnect();
      await node.testApp.app.close();
      await shared.cleanup();
    }
  });
});
