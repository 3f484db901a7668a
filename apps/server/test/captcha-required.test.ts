import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../src/modules/accounts/auth/password-hasher.ts';
import { createPlayer } from './support/auth-players.ts';
import { solvedToken } from './support/captcha.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

/** The test hasher, counting its work: a refused captcha must cost no password hash. */
class CountingHasher extends PasswordHasher {
  calls = 0;
  override async hash(password: string) {
    this.calls += 1;
    return super.hash(password);
  }
  override async verify(password: string, stored: string) {
    this.calls += 1;
    return super.verify(password, stored);
  }
  override async verifyNobody(password: string) {
    this.calls += 1;
    return super.verifyNobody(password);
  }
}

const PASSWORD = 'captcha-pass-1';
const CONFIRMED = { ageConfirmed: true, agreementsConfirmed: true };
const passwords = new CountingHasher({ N: 2 ** 10, r: 8, p: 1 });
let testApp: TestApp;
let sequence = 0;

beforeAll(async () => {
  // Limits stay on: the captcha is checked after them, and the internal-token limit is tested here.
  testApp = await buildTestApp({ env: { CAPTCHA: 'on' }, accounts: { passwords } });
});
afterAll(() => testApp?.close());
beforeEach(() => {
  passwords.calls = 0;
});

function freshEmail() {
  sequence += 1;
  return `captcha${sequence}@example.com`;
}

let addresses = 0;
/** A client address of its own, so the per-address limits stay out of the way unless a test wants them. */
function nextAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function post(url: string, payload: object, remoteAddress = nextAddress()) {
  return callApi(testApp.app, { method: 'POST', url, payload, remoteAddress });
}

function login(body: Record<string, unknown>) {
  return post('/login/', body);
}

/** A registration of a fresh e-mail at `url`, with the given token. */
function register(url: '/rest/registerV2/' | '/a/register/', captchaToken: string) {
  return post(url, { email: freshEmail(), password: PASSWORD, captchaToken, ...CONFIRMED });
}

async function internalToken(message = 'login') {
  const init = (await callApi(testApp.app, { url: '/rest/app/init/' })).json();
  const response = await post('/rest/captcha/internal-token/', {
    internalKey: init.appMain.project.captcha.internalKey,
    message,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

describe('POST /login/ with captcha on', () => {
  it('refuses a login without a token before checking the password, and counts no wrong password', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    passwords.calls = 0;
    for (const password of [PASSWORD, 'wrong-password-1']) {
      const response = await login({ login: player.login, password });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'captcha_required',
        fields: { captchaToken: expect.any(String) },
      });
    }
    // No password was checked, so no wrong one was counted.
    expect(passwords.calls).toBe(0);
  });

  it('accepts a solved challenge once; the replay is refused', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const captchaToken = await solvedToken(testApp.app);
    const first = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.code).toBe('captcha_required');
  });

  it('spends the token on a wrong password too', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const captchaToken = await solvedToken(testApp.app);
    const wrong = await login({ login: player.login, password: 'wrong-pass-1', captchaToken });
    expect(wrong.statusCode).toBe(401);
    const again = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(again.json().error.code).toBe('captcha_required');
  });

  it('accepts an internal token once', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    const captchaToken = await internalToken();
    const first = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(replay.json().error.code).toBe('captcha_required');
  });

  it.each([
    ['a number', 42, 422, 'validation_failed'],
    ['an object', { number: 1 }, 422, 'validation_failed'],
    ['a huge string', 'x'.repeat(5000), 422, 'validation_failed'],
    ['garbage', 'bm90IGpzb24=', 422, 'captcha_required'],
    ['a forged internal token', 'internal.eyJub25jZSI6IngifQ.c2lnbmF0dXJl', 422, 'captcha_required'],
  ])('refuses %s as a token', async (_name, captchaToken, status, code) => {
    const player = await createPlayer(testApp, PASSWORD);
    const response = await login({ login: player.login, password: PASSWORD, captchaToken });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('counts the rate limits first: a client over the limit is refused without spending its token', async () => {
    const player = await createPlayer(testApp, PASSWORD);
    // The per-account limit counts an account's attempts from one address (decision 018).
    const address = nextAddress();
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      await post('/login/', { login: player.login, password: PASSWORD }, address);
    }
    const captchaToken = await solvedToken(testApp.app);
    const limited = await post('/login/', { login: player.login, password: PASSWORD, captchaToken }, address);
    expect(limited.statusCode).toBe(429);
    const other = await createPlayer(testApp, PASSWORD);
    const unspent = await login({ login: other.login, password: PASSWORD, captchaToken });
    expect(unspent.statusCode, unspent.body).toBe(200);
  });
});

describe('registration with captcha on', () => {
  it('refuses every registration call without a token, before hashing or texting anything', async () => {
    const email = freshEmail();
    const calls = [
      ['/rest/registerV2/', { email, password: PASSWORD, ...CONFIRMED }],
      ['/a/register/', { email, password: PASSWORD, ...CONFIRMED }],
      ['/rest/otp/request-register-code/', { phone: '+380671112233' }],
      ['/rest/otp/register/', { phone: '+380671112233', code: '123456', password: PASSWORD, ...CONFIRMED }],
    ] as const;
    for (const [url, payload] of calls) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error.code, url).toBe('captcha_required');
    }
    expect(passwords.calls).toBe(0);
    const outbox = (await callApi(testApp.app, { url: '/rest/dev/outbox/' })).json();
    expect(
      outbox.messages.filter((message: { recipient: string }) => message.recipient === '+380671112233'),
    ).toEqual([]);
  });

  it('registers with a solved challenge, and refuses the same token for a second player', async () => {
    const captchaToken = await solvedToken(testApp.app);
    const first = await register('/rest/registerV2/', captchaToken);
    expect(first.statusCode, first.body).toBe(200);
    const second = await register('/rest/registerV2/', captchaToken);
    expect(second.json().error.code).toBe('captcha_required');
  });

  it('registers through a landing with an internal token', async () => {
    const response = await register('/a/register/', await internalToken('registration'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('texts a register code only with a token', async () => {
    const captchaToken = await solvedToken(testApp.app);
    const response = await post('/rest/otp/request-register-code/', { phone: '+380671114455', captchaToken });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /rest/captcha/internal-token/', () => {
  it('is limited per address: the tokens cost no work', async () => {
    const init = (await callApi(testApp.app, { url: '/rest/app/init/' })).json();
    const body = { internalKey: init.appMain.project.captcha.internalKey, message: 'login' };
    const statuses = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      statuses.push((await post('/rest/captcha/internal-token/', body, '192.0.2.200')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
