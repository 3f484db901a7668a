import {
  appCashResponseSchema,
  cashCountriesResponseSchema,
  oneClickResponseSchema,
  paymentMethodsResponseSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashPayments, cashSavedCards } from '../../src/modules/cash/cash.schema.ts';
import { callApi } from '../support/test-app.ts';
import {
  balanceOf,
  CARDS,
  cardDeposit,
  cashPlayer,
  cashTestApp,
  depositByCard,
  eventsOf,
  ledgerSnapshot,
  payOnHostedPage,
  postSandboxForm,
  readPayment,
  startDeposit,
} from './support/cash-app.ts';

const apps = cashTestApp();

describe('deposit methods', () => {
  it('lists the methods offered in a currency, with that currency first and its limits', async () => {
    const response = await callApi(apps.current.app, { url: '/rest/cash/methods/?currencyId=1' });
    expect(response.statusCode, response.body).toBe(200);
    const methods = paymentMethodsResponseSchema.parse(response.json()).data;
    expect(methods.map((method) => method.slug)).toEqual([
      'card',
      'google_pay',
      'apple_pay',
      'bank_transfer',
    ]);
    expect(methods[0]?.currencies).toEqual([
      { id: 1, iso: 'UAH', min: 1_000, max: 15_000_000, presets: [10_000, 20_000, 50_000, 100_000] },
    ]);
    const google = methods.find((method) => method.slug === 'google_pay');
    expect(google?.addFields.google).toEqual({
      merchantId: 'sandbox-merchant',
      merchantName: 'Slotoking',
      environment: 'TEST',
    });
  });

  it('leaves out methods not offered in the currency or the country', async () => {
    const usd = await callApi(apps.current.app, { url: '/rest/cash/methods/?currencyId=2' });
    expect(usd.json().data.map((method: { slug: string }) => method.slug)).toEqual([
      'card',
      'google_pay',
      'apple_pay',
    ]);
    const germany = await callApi(apps.current.app, { url: '/rest/cash/methods/?currencyId=1&country=DE' });
    expect(germany.json().data.map((method: { slug: string }) => method.slug)).not.toContain('bank_transfer');
  });

  it('refuses an unknown currency id', async () => {
    const response = await callApi(apps.current.app, { url: '/rest/cash/methods/?currencyId=9' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty('currencyId');
  });

  it('names the countries with a deposit method in the asked language', async () => {
    const response = await callApi(apps.current.app, { url: '/rest/cash/countries/?lang=en' });
    const countries = cashCountriesResponseSchema.parse(response.json()).data;
    expect(countries).toContainEqual({ iso: 'UA', name: 'Ukraine' });
    expect(countries).toContainEqual({ iso: 'DE', name: 'Germany' });
    const inUkrainian = await callApi(apps.current.app, { url: '/rest/cash/countries/' });
    expect(inUkrainian.json().data).toContainEqual({ iso: 'UA', name: 'Україна' });
  });

  it('checks an amount against the method limits', async () => {
    const player = await cashPlayer(apps.current);
    const ok = await player.post('/rest/cash/method/check/', {
      method_id: 1,
      currency_id: 1,
      amount: 50_000,
    });
    expect(ok.json()).toEqual({ success: true, data: { min: 1_000, max: 15_000_000, fee: 0 } });
    const low = await player.post('/rest/cash/method/check/', {
      method_id: 4,
      currency_id: 1,
      amount: 5_000,
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().error).toMatchObject({
      code: 'amount_below_minimum',
      details: { min: 10_000, max: 50_000_000, currency: 'UAH' },
    });
  });

  it('opens the cash desk with methods, presets, one-click data, balance and minimum deposit', async () => {
    const player = await cashPlayer(apps.current);
    const response = await player.get('/rest/cash/app/');
    expect(response.statusCode, response.body).toBe(200);
    const data = appCashResponseSchema.parse(response.json()).data;
    expect(data).toMatchObject({
      currency: 'UAH',
      currencyId: 1,
      presets: [10_000, 20_000, 50_000, 100_000],
      oneClick: { savedCards: [], lastPayProvider: null },
      balance: { principal: 0, hold: 0, total: 0 },
      minDeposit: 1_000,
    });
    expect(data.methods).toHaveLength(4);
  });
});

describe('card deposits through the sandbox', () => {
  it('credits a hosted-page card payment once, from the notification, and saves the card', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const before = await ledgerSnapshot(testApp);

    const started = await startDeposit(
      player,
      cardDeposit(50_000, { save_card: true, location: 'deposit_menu' }),
    );
    expect(started).toMatchObject({
      success: true,
      action: 'pay-frame',
      data: { payment: { status: 'pending', amount: 50_000, currency: 'UAH', methodSlug: 'card' } },
    });
    expect(started.data.frameUrl).toMatch(/\/sandbox-psp\/pay\//);
    // While the player is on the provider's page, reading the payment says nothing to do.
    expect((await readPayment(player, started.data.payment.id)).action).toBeNull();

    await payOnHostedPage(testApp, started.data.frameUrl as string, CARDS.approve);
    await testApp.deliverNotifications();
    await testApp.deliverNotifications();

    const done = await readPayment(player, started.data.payment.id);
    expect(done).toMatchObject({
      action: 'complete',
      data: { payment: { status: 'succeeded' }, balance: { principal: 50_000, hold: 0, total: 50_000 } },
    });
    expect(await balanceOf(player)).toMatchObject({ principal: 50_000 });
    expect((await ledgerSnapshot(testApp)).transfers).toBe(before.transfers + 1);
    expect(await eventsOf(testApp, player.id, 'DepositCompleted')).toEqual([
      {
        paymentId: started.data.payment.id,
        amount: 50_000,
        currency: 'UAH',
        transferId: expect.any(Number),
        bonusId: null,
        sportBettingBonusId: null,
        occurredAt: expect.any(String),
      },
    ]);

    const oneClick = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data;
    expect(oneClick.savedCards).toEqual([
      expect.objectContaining({
        brand: expect.any(String),
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2039,
      }),
    ]);
    expect(oneClick.lastPayProvider).toEqual({ methodId: 1, tokenId: null });
  });

  it('answers POST /rest/cash/ like /rest/cash/input/', async () => {
    const player = await cashPlayer(apps.current);
    const started = await startDeposit(player, cardDeposit(20_000), '/rest/cash/');
    expect(started.action).toBe('pay-frame');
  });

  it('credits a card that passes the 3-D Secure challenge', async () => {
    const player = await cashPlayer(apps.current);
    const done = await depositByCard(apps.current, player, 30_000, { card: CARDS.challenge });
    expect(done).toMatchObject({ action: 'complete', data: { payment: { status: 'succeeded' } } });
    expect(await balanceOf(player)).toMatchObject({ principal: 30_000 });
  });

  it('fails a card whose 3-D Secure code is wrong, crediting nothing', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const started = await startDeposit(player, cardDeposit(30_000));
    await payOnHostedPage(testApp, started.data.frameUrl as string, CARDS.challenge, '0000');
    await testApp.deliverNotifications();
    const done = await readPayment(player, started.data.payment.id);
    expect(done).toMatchObject({
      action: 'failed-complete',
      data: { payment: { status: 'failed', failureReason: 'authentication_failed' } },
    });
    expect(await balanceOf(player)).toMatchObject({ principal: 0 });
  });

  it.each([
    [CARDS.decline, 'declined'],
    [CARDS.insufficientFunds, 'insufficient_funds'],
  ])('fails card %s with %s and credits nothing', async (card, reason) => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const done = await depositByCard(testApp, player, 40_000, { card });
    expect(done).toMatchObject({
      action: 'failed-complete',
      data: { payment: { status: 'failed', failureReason: reason } },
    });
    expect(await balanceOf(player)).toMatchObject({ principal: 0 });
    expect(await eventsOf(testApp, player.id, 'DepositFailed')).toEqual([
      { paymentId: done.data.payment.id, amount: 40_000, currency: 'UAH', failureReason: reason },
    ]);
  });

  it('pays with a saved card in one call (token pay)', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    await depositByCard(testApp, player, 10_000, { saveCard: true });
    const [card] = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data
      .savedCards;
    if (!card) throw new Error('the card was not saved');
    testApp.clock.advance(1_000);

    const started = await startDeposit(
      player,
      cardDeposit(25_000, {
        token_id: card.tokenId,
        browser_info: {
          language: 'uk-UA',
          screenWidth: 1920,
          screenHeight: 1080,
          colorDepth: 24,
          timeZoneOffset: -120,
          userAgent: 'test',
          javaEnabled: false,
        },
      }),
      '/rest/cash/token-pay/',
    );
    // The sandbox notifies before it answers the charge, so the answer already carries the credit.
    expect(started).toMatchObject({ action: 'complete', data: { balance: { principal: 35_000 } } });
    await testApp.deliverNotifications();
    const done = await readPayment(player, started.data.payment.id);
    expect(done).toMatchObject({ action: 'complete', data: { balance: { principal: 35_000 } } });
    const oneClick = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data;
    expect(oneClick.lastPayProvider).toEqual({ methodId: 1, tokenId: card.tokenId });
  });

  it('refuses token pay with a card that is not the player’s', async () => {
    const testApp = apps.current;
    const owner = await cashPlayer(testApp);
    await depositByCard(testApp, owner, 10_000, { saveCard: true });
    const [card] = oneClickResponseSchema.parse((await owner.get('/rest/cash/one-click/')).json()).data
      .savedCards;
    const thief = await cashPlayer(testApp);
    const before = await ledgerSnapshot(testApp);
    const response = await thief.post(
      '/rest/cash/token-pay/',
      cardDeposit(10_000, { token_id: card?.tokenId }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty('token_id');
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('neither lists nor charges an expired saved card', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    await testApp.database.db.insert(cashSavedCards).values({
      playerId: player.id,
      provider: 'sandbox',
      tokenId: 'tok_expired_card',
      brand: 'visa',
      last4: '1111',
      expiryMonth: 2,
      expiryYear: 2026,
      createdAt: testApp.clock.now(),
    });
    const oneClick = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data;
    expect(oneClick.savedCards).toEqual([]);
    const before = await ledgerSnapshot(testApp);
    const response = await player.post(
      '/rest/cash/token-pay/',
      cardDeposit(10_000, { token_id: 'tok_expired_card' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ token_id: 'the card has expired' });
    expect(await ledgerSnapshot(testApp)).toEqual(before);
  });

  it('returns the same payment for a repeated idempotency key and refuses the key for another request', async () => {
    const player = await cashPlayer(apps.current);
    const request = cardDeposit(60_000);
    const first = await startDeposit(player, request);
    const again = await startDeposit(player, request);
    expect(again.data.payment.id).toBe(first.data.payment.id);
    expect(again.data.frameUrl).toBe(first.data.frameUrl);
    const conflict = await player.post('/rest/cash/input/', { ...request, amount: 70_000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('idempotency_conflict');
  });

  it('keeps a bonus chosen with the deposit on the payment', async () => {
    const player = await cashPlayer(apps.current);
    const started = await startDeposit(player, cardDeposit(20_000, { bonus_id: 77 }));
    const [stored] = await apps.current.database.db
      .select()
      .from(cashPayments)
      .where(eq(cashPayments.id, started.data.payment.id));
    expect(stored).toMatchObject({ bonusId: 77 });
  });
});

describe("the provider's pages' language", () => {
  /** The provider's page the deposit's frame shows, as the player's browser loads it. */
  const framePage = (frameUrl: string) =>
    apps.current.app.inject({ method: 'GET', url: new URL(frameUrl).pathname });

  it('opens the card page and its 3-D Secure challenge in the language the deposit was started in', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const started = await startDeposit(player, cardDeposit(20_000, { lang: 'ru' }));
    const frameUrl = started.data.frameUrl as string;
    const card = await framePage(frameUrl);
    expect(card.body).toContain('<html lang="ru">');
    expect(card.body).toContain('Номер карты');

    const submitted = await postSandboxForm(testApp, frameUrl, {
      number: CARDS.challenge,
      expiry: '12/39',
      cvv: '123',
      holder: 'TEST PLAYER',
    });
    const challenge = await framePage(new URL(String(submitted.headers.location), frameUrl).toString());
    expect(challenge.body).toContain('Подтвердите платёж');
  });

  it("speaks the player's language when the page does not say", async () => {
    const player = await cashPlayer(apps.current, { language: 'ru' });
    const started = await startDeposit(player, cardDeposit(20_000));
    const card = await framePage(started.data.frameUrl as string);
    expect(card.body).toContain('<html lang="ru">');
  });
});

describe('wallet and bank transfer deposits', () => {
  it('answers Google Pay with the form and shows its button page for the player’s own payment', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const started = await startDeposit(player, { ...cardDeposit(20_000), method_id: 2 });
    expect(started.action).toBeNull();
    expect(started.data.form).toEqual({
      paymentId: started.data.payment.id,
      gatewayMerchantId: expect.any(String),
    });

    const url = `/fiserv/google-pay-button/?id=${started.data.payment.id}&amount=200&merchantName=King`;
    const page = await testApp.app.inject({ url, cookies: { sid: player.sid } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const sheet = /href="([^"]+)"/.exec(page.body)?.[1];
    expect(sheet).toMatch(/\/sandbox-psp\/wallet\//);

    // The sheet confirmed with the first wallet card: the payment succeeds and is credited.
    const confirmed = await postSandboxForm(
      testApp,
      new URL(sheet as string, testApp.config.publicUrl).toString(),
      {
        card: '0',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    await testApp.deliverNotifications();
    expect((await readPayment(player, started.data.payment.id)).action).toBe('complete');

    // Done: the button is drawn disabled.
    const after = await testApp.app.inject({ url, cookies: { sid: player.sid } });
    expect(after.body).toContain('aria-disabled="true"');
  });

  it('shows the Apple Pay button 53 px high and refuses guests and other players', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const started = await startDeposit(player, { ...cardDeposit(20_000), method_id: 3 });
    expect(started.data.payment.id).toEqual(expect.any(String));
    expect(started.data.form).toBeUndefined();
    const url = `/fiserv/apple-pay-button/?id=${started.data.payment.id}&nameProject=King`;

    const own = await testApp.app.inject({ url, cookies: { sid: player.sid } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('height:53px');

    const guest = await testApp.app.inject({ url });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain('href=');
    const other = await cashPlayer(testApp);
    const stranger = await testApp.app.inject({ url, cookies: { sid: other.sid } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('href=');
    const bad = await testApp.app.inject({
      url: '/fiserv/apple-pay-button/?id=not-a-uuid',
      cookies: { sid: player.sid },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives bank transfer instructions and credits the transfer once it arrives', async () => {
    const testApp = apps.current;
    const player = await cashPlayer(testApp);
    const started = await startDeposit(player, { ...cardDeposit(100_000), method_id: 4 });
    expect(started.action).toBeNull();
    expect(started.data.bankTransfer).toEqual({
      iban: expect.stringMatching(/^UA/),
      beneficiary: expect.any(String),
      reference: expect.any(String),
      instructionsUrl: expect.stringMatching(/\/sandbox-psp\/bank\//),
    });
    const received = await postSandboxForm(testApp, started.data.bankTransfer?.instructionsUrl as string, {});
    expect(received.statusCode, received.body).toBe(303);
    await testApp.deliverNotifications();
    expect(await balanceOf(player)).toMatchObject({ principal: 100_000 });
  });
});
