import {
  confirmContactResponseSchema,
  outboxResponseSchema,
  registerResponseSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

const CONFIRMED = { ageConfirmed: true, agreementsConfirmed: true };
/** Cookie-authenticated mutations must come from the site's own origin. */
const SITE_ORIGIN = 'http://localhost:3000';
let testApp: TestApp;
let sequence = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

function post(url: string, payload: object, sid?: string) {
  const headers: Record<string, string> = sid ? { cookie: `sid=${sid}`, origin: SITE_ORIGIN } : {};
  return callApi(testApp.app, { method: 'POST', url, payload, headers });
}

/** Registers a player by e-mail (and phone) and returns their session cookie. */
async function register(extra: object = {}) {
  sequence += 1;
  const email = `confirm${sequence}@example.com`;
  const phone = `+38067${String(sequence).padStart(7, '0')}`;
  const response = await post('/rest/registerV2/', {
    email,
    phone,
    password: 'secret-pass1',
    ...CONFIRMED,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')?.value as string;
  return { email, phone, sid, body: registerResponseSchema.parse(response.json()) };
}

/** The newest message to a recipient, from the development outbox. */
async function lastMessage(recipient: string) {
  const response = await callApi(testApp.app, { url: '/rest/dev/outbox/' });
  const messages = outboxResponseSchema.parse(response.json()).messages;
  const message = messages.find((candidate) => candidate.recipient === recipient);
  if (!message) throw new Error(`no message to ${recipient}`);
  return message;
}

async function codeSentTo(recipient: string): Promise<string> {
  const message = await lastMessage(recipient);
  return /(\d{6})/.exec(message.body)?.[1] as string;
}

describe('contact confirmation', () => {
  it('refuses guests with 401', async () => {
    expect((await post('/rest/otp/request-confirm-email/', {})).statusCode).toBe(401);
    expect((await post('/rest/otp/confirm-email/', { code: '123456' })).statusCode).toBe(401);
    expect(
      (await callApi(testApp.app, { url: '/rest/otp/notify-attempts-count/?type=email' })).statusCode,
    ).toBe(401);
  });

  it('confirms the e-mail with the code sent at registration once, completing the default funnel', async () => {
    const { email, sid } = await register();
    const code = await codeSentTo(email);
    const response = await post('/rest/otp/confirm-email/', { code }, sid);
    expect(response.statusCode, response.body).toBe(200);
    const body = confirmContactResponseSchema.parse(response.json());
    expect(body.registration).toMatchObject({ complete: true, pendingConfirmations: [] });
    const again = await post('/rest/otp/confirm-email/', { code }, sid);
    expect(again.statusCode).toBe(409);
  });

  it('counts wrong codes down, then locks the code with 429', async () => {
    const { email, sid } = await register();
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const response = await post('/rest/otp/confirm-email/', { code: wrong }, sid);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields.code).toContain(`${attemptsLeft} attempts left`);
      const status = await callApi(testApp.app, {
        url: '/rest/otp/notify-attempts-count/?type=email',
        headers: { cookie: `sid=${sid}` },
      });
      expect(status.json().data.attemptsLeft).toBe(attemptsLeft);
    }
    expect((await post('/rest/otp/confirm-email/', { code: wrong }, sid)).statusCode).toBe(429);
    expect((await post('/rest/otp/confirm-email/', { code }, sid)).statusCode).toBe(429);
  });

  it('refuses an expired code with 410', async () => {
    const { email, sid } = await register();
    const code = await codeSentTo(email);
    testApp.clock.advance(11 * 60 * 1000);
    expect((await post('/rest/otp/confirm-email/', { code }, sid)).statusCode).toBe(410);
  });

  it('holds a new code back for the resend interval, with Retry-After', async () => {
    const { sid } = await register();
    const tooSoon = await post('/rest/player/email/confirmation/request/', {}, sid);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    const status = await callApi(testApp.app, {
      url: '/rest/otp/notify-attempts-count/?type=email',
      headers: { cookie: `sid=${sid}` },
    });
    expect(status.json().data).toMatchObject({ attemptsLeft: 5, retryAfterSeconds: 60 });
    testApp.clock.advance(61 * 1000);
    const later = await post('/rest/player/email/confirmation/request/', {}, sid);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ channel: 'email', codeLength: 6 });
  });

  it('confirms a phone by flash call: the code is the last 4 digits of the calling number', async () => {
    const { phone, sid } = await register({ registrationSource: 'cash' });
    const requested = await post('/rest/otp/request-confirm-phone/', { channel: 'flash_call' }, sid);
    expect(requested.statusCode, requested.body).toBe(200);
    const call = await lastMessage(phone);
    expect(call.channel).toBe('call');
    const code = /(\d{4})$/.exec(call.body)?.[1] as string;
    const checked = await post('/rest/player/phone/confirmation/check/', { code }, sid);
    expect(checked.statusCode, checked.body).toBe(200);
    // The cash funnel wants every contact: the e-mail is still pending.
    expect(checked.json().registration).toMatchObject({ complete: false, pendingConfirmations: ['email'] });
  });

  it('answers 422 for codes that are not digits and for unknown contact types', async () => {
    const { sid } = await register();
    expect((await post('/rest/otp/confirm-email/', { code: "1' OR 1=1" }, sid)).statusCode).toBe(422);
    expect((await post('/rest/otp/confirm-fax/', { code: '123456' }, sid)).statusCode).toBe(422);
    expect((await post('/rest/otp/request-confirm-phone/', { channel: 'pigeon' }, sid)).statusCode).toBe(422);
  });
});

describe('phone-first registration', () => {
  it('registers with the sms code, the phone confirmed; the code works once', async () => {
    const phone = '+380931112233';
    const requested = await post('/rest/otp/request-register-code/', { phone: '0931112233' });
    expect(requested.statusCode, requested.body).toBe(200);
    const code = await codeSentTo(phone);
    const payload = { phone, code, password: 'secret-pass1', ...CONFIRMED };
    const response = await post('/rest/otp/register/', payload);
    expect(response.statusCode, response.body).toBe(200);
    const body = registerResponseSchema.parse(response.json());
    expect(body.registration).toMatchObject({ complete: true, pendingConfirmations: [] });
    const reused = await post('/rest/otp/register/', payload);
    expect(reused.statusCode).toBe(410);
    // A registered phone is answered as if a code were sent (decision 018); its holder is told of the attempt.
    const taken = await post('/rest/otp/request-register-code/', { phone });
    expect(taken.statusCode).toBe(200);
    expect((await lastMessage(phone)).body).toMatch(/намагався зареєструватися/);
  });

  it('limits register codes per phone by the resend interval', async () => {
    const phone = '+380931112244';
    expect((await post('/rest/otp/request-register-code/', { phone })).statusCode).toBe(200);
    const again = await post('/rest/otp/request-register-code/', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('refuses a wrong code with 422', async () => {
    const phone = '+380931112255';
    await post('/rest/otp/request-register-code/', { phone });
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/rest/otp/register/', { phone, code: wrong, ...CONFIRMED });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /rest/players/register/complete/', () => {
  it('refuses guests', async () => {
    expect((await post('/rest/players/register/complete/', CONFIRMED)).statusCode).toBe(401);
  });

  it('replaces a generated password and requires both confirmations', async () => {
    sequence += 1;
    const registered = await post('/rest/registerV2/', {
      email: `auto${sequence}@example.com`,
      ...CONFIRMED,
    });
    const sid = registered.cookies.find((cookie) => cookie.name === 'sid')?.value as string;
    expect(
      (await post('/rest/players/register/complete/', { password: 'my-own-pass1' }, sid)).statusCode,
    ).toBe(422);
    const response = await post(
      '/rest/players/register/complete/',
      { password: 'my-own-pass1', nickname: 'Ace', ...CONFIRMED },
      sid,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registration).toMatchObject({ hasAutoPassword: false, complete: false });
  });
});
