import { PUBLIC_CHANNELS } from '@casino/contracts';
import type { PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';
import { depositRequest } from '../wallet/support/deposit-request.ts';
import {
  nextEvent,
  type PushNode,
  personalListener,
  relayUntil,
  sdkClient,
  startPushNode,
} from './support/push-node.ts';

// Runs where a Redis server is named (CI and the test machines: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)('push across two nodes through Redis', () => {
  let nodeA: PushNode;
  let nodeB: PushNode;

  beforeAll(async () => {
    // Two nodes that share nothing but Redis (and the token secret): each its own hub, connections and database.
    const env = { REDIS_URL: String(process.env.TEST_REDIS_URL), BRAND: 'vegas' };
    nodeA = await startPushNode({ env });
    nodeB = await startPushNode({ env });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('delivers what node A publishes to a client of node B', async () => {
    const client = sdkClient(nodeB.wsUrl, { token: nodeB.testApp.app.push.tokens.connectionToken('') });
    const board = client.newSubscription(PUBLIC_CHANNELS.board);
    try {
      board.subscribe();
      client.connect();
      await nextEvent(board, 'subscribed');
      const received = nextEvent<PublicationContext>(board, 'publication');
      await nodeA.testApp.app.push.publisher.publish(PUBLIC_CHANNELS.board, {
        id: 'board-1',
        type: 'board',
        action: 'update',
        data: { boardId: 3 },
      });
      expect((await received).data).toEqual({
        id: 'board-1',
        type: 'board',
        action: 'update',
        data: { boardId: 3 },
      });
    } finally {
      client.disconnect();
    }
  });

  it("relays node A's balance change to the player connected to node B", async () => {
    const playerId = await insertTestPlayer(nodeA.testApp.database.db, 'redis-push@example.com');
    const { client, personal } = await personalListener(nodeB.wsUrl, nodeB.testApp.app.push.tokens, playerId);
    try {
      const received = nextEvent<PublicationContext>(personal, 'publication');
      const wallet = new WalletService({ db: nodeA.testApp.database.db, clock: nodeA.testApp.clock });
      await wallet.ledger.transfer(depositRequest(playerId, 777, 'redis-deposit'));
      expect((await relayUntil(nodeA, received)).data).toMatchObject({
        type: 'setBalance',
        data: { playerId, principal: 777 },
      });
    } finally {
      client.disconnect();
    }
  });
});
