import { publicProfileListResponseSchema, publicProfileResponseSchema } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { PlayersRepository } from '../src/modules/accounts/players/players.repository.ts';
import type { createPlayer } from './support/auth-players.ts';
import { appsOfTwoBrands, getAs, signInNewPlayer } from './support/signed-in.ts';

const PASSWORD = 'public-pass-1';
const apps = appsOfTwoBrands();

const signedIn = (overrides: Parameters<typeof createPlayer>[2] = {}) =>
  signInNewPlayer(apps.main, PASSWORD, overrides);
const get = (url: string, sid?: string) => getAs(apps.main, url, sid);

const base64 = (login: string) => Buffer.from(login).toString('base64');
const base64Url = (login: string) => Buffer.from(login).toString('base64url');

describe('GET /rest/player/public-profile/{playerId}/', () => {
  it('shows anyone the public fields only, never contacts', async () => {
    const { player } = await signedIn({ nickname: 'Shown' });
    const response = await get(`/rest/player/public-profile/${player.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = publicProfileResponseSchema.parse(response.json());
    expect(body).toEqual({
      success: true,
      playerData: {
        isCurrentUser: false,
        playerId: player.id,
        login: player.login,
        nickname: 'Shown',
        memberSince: player.createdAt.toISOString(),
        achievements: [],
      },
      publicData: { activities: [], suggestions: [], hasLastActions: false },
    });
    expect(response.body).not.toContain(player.email as string);
    expect(response.body).not.toContain(player.phone as string);
  });

  it('tells the owner it is their own profile', async () => {
    const { player, sid } = await signedIn();
    const response = await get(`/rest/player/public-profile/${player.id}/`, sid);
    expect(publicProfileResponseSchema.parse(response.json()).playerData.isCurrentUser).toBe(true);
    const other = await signedIn();
    const seenByOther = await get(`/rest/player/public-profile/${player.id}/`, other.sid);
    expect(publicProfileResponseSchema.parse(seenByOther.json()).playerData.isCurrentUser).toBe(false);
  });

  it('hides a profile its owner turned off from everyone but the owner', async () => {
    const { player, sid } = await signedIn({ settings: { publicProfile: false } });
    const viewer = await signedIn();
    expect((await get(`/rest/player/public-profile/${player.id}/`)).statusCode).toBe(404);
    expect((await get(`/rest/player/public-profile/${player.id}/`, viewer.sid)).statusCode).toBe(404);
    expect((await get(`/rest/player/public-profile/${player.id}/achievements/`)).statusCode).toBe(404);
    expect((await get(`/rest/player/achievements-profile/${player.id}/`)).statusCode).toBe(404);
    expect((await get(`/rest/player/public-profile/by-login/${base64(player.login)}/`)).statusCode).toBe(404);
    expect((await get(`/rest/player/public-profile/${player.id}/`, sid)).statusCode).toBe(200);
  });

  it('answers 404 for unknown players and players of another brand', async () => {
    expect((await get('/rest/player/public-profile/999999999/')).statusCode).toBe(404);
    const foreign = await new PlayersRepository(apps.main.database.db, 'vlk').insert({
      login: 'foreignplayer',
      email: 'foreign@example.com',
      primaryContact: 'email',
      passwordHash: 'unused',
      registration: { source: null, flow: null, variant: null, funnelType: 'opened_funnel' },
    });
    const response = await get(`/rest/player/public-profile/${foreign.id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    const onItsBrand = await getAs(apps.other, `/rest/player/public-profile/${foreign.id}/`);
    expect(onItsBrand.statusCode).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])(
    'refuses the id %s with 422',
    async (id) => {
      expect((await get(`/rest/player/public-profile/${id}/`)).statusCode).toBe(422);
    },
  );
});

describe('GET /rest/player/public-profile/{playerId}/{type}/', () => {
  it.each(['achievements', 'activities'])('lists %s (none exist yet)', async (type) => {
    const { player } = await signedIn();
    const response = await get(`/rest/player/public-profile/${player.id}/${type}/?limit=100&offset=20`);
    expect(response.statusCode, response.body).toBe(200);
    expect(publicProfileListResponseSchema.parse(response.json())).toEqual({
      success: true,
      data: [],
      total: 0,
    });
    expect((await get(`/rest/player/public-profile/${player.id}/${type}/`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown list or player', async () => {
    const { player } = await signedIn();
    expect((await get(`/rest/player/public-profile/${player.id}/contacts/`)).statusCode).toBe(404);
    expect((await get('/rest/player/public-profile/999999999/achievements/')).statusCode).toBe(404);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1e99', 'limit=1.5'])(
    'refuses %s with 422',
    async (query) => {
      const { player } = await signedIn();
      expect((await get(`/rest/player/public-profile/${player.id}/activities/?${query}`)).statusCode).toBe(
        422,
      );
    },
  );

  it('refuses a non-numeric player id with 422', async () => {
    expect((await get('/rest/player/public-profile/abc/achievements/')).statusCode).toBe(422);
  });
});

describe('GET /rest/player/public-profile/by-login/{base64login}/', () => {
  it('finds a player by their base64 login, in either alphabet', async () => {
    const { player } = await signedIn({ login: 'loginÿ>?' });
    for (const encoded of [base64(player.login), base64Url(player.login)]) {
      const response = await get(`/rest/player/public-profile/by-login/${encodeURIComponent(encoded)}/`);
      expect(response.statusCode, response.body).toBe(200);
      expect(publicProfileResponseSchema.parse(response.json()).playerData.playerId).toBe(player.id);
    }
  });

  it('shows the signed-in player their own profile for `my`, and refuses guests with 401', async () => {
    const { player, sid } = await signedIn();
    const own = await get('/rest/player/public-profile/by-login/my/', sid);
    expect(own.statusCode, own.body).toBe(200);
    expect(publicProfileResponseSchema.parse(own.json()).playerData).toMatchObject({
      playerId: player.id,
      isCurrentUser: true,
    });
    expect((await get('/rest/player/public-profile/by-login/my/')).statusCode).toBe(401);
  });

  it('finds nobody by a base64 e-mail or phone, an unknown login or a malformed value', async () => {
    const { player } = await signedIn();
    for (const value of [
      base64(player.email as string),
      base64(player.phone as string),
      base64('nobody-here'),
      '!!!',
      'x'.repeat(300),
      'x'.repeat(5000),
    ]) {
      expect(
        (await get(`/rest/player/public-profile/by-login/${encodeURIComponent(value)}/`)).statusCode,
      ).toBe(404);
    }
  });
});

describe('GET /rest/player/achievements-profile/{id}/', () => {
  it('lists the achievements of a visible profile (none exist yet)', async () => {
    const { player } = await signedIn();
    const response = await get(`/rest/player/achievements-profile/${player.id}/?limit=5`);
    expect(response.statusCode, response.body).toBe(200);
    expect(publicProfileListResponseSchema.parse(response.json())).toEqual({
      success: true,
      data: [],
      total: 0,
    });
  });

  it('answers 404 for unknown players and 422 for bad ids', async () => {
    expect((await get('/rest/player/achievements-profile/999999999/')).statusCode).toBe(404);
    expect((await get('/rest/player/achievements-profile/abc/')).statusCode).toBe(422);
  });
});
