import { outboxResponseSchema, registerResponseSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/modules/accounts/players/players.schema.ts';
import { buildTestApp, callApi, TEST_PASSWORD_HASHER, type TestApp } from './support/test-app.ts';

const passwords = TEST_PASSWORD_HASHER;
const CONFIRMED = { ageConfirmed: true, agreementsConfirmed: true };
let testApp: TestApp;
let sequence = 0;

beforeAll(async () => {
  // Every test registers from one address; the registration rate limits have their own tests below.
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => testApp?.close());

/** A contact nobody in this file has used yet. */
function freshEmail() {
  sequence += 1;
  return `player${sequence}@example.com`;
}
function freshPhone() {
  sequence += 1;
  return `+38050${String(sequence).padStart(7, '0')}`;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return callApi(testApp.app, { method: 'POST', url, payload: payload as object, headers });
}

/** A registration by e-mail (a fresh one unless given) with a chosen password, plus `extra`. */
function registerByEmail(extra: Record<string, unknown> = {}) {
  return post('/rest/registerV2/', { email: freshEmail(), password: 'secret-pass1', ...CONFIRMED, ...extra });
}

async function outboxFor(recipient: string) {
  const response = await callApi(testApp.app, { url: '/rest/dev/outbox/' });
  return outboxResponseSchema
    .parse(response.json())
    .messages.filter((message) => message.recipient === recipient);
}

async function playerRow(id: number) {
  const [row] = await testApp.database.db.select().from(players).where(eq(players.id, id));
  if (!row) throw new Error(`no player ${id}`);
  return row;
}

describe('POST /rest/registerV2/', () => {
  it('registers by e-mail, signs in with a cookie and sends the e-mail code the funnel asks for', async () => {
    const email = freshEmail();
    const response = await post('/rest/registerV2/', {
      email: ` ${email.toUpperCase()} `,
      password: 'secret-pass1',
      ...CONFIRMED,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = registerResponseSchema.parse(response.json());
    expect(body.login).toMatch(/^player\d{9}$/);
    expect(body.token).toBeUndefined();
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.httpOnly).toBe(true);
    expect(body.registration).toMatchObject({
      complete: false,
      verificationFlow: 'oneContactConfirm',
      pendingConfirmations: ['email'],
      hasAutoPassword: false,
      codeSent: { type: 'email', channel: 'email' },
      funnel: { funnelType: 'conditionally_closed_funnel', isShowConfirmPopup: true },
    });
    const row = await playerRow(body.playerId);
    expect(row).toMatchObject({ email, phone: null, primaryContact: 'email', currency: 'UAH', countryId: 1 });
    expect(await passwords.verify('secret-pass1', row.passwordHash)).toBe(true);
    const [message] = await outboxFor(email);
    expect(message?.body).toMatch(/\d{6}/);
  });

  it('registers by phone in a local form and texts the code', async () => {
    const response = await post('/rest/registerV2/', {
      phone: '050 777 12 34',
      password: 'secret-pass1',
      ...CONFIRMED,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = registerResponseSchema.parse(response.json());
    expect((await playerRow(body.playerId)).phone).toBe('+380507771234');
    expect(body.registration.codeSent).toMatchObject({ type: 'phone', channel: 'sms' });
    expect((await outboxFor('+380507771234')).map((message) => message.channel)).toEqual(['sms']);
  });

  it('generates a password when none is given and sends it to the primary contact', async () => {
    const email = freshEmail();
    const response = await post('/rest/registerV2/', { email, ...CONFIRMED });
    const body = registerResponseSchema.parse(response.json());
    expect(body.registration.hasAutoPassword).toBe(true);
    const passwordMessage = (await outboxFor(email)).find((message) => message.body.includes(body.login));
    const password = /: (\w{12})\./.exec(passwordMessage?.body.split(body.login)[1] ?? '')?.[1];
    expect(password).toBeDefined();
    const row = await playerRow(body.playerId);
    expect(row.hasAutoPassword).toBe(true);
    expect(await passwords.verify(password as string, row.passwordHash)).toBe(true);
  });

  it('stores the referral, gift, source, variant, nickname, currency and language', async () => {
    const response = await post('/rest/registerV2/', {
      email: freshEmail(),
      password: 'secret-pass1',
      invited_by: 'ref-42',
      gift_id: 'gift_7',
      nickname: 'Lucky',
      currency: 'EUR',
      countryId: 3,
      variant: 'short',
      language: 'en',
      ...CONFIRMED,
    });
    const row = await playerRow(registerResponseSchema.parse(response.json()).playerId);
    expect(row).toMatchObject({
      invitedBy: 'ref-42',
      giftId: 'gift_7',
      nickname: 'Lucky',
      currency: 'EUR',
      countryId: 3,
      language: 'en',
      registration: { source: 'default', flow: 'oneContactConfirm', variant: 'short' },
    });
  });

  it('returns the token in the body only to the mobile app, without a cookie', async () => {
    const response = await post('/rest/registerV2/', {
      email: freshEmail(),
      password: 'secret-pass1',
      client: 'mobile',
      ...CONFIRMED,
    });
    const body = registerResponseSchema.parse(response.json());
    expect(body.token).toMatch(/.{20,}/);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('refuses missing or false confirmations with the fields named', async () => {
    const missing = await post('/rest/registerV2/', { email: freshEmail(), password: 'secret-pass1' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['ageConfirmed', 'agreementsConfirmed']);
    const refused = await post('/rest/registerV2/', {
      email: freshEmail(),
      ageConfirmed: false,
      agreementsConfirmed: 'yes',
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(['ageConfirmed', 'agreementsConfirmed']);
  });

  it.each([
    ['no contact', { ...CONFIRMED }, 'email'],
    ['an e-mail of the wrong type', { email: 42, ...CONFIRMED }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email', ...CONFIRMED }, 'email'],
    ['a malformed phone', { phone: '12345678abc', ...CONFIRMED }, 'phone'],
    ['an unknown currency', { email: 'x@example.com', currency: 'BTC', ...CONFIRMED }, 'currency'],
    [
      'a country id of the wrong type',
      { email: 'x@example.com', countryId: '1; drop', ...CONFIRMED },
      'countryId',
    ],
    ['a huge country id', { email: 'x@example.com', countryId: 1e300, ...CONFIRMED }, 'countryId'],
    ['a short password', { email: 'x@example.com', password: 'abc', ...CONFIRMED }, 'password'],
    ['a huge nickname', { email: 'x@example.com', nickname: 'n'.repeat(100_000), ...CONFIRMED }, 'nickname'],
    ['an unknown variant', { email: 'x@example.com', variant: 'mega', ...CONFIRMED }, 'variant'],
    [
      'a primary contact not given',
      { email: 'x@example.com', primaryContact: 'phone', ...CONFIRMED },
      'primaryContact',
    ],
    [
      'markup in a referral code',
      { email: 'x@example.com', invited_by: '<script>', ...CONFIRMED },
      'invited_by',
    ],
  ])('answers 422 for %s', async (_name, payload, field) => {
    const response = await post('/rest/registerV2/', payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('answers 400 or 413, never 500, for bodies that are not registration forms', async () => {
    const notJson = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/registerV2/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await post('/rest/registerV2/', {
      email: 'x@example.com',
      nickname: 'n'.repeat(300 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const array = await post('/rest/registerV2/', [1, 2, 3]);
    expect(array.statusCode).toBe(422);
  });

  it('stores SQL and script text as plain text', async () => {
    const nickname = "<script>'--";
    const response = await post('/rest/registerV2/', {
      email: freshEmail(),
      password: "x' OR '1'='1",
      nickname,
      ...CONFIRMED,
    });
    const body = registerResponseSchema.parse(response.json());
    const row = await playerRow(body.playerId);
    expect(row.nickname).toBe(nickname);
    expect(await passwords.verify("x' OR '1'='1", row.passwordHash)).toBe(true);
  });

  it('does not say a contact is taken: its holder is told of the attempt instead', async () => {
    const email = freshEmail();
    const phone = freshPhone();
    expect(
      (await post('/rest/registerV2/', { email, phone, password: 'secret-pass1', ...CONFIRMED })).statusCode,
    ).toBe(200);
    const sameEmail = await post('/rest/registerV2/', {
      email: email.toUpperCase(),
      password: 'secret-pass1',
      ...CONFIRMED,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'contact_check_sent',
      fields: { email: expect.any(String) },
    });
    expect(sameEmail.body).not.toMatch(/taken|registered|exists/i);
    const notices = (await outboxFor(email)).filter((message) => /намагався/.test(message.body));
    expect(notices).toHaveLength(1);
    const samePhone = await post('/rest/registerV2/', { phone, password: 'secret-pass1', ...CONFIRMED });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().error).toMatchObject({
      code: 'contact_check_sent',
      fields: { phone: expect.any(String) },
    });
  });

  it('answers a register code for a taken phone as a code sent, and texts its holder the notice', async () => {
    const phone = freshPhone();
    expect(
      (await post('/rest/registerV2/', { phone, password: 'secret-pass1', ...CONFIRMED })).statusCode,
    ).toBe(200);
    const free = await post('/rest/otp/request-register-code/', { phone: freshPhone() });
    const taken = await post('/rest/otp/request-register-code/', { phone });
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json().codeLength).toBe(free.json().codeLength);
    const notices = (await outboxFor(phone)).filter((message) => /намагався/.test(message.body));
    expect(notices).toHaveLength(1);
  });

  it('lets exactly one of two parallel registrations with one e-mail succeed', async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      [1, 2].map(() => post('/rest/registerV2/', { email, password: 'secret-pass1', ...CONFIRMED })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('funnels', () => {
  it('tells the flow of a source by GET and POST', async () => {
    const byGet = await callApi(testApp.app, {
      url: '/rest/otp/get-flow/?registration_source=cash&version=2',
    });
    expect(byGet.json()).toEqual({
      success: true,
      data: {
        registration_flow: 'allContactsConfirm',
        redirectUrl: '/cash/deposit/',
        source: 'cash',
        funnelType: 'closed_funnel',
      },
    });
    const byPost = await post('/rest/otp/get-flow/', { registration_source: 'somewhere-else' });
    expect(byPost.json().data).toMatchObject({
      source: 'default',
      registration_flow: 'oneContactConfirm',
      redirectUrl: null,
    });
    const fromGame = await post('/rest/otp/get-flow/', { registration_source: 'game_play' });
    expect(fromGame.json().data).toMatchObject({ source: 'game_play', redirectUrl: null });
    const empty = await post('/rest/otp/get-flow/', {});
    expect(empty.statusCode).toBe(200);
  });

  it('completes registration at once through a landing (opened funnel) and sends no code', async () => {
    const email = freshEmail();
    const response = await post('/a/register/', { email, password: 'secret-pass1', ...CONFIRMED });
    const body = registerResponseSchema.parse(response.json());
    expect(body.registration).toMatchObject({ complete: true, codeSent: null, pendingConfirmations: [] });
    expect(body.registration.funnel.funnelType).toBe('opened_funnel');
    expect(await outboxFor(email)).toEqual([]);
  });

  it('asks the cash source to confirm every contact, primary first', async () => {
    const response = await post('/rest/registerV2/', {
      email: freshEmail(),
      phone: freshPhone(),
      primaryContact: 'phone',
      password: 'secret-pass1',
      registrationSource: 'cash',
      ...CONFIRMED,
    });
    const body = registerResponseSchema.parse(response.json());
    expect(body.registration).toMatchObject({
      pendingConfirmations: ['phone', 'email'],
      funnel: { funnelType: 'closed_funnel', isNeedConfirmAllContacts: true },
      codeSent: { type: 'phone', channel: 'sms' },
    });
  });
});

describe('GET /rest/registration-form/{id}/', () => {
  it('describes the fields of a screen variant in order', async () => {
    const response = await callApi(testApp.app, { url: '/rest/registration-form/otp/' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.endpoint).toBe('/rest/otp/register/');
    expect(data.fields.map((field: { name: string }) => field.name)).toEqual([
      'phone',
      'code',
      'password',
      'ageConfirmed',
      'agreementsConfirmed',
    ]);
    expect(data.fields.map((field: { order: number }) => field.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers 404 for an unknown variant', async () => {
    const response = await callApi(testApp.app, { url: '/rest/registration-form/__proto__/' });
    expect(response.statusCode).toBe(404);
  });
});

describe('game launches', () => {
  it('records the game_play source, which goes the site modal’s way', async () => {
    const response = await registerByEmail({ registrationSource: 'game_play' });
    const body = registerResponseSchema.parse(response.json());
    expect(body.registration.funnel.funnelType).toBe('conditionally_closed_funnel');
    expect((await playerRow(body.playerId)).registration.source).toBe('game_play');
  });
});

describe('unique nicknames', () => {
  it('refuses at registration a nickname another player has in any case, and creates nobody', async () => {
    const first = await registerByEmail({ nickname: 'HighRoller' });
    expect(first.statusCode, first.body).toBe(200);
    const email = freshEmail();
    const second = await registerByEmail({ email, nickname: 'highROLLER' });
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toMatchObject({
      code: 'nickname_taken',
      fields: { nickname: expect.any(String) },
    });
    const retry = await registerByEmail({ email });
    expect(retry.statusCode, 'the e-mail is still free').toBe(200);
  });

  it('refuses at register-complete a nickname another player has in any case', async () => {
    await registerByEmail({ nickname: 'Ace' });
    const registered = await registerByEmail();
    const sid = registered.cookies.find((cookie) => cookie.name === 'sid')?.value as string;
    const complete = (nickname: string) =>
      callApi(testApp.app, {
        method: 'POST',
        url: '/rest/players/register/complete/',
        payload: { nickname, ...CONFIRMED },
        cookies: { sid },
        headers: { origin: new URL(testApp.config.publicUrl).origin },
      });
    const taken = await complete('aCE');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toMatchObject({
      code: 'nickname_taken',
      fields: { nickname: expect.any(String) },
    });
    expect((await complete('Ace of Spades')).statusCode).toBe(200);
  });
});

describe('registration rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp();
  });
  afterAll(() => limited?.close());

  const register = (email: string, remoteAddress: string) =>
    callApi(limited.app, {
      method: 'POST',
      url: '/rest/registerV2/',
      payload: { email, password: 'secret-pass1', ...CONFIRMED },
      remoteAddress,
    });

  it('limits registrations per address, whatever the endpoint', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await register(freshEmail(), '203.0.113.10');
      expect(response.statusCode, response.body).toBe(200);
    }
    const landing = await callApi(limited.app, {
      method: 'POST',
      url: '/a/register/',
      payload: { email: freshEmail(), password: 'secret-pass1', ...CONFIRMED },
      remoteAddress: '203.0.113.10',
    });
    expect(landing.statusCode).toBe(429);
    expect(landing.json().error.code).toBe('rate_limited');
    expect(landing.headers['retry-after']).toBeDefined();
    expect((await register(freshEmail(), '203.0.113.11')).statusCode).toBe(200);
  });

  it('limits attempts on one contact spread over many addresses', async () => {
    const email = freshEmail();
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push((await register(email.toUpperCase(), `198.51.100.${attempt}`)).statusCode);
    }
    expect(answers).toEqual([200, 409, 409, 409, 409, 429]);
    // The four in between answered contact_check_sent: the holder was told each time, within the limit.
  });

  it('limits register codes texted from one address', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      const response = await callApi(limited.app, {
        method: 'POST',
        url: '/rest/otp/request-register-code/',
        payload: { phone: freshPhone() },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
