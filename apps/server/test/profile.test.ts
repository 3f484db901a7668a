import {
  closePopupResponseSchema,
  codeSentResponseSchema,
  onBoardingResponseSchema,
  outboxResponseSchema,
  profileResponseSchema,
  siteVersionResponseSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerDevices } from '../src/modules/accounts/players/player-devices.schema.ts';
import type { PlayerRow } from '../src/modules/accounts/players/players.schema.ts';
import { type createPlayer, findPlayer, login, originOf, sessionCookieOf } from './support/auth-players.ts';
import { appsOfTwoBrands, getAs, signInNewPlayer } from './support/signed-in.ts';
import { callApi } from './support/test-app.ts';

const PASSWORD = 'profile-pass-1';
const apps = appsOfTwoBrands();

const signedIn = (overrides: Parameters<typeof createPlayer>[2] = {}) =>
  signInNewPlayer(apps.main, PASSWORD, overrides);
const get = (url: string, sid?: string) => getAs(apps.main, url, sid);

function post(url: string, payload: unknown, sid?: string) {
  return callApi(apps.main.app, {
    method: 'POST',
    url,
    payload: payload as object,
    cookies: sid ? { sid } : {},
    headers: sid ? { origin: originOf(apps.main) } : {},
  });
}

async function profileOf(sid: string) {
  const response = await get('/rest/player/getProfile/', sid);
  expect(response.statusCode, response.body).toBe(200);
  return profileResponseSchema.parse(response.json()).data;
}

describe('GET /rest/player/getProfile/', () => {
  it('answers the signed-in player their own profile', async () => {
    const { player, sid } = await signedIn({ nickname: 'Owner' });
    const profile = await profileOf(sid);
    expect(profile.main).toMatchObject({
      login: player.login,
      email: player.email,
      phone: player.phone,
      nickname: 'Owner',
      currency: 'UAH',
      verificationStatus: 'none',
      createdAt: player.createdAt.toISOString(),
    });
    expect(profile).toMatchObject({
      activeSocialAccounts: [],
      phone: { number: player.phone, confirmed: false },
      currency: 'UAH',
      vipProgram: null,
      settings: { publicProfile: true },
      playerStatus: null,
      cashback: null,
    });
  });

  it('refuses guests and unknown session tokens with 401', async () => {
    expect((await get('/rest/player/getProfile/')).statusCode).toBe(401);
    expect((await get('/rest/player/getProfile/', 'not-a-session')).statusCode).toBe(401);
  });

  it('does not answer a session of this brand on another brand', async () => {
    const { sid } = await signedIn();
    const response = await callApi(apps.other.app, { url: '/rest/player/getProfile/', cookies: { sid } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /rest/player/update/', () => {
  it('changes profile fields and stores script and SQL text as typed', async () => {
    const { sid } = await signedIn();
    const nickname = "<script>'--";
    const response = await post(
      '/rest/player/update/',
      { nickname, firstName: 'Анна-Марія', lastName: "O'Neil", birthDate: '2000-02-29' },
      sid,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { main } = profileResponseSchema.parse(response.json()).data;
    expect(main).toMatchObject({
      nickname,
      firstName: 'Анна-Марія',
      lastName: "O'Neil",
      birthDate: '2000-02-29',
    });
    expect((await profileOf(sid)).main.nickname).toBe(nickname);
  });

  it('refuses a nickname another player of the brand has, in any case, naming the field', async () => {
    await signedIn({ nickname: 'NightOwl' });
    const { sid } = await signedIn();
    const taken = await post('/rest/player/update/', { nickname: 'nightowl' }, sid);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toMatchObject({
      code: 'nickname_taken',
      fields: { nickname: expect.any(String) },
    });
    expect((await profileOf(sid)).main.nickname).toBeNull();
  });

  it("lets a player recase their own nickname, and another brand's player share it", async () => {
    const { sid } = await signedIn({ nickname: 'EarlyBird' });
    const recased = await post('/rest/player/update/', { nickname: 'EARLYBIRD' }, sid);
    expect(recased.statusCode, recased.body).toBe(200);
    const foreign = await signInNewPlayer(apps.other, PASSWORD);
    const shared = await callApi(apps.other.app, {
      method: 'POST',
      url: '/rest/player/update/',
      payload: { nickname: 'earlybird' },
      cookies: { sid: foreign.sid },
      headers: { origin: originOf(apps.other) },
    });
    expect(shared.statusCode, shared.body).toBe(200);
  });

  it('settles two players saving one nickname at once: one owner, one nickname_taken', async () => {
    const [first, second] = await Promise.all([signedIn(), signedIn()]);
    const answers = await Promise.all(
      [first, second].map(({ sid }) => post('/rest/player/update/', { nickname: 'RaceWinner' }, sid)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('changes the currency by its id while the player has made no deposit', async () => {
    const { sid } = await signedIn();
    const response = await post('/rest/player/update/', { currency_id: 3 }, sid);
    expect(response.statusCode, response.body).toBe(200);
    expect(profileResponseSchema.parse(response.json()).data.currency).toBe('EUR');
  });

  it('hides and shows the public profile through the settings', async () => {
    const { sid } = await signedIn();
    const hidden = await post('/rest/player/update/', { publicProfile: false }, sid);
    expect(profileResponseSchema.parse(hidden.json()).data.settings).toEqual({ publicProfile: false });
    const shown = await post('/rest/player/update/', { publicProfile: true }, sid);
    expect(profileResponseSchema.parse(shown.json()).data.settings).toEqual({ publicProfile: true });
  });

  it('requires the player to be 18 or older on the clock', async () => {
    const { sid } = await signedIn();
    // The clock reads 2026-03-01: 18 years ago to the day is old enough, a day later is not.
    expect((await post('/rest/player/update/', { birthDate: '2008-03-01' }, sid)).statusCode).toBe(200);
    const young = await post('/rest/player/update/', { birthDate: '2008-03-02' }, sid);
    expect(young.statusCode).toBe(422);
    expect(young.json().error.fields).toHaveProperty('birthDate');
    expect((await post('/rest/player/update/', { birthDate: '1850-01-01' }, sid)).statusCode).toBe(422);
  });

  it.each([
    [{}],
    [{ currency_id: 5 }],
    [{ currency_id: '1' }],
    [{ currency_id: 1e300 }],
    [{ nickname: 'ab' }],
    [{ nickname: 'x'.repeat(25) }],
    [{ nickname: 42 }],
    [{ firstName: 'Ann3' }],
    [{ firstName: 'A'.repeat(65) }],
    [{ lastName: '' }],
    [{ birthDate: '2000-13-01' }],
    [{ birthDate: 'yesterday' }],
    [{ publicProfile: 'no' }],
    [{ email: 'new@example.com' }],
    [{ nickname: 'x'.repeat(100_000) }],
  ])('refuses %j with 422', async (payload) => {
    const { sid } = await signedIn();
    const response = await post('/rest/player/update/', payload, sid);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('refuses guests with 401', async () => {
    expect((await post('/rest/player/update/', { nickname: 'Guest' })).statusCode).toBe(401);
  });
});

describe('phone change', () => {
  let sequence = 0;
  const newPhone = () => {
    sequence += 1;
    return `+38093${String(sequence).padStart(7, '0')}`;
  };

  async function codeSentTo(phone: string): Promise<string> {
    const response = await callApi(apps.main.app, { url: '/rest/dev/outbox/' });
    const message = outboxResponseSchema.parse(response.json()).messages.find((m) => m.recipient === phone);
    return /(\d{6})/.exec(message?.body ?? '')?.[1] as string;
  }

  it('sends a code to the new phone, and the code sets it confirmed', async () => {
    const { player, sid } = await signedIn({ phone: null });
    const phone = newPhone();
    const sent = await post('/rest/player/phone/change/', { phone: phone.replace('+38', '') }, sid);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(codeSentResponseSchema.parse(sent.json())).toMatchObject({ channel: 'sms', codeLength: 6 });
    const code = await codeSentTo(phone);
    expect((await findPlayer(apps.main, player.id))?.phone).toBeNull();

    const confirmed = await post('/rest/player/phone/change/confirm/', { phone, code }, sid);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(profileResponseSchema.parse(confirmed.json()).data.phone).toEqual({
      number: phone,
      confirmed: true,
    });
    const again = await post('/rest/player/phone/change/confirm/', { phone, code }, sid);
    expect(again.statusCode).toBe(422);
  });

  it('refuses a wrong code with the attempts left, and keeps the old phone', async () => {
    const { player, sid } = await signedIn();
    const phone = newPhone();
    await post('/rest/player/phone/change/', { phone }, sid);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/rest/player/phone/change/confirm/', { phone, code: wrong }, sid);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('code_invalid');
    expect((await findPlayer(apps.main, player.id))?.phone).toBe(player.phone);
  });

  it("does not let one player confirm with a code sent for another player's request", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const phone = newPhone();
    await post('/rest/player/phone/change/', { phone }, first.sid);
    const code = await codeSentTo(phone);
    const stolen = await post('/rest/player/phone/change/confirm/', { phone, code }, second.sid);
    expect(stolen.statusCode).toBe(410);
    expect((await findPlayer(apps.main, second.player.id))?.phone).toBe(second.player.phone);
  });

  it('answers a phone another player has as it answers a free one, and tells its holder instead of sending a code', async () => {
    const { player: holder } = await signedIn();
    const { player, sid } = await signedIn();
    const free = await post('/rest/player/phone/change/', { phone: newPhone() }, sid);
    const taken = await post('/rest/player/phone/change/', { phone: holder.phone }, sid);
    expect(taken.statusCode, taken.body).toBe(200);
    const shape = (body: unknown) => Object.keys(codeSentResponseSchema.parse(body)).sort();
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json()).toMatchObject({ channel: 'sms', codeLength: 6 });

    const response = await callApi(apps.main.app, { url: '/rest/dev/outbox/' });
    const toHolder = outboxResponseSchema
      .parse(response.json())
      .messages.filter((m) => m.recipient === holder.phone);
    expect(toHolder.at(-1)?.body).toContain('до іншого акаунта');
    expect(toHolder.some((message) => /\d{6}/.test(message.body))).toBe(false);

    // No code reached anyone, so a guess fails as a wrong code does, and the phone stays the holder's.
    const confirm = await post(
      '/rest/player/phone/change/confirm/',
      { phone: holder.phone, code: '123456' },
      sid,
    );
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().error.code).toBe('code_invalid');
    expect((await findPlayer(apps.main, player.id))?.phone).toBe(player.phone);
  });

  it('refuses the current phone, invalid phones and guests', async () => {
    const { player, sid } = await signedIn();
    expect((await post('/rest/player/phone/change/', { phone: player.phone }, sid)).statusCode).toBe(422);
    expect((await post('/rest/player/phone/change/', { phone: 'not a phone' }, sid)).statusCode).toBe(422);
    expect((await post('/rest/player/phone/change/', { phone: 380501234567 }, sid)).statusCode).toBe(422);
    expect(
      (await post('/rest/player/phone/change/', { phone: newPhone(), channel: 'fax' }, sid)).statusCode,
    ).toBe(422);
    expect(
      (await post('/rest/player/phone/change/confirm/', { phone: newPhone(), code: 'abc' }, sid)).statusCode,
    ).toBe(422);
    expect((await post('/rest/player/phone/change/', { phone: newPhone() })).statusCode).toBe(401);
    expect(
      (await post('/rest/player/phone/change/confirm/', { phone: newPhone(), code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('asks for a minute between codes to the same phone', async () => {
    const { sid } = await signedIn();
    const phone = newPhone();
    expect((await post('/rest/player/phone/change/', { phone }, sid)).statusCode).toBe(200);
    const again = await post('/rest/player/phone/change/', { phone }, sid);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});

describe('remembered choices', () => {
  it('records onboarding steps per scenario', async () => {
    const { sid } = await signedIn();
    await post('/rest/player/on-boarding/', { scenario: 'welcome', step: 1 }, sid);
    const response = await post('/rest/player/on-boarding/', { scenario: 'cash-desk', step: 3 }, sid);
    expect(response.statusCode, response.body).toBe(200);
    expect(onBoardingResponseSchema.parse(response.json()).onBoarding).toEqual({
      welcome: 1,
      'cash-desk': 3,
    });
  });

  it.each([
    [{ scenario: 'welcome' }],
    [{ scenario: "x'; drop table players; --", step: 1 }],
    [{ scenario: 'welcome', step: -1 }],
    [{ scenario: 'welcome', step: 1.5 }],
    [{ scenario: 'welcome', step: 1e12 }],
    [{ scenario: 'x'.repeat(65), step: 1 }],
  ])('refuses onboarding %j with 422', async (payload) => {
    const { sid } = await signedIn();
    expect((await post('/rest/player/on-boarding/', payload, sid)).statusCode).toBe(422);
  });

  it('stops adding onboarding scenarios past the cap', async () => {
    const { sid } = await signedIn();
    for (let index = 0; index < 50; index += 1) {
      expect(
        (await post('/rest/player/on-boarding/', { scenario: `s${index}`, step: 1 }, sid)).statusCode,
      ).toBe(200);
    }
    expect((await post('/rest/player/on-boarding/', { scenario: 'one-more', step: 1 }, sid)).statusCode).toBe(
      422,
    );
    expect((await post('/rest/player/on-boarding/', { scenario: 's0', step: 2 }, sid)).statusCode).toBe(200);
  });

  it('remembers closed popups once each', async () => {
    const { player, sid } = await signedIn();
    await get('/rest/player/close-popup/7', sid);
    await get('/rest/player/close-popup/7/', sid);
    const response = await get('/rest/player/close-popup/12', sid);
    expect(response.statusCode, response.body).toBe(200);
    expect(closePopupResponseSchema.parse(response.json()).closedPopups).toEqual([7, 12]);
    expect((await findPlayer(apps.main, player.id))?.closedPopups).toEqual([7, 12]);
  });

  it('refuses non-numeric and huge popup ids with 422, and guests with 401', async () => {
    const { sid } = await signedIn();
    expect((await get('/rest/player/close-popup/abc', sid)).statusCode).toBe(422);
    expect((await get('/rest/player/close-popup/-1', sid)).statusCode).toBe(422);
    expect((await get('/rest/player/close-popup/99999999999999999999', sid)).statusCode).toBe(422);
    expect((await get('/rest/player/close-popup/1')).statusCode).toBe(401);
  });

  it('switches the site version', async () => {
    const { player, sid } = await signedIn();
    const old = await post('/rest/player/site-version/change/old/', {}, sid);
    expect(siteVersionResponseSchema.parse(old.json()).siteVersion).toBe('old');
    expect((await findPlayer(apps.main, player.id))?.siteVersion).toBe('old');
    const fresh = await post('/rest/player/site-version/change/new/', {}, sid);
    expect(siteVersionResponseSchema.parse(fresh.json()).siteVersion).toBe('new');
    expect((await post('/rest/player/site-version/change/beta/', {}, sid)).statusCode).toBe(422);
    expect((await post('/rest/player/site-version/change/old/', {})).statusCode).toBe(401);
  });

  it('registers a firebase token once, and moves it to the player who sends it last', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const token = `fcm-${first.player.id}`;
    const devicesOf = (player: PlayerRow) =>
      apps.main.database.db.select().from(playerDevices).where(eq(playerDevices.playerId, player.id));
    for (let sent = 0; sent < 2; sent += 1) {
      const response = await post('/rest/player/firebase-token/', { token, platform: 'android' }, first.sid);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await devicesOf(first.player)).toHaveLength(1);
    await post('/rest/player/firebase-token/', { token, platform: 'ios' }, second.sid);
    expect(await devicesOf(first.player)).toHaveLength(0);
    expect(await devicesOf(second.player)).toMatchObject([{ firebaseToken: token, platform: 'ios' }]);
  });

  it('refuses bad firebase tokens and guests', async () => {
    const { sid } = await signedIn();
    expect(
      (await post('/rest/player/firebase-token/', { token: 'x', platform: 'windows' }, sid)).statusCode,
    ).toBe(422);
    expect((await post('/rest/player/firebase-token/', { token: '', platform: 'web' }, sid)).statusCode).toBe(
      422,
    );
    expect(
      (await post('/rest/player/firebase-token/', { token: 'x'.repeat(5000), platform: 'web' }, sid))
        .statusCode,
    ).toBe(422);
    expect((await post('/rest/player/firebase-token/', { token: 'x', platform: 'web' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /rest/player/account/protect/', () => {
  it('ends every session of the player, this one included, and clears the cookie', async () => {
    const { player, sid } = await signedIn();
    const other = sessionCookieOf(
      await login(apps.main.app, { login: player.login, password: PASSWORD }),
    ) as string;
    const response = await post('/rest/player/account/protect/', {}, sid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect((await get('/rest/player/getProfile/', sid)).statusCode).toBe(401);
    expect((await get('/rest/player/getProfile/', other)).statusCode).toBe(401);
  });

  it('refuses guests and cross-site requests', async () => {
    expect((await post('/rest/player/account/protect/', {})).statusCode).toBe(401);
    const { sid } = await signedIn();
    const crossSite = await callApi(apps.main.app, {
      method: 'POST',
      url: '/rest/player/account/protect/',
      cookies: { sid },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await get('/rest/player/getProfile/', sid)).statusCode).toBe(200);
  });
});
