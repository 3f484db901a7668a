import {
  type DomainEvent,
  domainEvent,
  PUBLIC_CHANNELS,
  personalChannel,
  SESSION_COOKIE,
} from '@casino/contracts';
import type { Centrifuge, PublicationContext, Subscription } from 'centrifuge';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSiteVersion } from '../../src/modules/web/site-version.ts';
import { appendOutboxEvents } from '../../src/platform/events/append-outbox-events.ts';
import { outboxEvents, outboxPositions } from '../../src/platform/events/events.schema.ts';
import { parkedEvents } from '../../src/platform/events/parked-events.ts';
import { originOf } from '../support/auth-players.ts';
import { callApi } from '../support/test-app.ts';
import {
  nextEvent,
  type PushNode,
  relayUntil,
  type SignedInPlayer,
  sdkClient,
  signedInPlayer,
  startPushNode,
} from './support/push-node.ts';

type Message = { id: string; type: string; action: string; data: Record<string, unknown> };

describe('notification center and cash messages', () => {
  let node: PushNode;
  let alice: SignedInPlayer;
  let bob: SignedInPlayer;
  const clients: Centrifuge[] = [];

  /** The player's personal channel through the SDK, collecting every message it receives. */
  async function listen(player: SignedInPlayer) {
    const client = sdkClient(node.wsUrl, { token: player.connectionToken });
    clients.push(client);
    const channel = personalChannel(player.playerId);
    const subscription = client.newSubscription(channel, {
      getToken: () => player.fetchSubscriptionToken(channel),
    });
    const messages: Message[] = [];
    subscription.on('publication', (ctx) => messages.push(ctx.data as Message));
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');
    return { subscription, messages };
  }

  /** Relays until a message of the type (and action) has arrived. */
  function awaitMessage(subscription: Subscription, type: string, action?: string) {
    const arrived = nextEvent<PublicationContext>(
      subscription,
      'publication',
      (ctx) =>
        (ctx.data as Message).type === type &&
        (action === undefined || (ctx.data as Message).action === action),
    );
    return relayUntil(node, arrived).then((ctx) => ctx.data as Message);
  }

  const appendEvent = (event: DomainEvent) => appendOutboxEvents(node.testApp.database.db, [event]);

  const api = (
    player: SignedInPlayer | null,
    options: { method?: 'GET' | 'POST'; url: string; payload?: unknown },
  ) =>
    callApi(node.testApp.app, {
      method: options.method ?? 'GET',
      url: options.url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      ...(player ? { cookies: { [SESSION_COOKIE]: player.sid } } : {}),
      headers: { origin: originOf(node.testApp) },
    });

  beforeAll(async () => {
    node = await startPushNode();
    alice = await signedInPlayer(node.testApp);
    bob = await signedInPlayer(node.testApp);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await node?.close();
  });

  it('sends a completed deposit as a deposit message and a notification, stored once', async () => {
    const { subscription } = await listen(alice);
    const deposit = awaitMessage(subscription, 'deposit');
    const nc = awaitMessage(subscription, 'nc', 'new');
    await appendEvent(
      domainEvent('DepositCompleted', alice.playerId, {
        paymentId: 'pay-1',
        amount: 50_000,
        currency: 'UAH',
        transferId: 1,
        bonusId: null,
        sportBettingBonusId: null,
      }),
    );
    expect(await deposit).toMatchObject({
      type: 'deposit',
      action: 'complete',
      data: { paymentId: 'pay-1', amount: 50_000, currency: 'UAH' },
    });
    const notification = (await nc).data;
    expect(notification).toMatchObject({
      type: 'deposit',
      systemAlias: 'deposit-complete',
      sound: 'deposit',
      isReaded: false,
      title: { uk: 'Депозит зараховано', ru: 'Депозит зачислен', en: 'Deposit received' },
    });
    expect(String((notification.text as { en: string }).en)).toContain('500');

    const list = await api(alice, { url: '/rest/notifications/' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 1,
      unread: 1,
      items: [{ ncMessageId: notification.ncMessageId }],
    });

    // A relay that starts over (a lost position, a second node) stores nothing twice.
    await node.testApp.database.db
      .update(outboxPositions)
      .set({ txId: sql`'0'::xid8`, eventId: 0 })
      .where(eq(outboxPositions.subscriber, 'notification-center'));
    await node.testApp.app.outbox.runOnce();
    expect((await api(alice, { url: '/rest/notifications/unread-count/' })).json().data).toEqual({
      unread: 1,
    });
  });

  it("marks only the player's own notifications read, and tells their other pages", async () => {
    const { subscription: bobs } = await listen(bob);
    const bobNotice = awaitMessage(bobs, 'nc', 'new');
    await appendEvent(
      domainEvent('DepositFailed', bob.playerId, {
        paymentId: 'pay-2',
        amount: 10_000,
        currency: 'UAH',
        failureReason: 'declined',
      }),
    );
    const bobsId = (await bobNotice).data.ncMessageId as number;
    const alicesId = (await api(alice, { url: '/rest/notifications/' })).json().data.items[0].ncMessageId;

    const { subscription: alices } = await listen(alice);
    const told = nextEvent<PublicationContext>(
      alices,
      'publication',
      (ctx) => (ctx.data as Message).action === 'read',
    );
    const read = await api(alice, {
      method: 'POST',
      url: '/rest/notifications/read/',
      payload: { ncMessageIds: [alicesId, bobsId, 999_999] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true });
    expect(((await told).data as Message).data).toEqual({ ncMessageIds: [alicesId] });
    expect((await api(alice, { url: '/rest/notifications/unread-count/' })).json().data).toEqual({
      unread: 0,
    });
    const bobsList = (await api(bob, { url: '/rest/notifications/' })).json().data;
    expect(bobsList).toMatchObject({
      unread: 1,
      items: [{ ncMessageId: bobsId, isReaded: false, link: '/cash/deposit/' }],
    });
  });

  it.each([
    ['an empty list', { ncMessageIds: [] }],
    ['too many ids', { ncMessageIds: Array.from({ length: 101 }, (_, index) => index + 1) }],
    ['ids as strings', { ncMessageIds: ['1'] }],
    ['negative ids', { ncMessageIds: [-1] }],
    ['huge ids', { ncMessageIds: [2 ** 60] }],
    ['no list', {}],
  ])('refuses %s with 422', async (_name, payload) => {
    const response = await api(alice, { method: 'POST', url: '/rest/notifications/read/', payload });
    expect(response.statusCode).toBe(422);
  });

  it('answers guests with 401 and bad paging with 422', async () => {
    expect((await api(null, { url: '/rest/notifications/' })).statusCode).toBe(401);
    expect((await api(null, { url: '/rest/notifications/unread-count/' })).statusCode).toBe(401);
    expect(
      (await api(null, { method: 'POST', url: '/rest/notifications/read/', payload: { ncMessageIds: [1] } }))
        .statusCode,
    ).toBe(401);
    expect((await api(alice, { url: '/rest/notifications/?limit=1000' })).statusCode).toBe(422);
    expect((await api(alice, { url: '/rest/notifications/?offset=-1' })).statusCode).toBe(422);
  });

  it('sends withdrawal status changes, and parks a malformed event without blocking the next', async () => {
    const { subscription } = await listen(bob);
    const requested = awaitMessage(subscription, 'withdraw', 'requested');
    const canceled = awaitMessage(subscription, 'withdraw', 'canceled');
    const payload = { withdrawalId: 'w-1', amount: 20_000, currency: 'UAH' } as const;
    const [broken] = await node.testApp.database.db
      .insert(outboxEvents)
      .values({
        type: 'DepositCompleted',
        playerId: bob.playerId,
        payload: { paymentId: 'broken', amount: 'lots', currency: 'UAH' },
      })
      .returning({ id: outboxEvents.id });
    await appendEvent(domainEvent('WithdrawalRequested', bob.playerId, { ...payload, transferId: 2 }));
    await appendEvent(domainEvent('WithdrawalCanceled', bob.playerId, { ...payload, transferId: 3 }));
    expect((await requested).data).toEqual(payload);
    expect((await canceled).data).toEqual(payload);
    // Set aside for every subscriber, with the reason, for an operator to look at.
    const parked = await parkedEvents.list(node.testApp.database.db);
    expect(parked.filter((event) => event.eventId === broken?.id).map((event) => event.subscriber)).toEqual([
      'audit-trail',
      'bonus-offers',
      'bonuses',
      'chests',
      'competitions',
      'dice',
      'drops',
      'jackpot-sevens',
      'jackpots',
      'lottery-stars',
      'notification-center',
      'piggy-bank',
      'push',
      'sport-win-feed',
      'wheel',
    ]);
    const list = (await api(bob, { url: '/rest/notifications/' })).json().data;
    expect(list.items.map((item: { systemAlias: string }) => item.systemAlias)).toEqual([
      'withdrawal-requested',
      'deposit-failed',
    ]);
  });

  it('announces a new site version once on the app channel', async () => {
    const client = sdkClient(node.wsUrl, { token: node.testApp.app.push.tokens.connectionToken('') });
    clients.push(client);
    const app = client.newSubscription(PUBLIC_CHANNELS.app);
    app.subscribe();
    client.connect();
    await nextEvent(app, 'subscribed');
    const received: Message[] = [];
    app.on('publication', (ctx) => received.push(ctx.data as Message));
    const second = nextEvent<PublicationContext>(
      app,
      'publication',
      (ctx) => (ctx.data as Message).data.version === 'v2',
    );
    await announceSiteVersion(node.testApp.database.db, 'v1');
    await announceSiteVersion(node.testApp.database.db, 'v1');
    await announceSiteVersion(node.testApp.database.db, 'v2');
    await relayUntil(node, second);
    expect(received.map((message) => [message.type, message.action, message.data.version])).toEqual([
      ['app', 'updated', 'v1'],
      ['app', 'updated', 'v2'],
    ]);
  });
});
