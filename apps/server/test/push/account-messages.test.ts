import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  outboxResponseSchema,
  PUSH_MESSAGE_SCHEMAS,
  type PushMessageOf,
  type PushMessageType,
  personalChannel,
  SESSION_COOKIE,
} from '@casino/contracts';
import type { Centrifuge, PublicationContext, Subscription } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsService } from '../../src/modules/accounts/documents/create-documents-service.ts';
import type { DocumentsService } from '../../src/modules/accounts/documents/documents.service.ts';
import { PlayersRepository } from '../../src/modules/accounts/players/players.repository.ts';
import { actingAs } from '../../src/modules/audit/audit-context.ts';
import { seedPaymentMethods } from '../../src/modules/cash/payment-methods.seed.ts';
import { CARDS, cardDeposit, payOnHostedPage } from '../cash/support/cash-app.ts';
import { originOf } from '../support/auth-players.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';
import {
  nextEvent,
  type PushNode,
  relayUntil,
  type SignedInPlayer,
  sdkClient,
  signedInPlayer,
  startPushNode,
} from './support/push-node.ts';

/** A player whose registration waits for their e-mail to be confirmed. */
const UNCONFIRMED = {
  emailConfirmed: false,
  registrationComplete: false,
  registration: { source: null, flow: 'oneContactConfirm', variant: null, funnelType: 'closed_funnel' },
};

describe('account messages on the personal channel', () => {
  let node: PushNode;
  let dataDir: string;
  let documents: DocumentsService;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'account-messages-'));
    node = await startPushNode({ env: { DATA_DIR: dataDir, RATE_LIMITS: 'off' } });
    await seedPaymentMethods(node.testApp.database.db);
    documents = createDocumentsService({
      db: node.testApp.database.db,
      config: node.testApp.config,
      clock: node.testApp.clock,
    });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await node?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The player's personal channel through the official SDK, subscribed. */
  async function listen(player: SignedInPlayer): Promise<Subscription> {
    const client = sdkClient(node.wsUrl, { token: player.connectionToken });
    clients.push(client);
    const channel = personalChannel(player.playerId);
    const subscription = client.newSubscription(channel, {
      getToken: () => player.fetchSubscriptionToken(channel),
    });
    subscription.subscribe();
    client.connect();
    await nextEvent(subscription, 'subscribed');
    return subscription;
  }

  /**
   * Relays until a message of the type and action (passing `accept`) arrives, and checks it against the
   * message catalogue: what the web reads is exactly what the contracts say.
   */
  function awaitMessage<Type extends PushMessageType>(
    subscription: Subscription,
    type: Type,
    action: string,
    accept: (message: PushMessageOf<Type>) => boolean = () => true,
  ): Promise<PushMessageOf<Type>> {
    const schema = PUSH_MESSAGE_SCHEMAS[type];
    const arrived = nextEvent<PublicationContext>(subscription, 'publication', (ctx) => {
      const parsed = schema.safeParse(ctx.data);
      return parsed.success && parsed.data.action === action && accept(parsed.data as PushMessageOf<Type>);
    });
    return relayUntil(node, arrived).then((ctx) => schema.parse(ctx.data) as PushMessageOf<Type>);
  }

  const post = (player: SignedInPlayer, url: string, payload: object, contentType?: string) =>
    callApi(node.testApp.app, {
      method: 'POST',
      url,
      payload,
      cookies: { [SESSION_COOKIE]: player.sid },
      headers: { origin: originOf(node.testApp), ...(contentType ? { 'content-type': contentType } : {}) },
    });

  /** Uploads a small PDF as the player's passport, as the profile page's form does. */
  async function uploadPassport(player: SignedInPlayer) {
    const boundary = '----account-messages';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\npassport\r\n`),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="passport.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n%PDF-1.7\n...\r\n',
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await post(
      player,
      '/rest/player/documents/',
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().document as PushMessageOf<'documents'>['data'];
  }

  it('sends the whole profile, as the player now has it, after a profile change', async () => {
    const player = await signedInPlayer(node.testApp);
    const subscription = await listen(player);
    const nickname = `Live${player.playerId}`;
    const updated = awaitMessage(
      subscription,
      'player',
      'updated',
      (message) => message.data.main.nickname === nickname,
    );

    const response = await post(player, '/rest/player/update/', { nickname, firstName: 'Олена' });
    expect(response.statusCode, response.body).toBe(200);

    const message = await updated;
    expect(message.data).toEqual(response.json().data);
    expect(message.id).toMatch(/^evt-\d+-player$/);
  });

  it("reads the profile in the player's own brand when brands share the database and its relay", async () => {
    let vlk: TestApp | undefined;
    try {
      vlk = await buildTestApp({
        database: node.testApp.database,
        env: { BRAND: 'vlk', RATE_LIMITS: 'off' },
      });
      const player = await signedInPlayer(vlk);
      const subscription = await listen(player);
      const nickname = `Vlk${player.playerId}`;
      const updated = awaitMessage(
        subscription,
        'player',
        'updated',
        (message) => message.data.main.nickname === nickname,
      );
      const response = await callApi(vlk.app, {
        method: 'POST',
        url: '/rest/player/update/',
        payload: { nickname },
        cookies: { [SESSION_COOKIE]: player.sid },
        headers: { origin: originOf(vlk) },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The king node's relay tells the vlk player: one relay serves every brand of the database.
      expect((await updated).data).toEqual(response.json().data);
    } finally {
      await vlk?.close();
    }
  });

  it('completes registration with the last confirmed contact: the profile follows and the welcome opens', async () => {
    const player = await signedInPlayer(node.testApp, UNCONFIRMED);
    const subscription = await listen(player);
    const completed = awaitMessage(
      subscription,
      'player',
      'updated',
      (message) => message.data.main.registrationComplete,
    );
    const popup = awaitMessage(subscription, 'popup', 'show');

    expect((await post(player, '/rest/player/email/confirmation/request/', {})).statusCode).toBe(200);
    const profile = await callApi(node.testApp.app, {
      url: '/rest/player/getProfile/',
      cookies: { [SESSION_COOKIE]: player.sid },
    });
    const outbox = (await callApi(node.testApp.app, { url: '/rest/dev/outbox/' })).json();
    const sent = outboxResponseSchema
      .parse(outbox)
      .messages.find((message) => message.recipient === profile.json().data.main.email);
    const code = /(\d{6})/.exec(sent?.body ?? '')?.[1];
    const confirmed = await post(player, '/rest/otp/confirm-email/', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await completed).data.main).toMatchObject({ emailConfirmed: true, registrationComplete: true });
    expect((await popup).data).toEqual({ name: 'RegistrationCompleted' });
  });

  it("tells of an operator's review status in the profile (spec section 4, player message statuses)", async () => {
    const player = await signedInPlayer(node.testApp);
    const subscription = await listen(player);
    const updated = awaitMessage(
      subscription,
      'player',
      'updated',
      (message) => message.data.main.status === 'duplicate',
    );

    const players = new PlayersRepository(node.testApp.database.db, node.testApp.config.brand);
    await actingAs({ actor: { kind: 'operator', id: 'reviewer-1' } }, () =>
      players.update(player.playerId, { reviewStatus: 'duplicate' }, node.testApp.clock.now()),
    );

    expect((await updated).data.main).toMatchObject({ status: 'duplicate', statusConfirmed: false });
  });

  it('tells of an uploaded document and of its rejection, with the reason in the notification center', async () => {
    const player = await signedInPlayer(node.testApp);
    const subscription = await listen(player);
    const uploadedMessage = awaitMessage(subscription, 'documents', 'pending');
    const pending = awaitMessage(subscription, 'playerIdentityVerification', 'pending');

    const document = await uploadPassport(player);
    expect((await uploadedMessage).data).toEqual(document);
    expect((await pending).data).toEqual({ previousStatus: 'none' });

    const rejectedMessage = awaitMessage(subscription, 'documents', 'rejected');
    const rejected = awaitMessage(subscription, 'playerIdentityVerification', 'rejected');
    const notice = awaitMessage(subscription, 'nc', 'new');
    await documents.decide(document.id, { verdict: 'reject', reason: 'The photo is blurred' });

    expect((await rejectedMessage).data).toEqual({
      ...document,
      status: 'rejected',
      rejectionReason: 'The photo is blurred',
    });
    expect((await rejected).data).toEqual({ previousStatus: 'pending' });
    expect((await notice).data).toMatchObject({
      type: 'documents',
      systemAlias: 'document-rejected',
      link: '/profile/#documents',
      title: { uk: 'Документ відхилено', ru: 'Документ отклонён', en: 'Document declined' },
      text: { en: 'Please upload another document. Reason: The photo is blurred' },
    });
  });

  it('tells of an approved identity, with a notification', async () => {
    const player = await signedInPlayer(node.testApp);
    const subscription = await listen(player);
    const document = await uploadPassport(player);

    const approvedDocument = awaitMessage(subscription, 'documents', 'approved');
    const approved = awaitMessage(subscription, 'playerIdentityVerification', 'approved');
    const notice = awaitMessage(subscription, 'nc', 'new');
    await documents.decide(document.id, { verdict: 'approve' });

    expect((await approvedDocument).data).toMatchObject({ id: document.id, status: 'approved' });
    expect((await approved).data).toEqual({ previousStatus: 'pending' });
    expect((await notice).data).toMatchObject({ systemAlias: 'verification-approved', type: 'documents' });
  });

  it("follows a deposit's status: pending once the provider has it, then succeeded", async () => {
    const player = await signedInPlayer(node.testApp, { registrationComplete: true });
    const subscription = await listen(player);
    const pending = awaitMessage(subscription, 'payment', 'pending');

    const started = await post(player, '/rest/cash/input/', cardDeposit(50_000));
    expect(started.statusCode, started.body).toBe(200);
    const { payment, frameUrl } = started.json().data;
    expect((await pending).data).toEqual({
      paymentId: payment.id,
      amount: 50_000,
      currency: 'UAH',
      failureReason: null,
    });

    const succeeded = awaitMessage(subscription, 'payment', 'succeeded');
    await payOnHostedPage(node.testApp, frameUrl, CARDS.approve);
    await node.testApp.app.jobs.runNow('sandbox-psp-notifications');
    expect((await succeeded).data).toEqual({
      paymentId: payment.id,
      amount: 50_000,
      currency: 'UAH',
      failureReason: null,
    });
  });

  it('sends a declined deposit as failed, with the reason', async () => {
    const player = await signedInPlayer(node.testApp, { registrationComplete: true });
    const subscription = await listen(player);
    const started = await post(player, '/rest/cash/input/', cardDeposit(20_000));
    const { payment, frameUrl } = started.json().data;

    const failed = awaitMessage(subscription, 'payment', 'failed');
    await payOnHostedPage(node.testApp, frameUrl, CARDS.decline);
    await node.testApp.app.jobs.runNow('sandbox-psp-notifications');
    expect((await failed).data).toMatchObject({ paymentId: payment.id, failureReason: 'declined' });
  });

  it('pauses play with the session figures when the reality-check interval passes', async () => {
    const player = await signedInPlayer(node.testApp, { registrationComplete: true });
    const subscription = await listen(player);
    const set = await post(player, '/rest/self-limits/reality-check/', { intervalMinutes: 15 });
    expect(set.statusCode, set.body).toBe(200);

    const check = awaitMessage(subscription, 'realityCheck', 'check');
    node.testApp.clock.advance(15 * 60 * 1000);
    await node.testApp.app.jobs.runNow('reality-checks');
    expect((await check).data).toMatchObject({
      elapsedMs: 15 * 60 * 1000,
      stakes: 0,
      wins: 0,
      net: 0,
      currency: 'UAH',
      realityCheckDue: true,
    });
  });
});
