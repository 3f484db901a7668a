import { type GamesPage, studioRotateResponseSchema, studioRoundResponseSchema } from '@casino/contracts';
import {
  catalogueGameResponseSchema,
  catalogueGamesResponseSchema,
  catalogueTagsResponseSchema,
  gameProviderResponseSchema,
  gameProvidersResponseSchema,
  playerRoundsResponseSchema,
  roundLookupResponseSchema,
  rubricViewResponseSchema,
  rubricViewsResponseSchema,
} from '@casino/contracts/backoffice';
import { serverSeedHash } from '@casino/game-math';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { gameProviders, games } from '../../src/modules/games/catalogue.schema.ts';
import { gameRounds } from '../../src/modules/games/seamless-wallet.schema.ts';
import {
  fundedPlayer,
  openGame,
  PARAMS_BY_KIND,
  play,
  studioGet,
  studioPost,
  studioTestApp,
} from '../studio/support.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

const GAMES = '/backoffice/api/games/';
const ROUNDS = '/backoffice/api/rounds/';

/** The casino and the studio in one process (the studio reaching the casino over the app's own fetch). */
const apps = studioTestApp();
/** A second brand on the same database. */
let other: TestApp;

let content: SignedInOperator;
let support: SignedInOperator;
let kyc: SignedInOperator;
let otherAdmin: SignedInOperator;

beforeAll(async () => {
  other = await buildTestApp({
    database: apps.current.database,
    env: { RATE_LIMITS: 'off', BRAND: 'vlk', SLOT_MIN_CYCLE_MS: '0' },
  });
  content = await signInOperator(apps.current, ['content']);
  support = await signInOperator(apps.current, ['support']);
  kyc = await signInOperator(apps.current, ['kyc']);
  otherAdmin = await signInOperator(other, ['admin']);
});
afterAll(() => other?.close());

async function catalogue(query = '', operator = support) {
  const response = await operator.call({ url: `${GAMES}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return catalogueGamesResponseSchema.parse(response.json());
}

function change(slug: string, body: Record<string, unknown>, operator = content) {
  return operator.call({ method: 'POST', url: `${GAMES}${slug}/`, payload: body });
}

async function changed(slug: string, body: Record<string, unknown>, operator = content) {
  const response = await change(slug, body, operator);
  expect(response.statusCode, response.body).toBe(200);
  return catalogueGameResponseSchema.parse(response.json()).game;
}

/** The slugs of the site's lobby, every enabled game in catalogue order, as a guest reads it. */
async function lobby(): Promise<string[]> {
  const response = await callApi(apps.current.app, { url: '/rest/getAllGames/' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { slug: string }[]).map((game) => game.slug);
}

function launch(slug: string, sid?: string) {
  return callApi(apps.current.app, {
    url: `/rest/game/${slug}/?isMoney=${sid ? 1 : 0}`,
    cookies: sid ? { sid } : {},
  });
}

/** The game records of one action about a game, oldest first. */
function recordsOf(slug: string, action: string) {
  return apps.current.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), sql`${auditEvents.after}->>'game' = ${slug}`))
    .orderBy(auditEvents.id);
}

describe('the catalogue in the console', () => {
  it('lists every game in lobby order with its English title, provider, kind, RTP, state and tags', async () => {
    const listed = await catalogue();
    expect(listed.games.length).toBe(listed.total);
    expect(listed.games.map((game) => game.position)).toEqual(listed.games.map((_, index) => index + 1));
    expect(listed.providers).toContainEqual({ slug: 'studio', title: 'Sevens Studio' });
    const dice = listed.games.find((game) => game.slug === 'lucky-dice');
    expect(dice).toMatchObject({
      provider: { slug: 'studio', title: 'Sevens Studio' },
      kind: 'dice',
      enabled: true,
      releaseAt: null,
    });
    expect(dice?.tags).toContain('provably-fair');
    expect(dice?.rtp).toMatch(/^\d{1,3}\.\d{2}$/);
    // The published RTP is the catalogue's basis points, written as a percentage.
    const [row] = await apps.current.database.db
      .select({ rtp: games.rtp })
      .from(games)
      .where(eq(games.slug, 'lucky-dice'));
    expect(Number(dice?.rtp.replace('.', ''))).toBe(row?.rtp);
    // Coming-soon games are in the catalogue too, with their release.
    expect(listed.games.some((game) => game.releaseAt !== null)).toBe(true);
  });

  it('finds games by part of the title or slug in any case, by provider and by state', async () => {
    const dice = (await catalogue()).games.find((game) => game.slug === 'lucky-dice');
    if (!dice) throw new Error('no lucky-dice in the catalogue');
    const byTitle = await catalogue(`?q=${encodeURIComponent(dice.title.slice(1, 6).toUpperCase())}`);
    expect(byTitle.games.map((game) => game.slug)).toContain('lucky-dice');
    const bySlug = await catalogue('?q=KY-DI');
    expect(bySlug.games.map((game) => game.slug)).toEqual(['lucky-dice']);
    expect((await catalogue('?q=no-such-game-anywhere')).games).toEqual([]);
    expect((await catalogue('?provider=studio')).games.length).toBe((await catalogue()).total);
    expect((await catalogue('?provider=nobody')).games).toEqual([]);
    const enabled = await catalogue('?enabled=true');
    expect(enabled.games.every((game) => game.enabled)).toBe(true);
    expect((await catalogue('?enabled=0')).games.every((game) => !game.enabled)).toBe(true);
  });

  it('disables a game: it leaves the lobby and search, launches are refused; enabling brings it back', async () => {
    const slug = 'hot-sevens';
    expect(await lobby()).toContain(slug);
    let cleared = 0;
    apps.current.app.caches.register(['catalogue'], () => {
      cleared += 1;
    });

    const disabled = await changed(slug, { enabled: false, reason: 'Paytable under review' });
    expect(disabled).toMatchObject({ slug, enabled: false });
    expect(cleared).toBe(1);
    expect(await lobby()).not.toContain(slug);
    const search = await callApi(apps.current.app, { url: '/rest/games/search/?q=hot' });
    expect((search.json().data as GamesPage).items.map((game) => game.slug)).not.toContain(slug);
    expect((await launch(slug)).statusCode).toBe(404);
    const { sid } = await fundedPlayer(apps.current);
    const refused = await launch(slug, sid);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().error.code).toBe('game_not_found');
    expect((await catalogue('?enabled=false')).games.map((game) => game.slug)).toContain(slug);

    // Asking for what already is changes nothing, records nothing and clears nothing.
    await changed(slug, { enabled: false, reason: 'Still under review' });
    expect(cleared).toBe(1);
    expect(await recordsOf(slug, 'game.disabled')).toHaveLength(1);

    const enabled = await changed(slug, { enabled: true, reason: 'Review done' });
    expect(enabled).toMatchObject({ slug, enabled: true, position: disabled.position });
    expect(cleared).toBe(2);
    expect(await lobby()).toContain(slug);
    expect((await launch(slug, sid)).statusCode).toBe(200);
  });

  it('writes each change to the audit trail under the operator, with the reason, before and after', async () => {
    const slug = 'european-roulette';
    const before = (await catalogue()).games.find((game) => game.slug === slug);
    await changed(slug, { enabled: false, reason: 'Wheel bias reported' });
    const [record] = await recordsOf(slug, 'game.disabled');
    expect(record).toMatchObject({
      actorKind: 'operator',
      actorId: content.login,
      playerId: null,
      reason: 'Wheel bias reported',
      before: { game: slug, enabled: true, position: before?.position },
      after: { game: slug, enabled: false, position: before?.position },
    });
    expect(record?.requestId).toBeTruthy();
    await changed(slug, { enabled: true, reason: 'Wheel checked' });
    expect(await recordsOf(slug, 'game.enabled')).toHaveLength(1);
  });

  it('moves a game in the lobby: the others close ranks, the lobby follows', async () => {
    const start = await catalogue();
    const last = start.games.at(-1);
    const first = start.games[0];
    if (!first || !last) throw new Error('an empty catalogue');

    const moved = await changed(last.slug, { position: 1, reason: 'Promote for the weekend' });
    expect(moved.position).toBe(1);
    const after = await catalogue();
    expect(after.games.map((game) => game.slug)).toEqual([
      last.slug,
      ...start.games.slice(0, -1).map((game) => game.slug),
    ]);
    expect(after.games.map((game) => game.position)).toEqual(after.games.map((_, index) => index + 1));
    const lobbyNow = await lobby();
    const enabledOrder = after.games.filter((game) => game.enabled).map((game) => game.slug);
    if (last.releaseAt === null) expect(lobbyNow[0]).toBe(last.slug);
    expect(lobbyNow).toEqual(enabledOrder);
    const [record] = await recordsOf(last.slug, 'game.moved');
    expect(record).toMatchObject({
      actorId: content.login,
      before: { position: start.total },
      after: { position: 1 },
    });

    // Past the end means the last; both at once is one change.
    const back = await changed(last.slug, { position: 10_000, enabled: true, reason: 'Back to its place' });
    expect(back.position).toBe(start.total);
    expect((await catalogue()).games.map((game) => game.slug)).toEqual(start.games.map((game) => game.slug));

    const third = await changed(first.slug, { position: 3, reason: 'Make room on top' });
    expect(third.position).toBe(3);
    const order = (await catalogue()).games.map((game) => game.slug);
    expect(order.slice(0, 3)).toEqual([start.games[1]?.slug, start.games[2]?.slug, first.slug]);
    await changed(first.slug, { position: 1, reason: 'Back on top' });
  });

  it('refuses a change to a role without games.manage (403) and bad input (422); 404 for an unknown game', async () => {
    const refused = await change('lucky-dice', { enabled: false, reason: 'Not my job' }, kyc);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('operator_forbidden');
    expect((await change('lucky-dice', { enabled: false, reason: 'Not mine' }, support)).statusCode).toBe(
      403,
    );
    expect((await kyc.call({ url: GAMES })).statusCode).toBe(403);
    expect((await catalogue()).games.find((game) => game.slug === 'lucky-dice')?.enabled).toBe(true);

    const bad: Record<string, unknown>[] = [
      { enabled: false },
      { enabled: false, reason: ' x ' },
      { enabled: false, reason: 'y'.repeat(501) },
      { reason: 'Nothing to change' },
      { enabled: 'no', reason: 'A string is not a yes or no' },
      { position: 0, reason: 'There is no place zero' },
      { position: 1.5, reason: 'Between two places' },
    ];
    for (const body of bad) {
      expect((await change('lucky-dice', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await support.call({ url: `${GAMES}?enabled=yes` })).statusCode).toBe(422);
    const unknown = await change('no-such-game', { enabled: false, reason: 'Gone' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });
});

describe('round lookup', () => {
  async function playedRound(slug = 'lucky-dice') {
    const { player, sid } = await fundedPlayer(apps.current);
    const session = await openGame(apps.current, slug, { sid });
    const bet = session.betSteps[0] as number;
    const response = await play(apps.current, session.sessionToken, {
      bet,
      params: PARAMS_BY_KIND[session.game.kind]?.(bet),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { player, session, round: studioRoundResponseSchema.parse(response.json()).data };
  }

  async function lookUp(id: string | number, operator = support) {
    const response = await operator.call({ url: `${ROUNDS}${encodeURIComponent(String(id))}/` });
    expect(response.statusCode, response.body).toBe(200);
    return roundLookupResponseSchema.parse(response.json()).round;
  }

  it("shows a studio round by the provider's id or the casino's number, with its provably-fair data", async () => {
    const { player, session, round } = await playedRound();
    const found = await lookUp(round.roundId);
    expect(found).toMatchObject({
      provider: 'studio',
      roundId: round.roundId,
      player: { id: player.id, login: player.login },
      game: { slug: 'lucky-dice', kind: 'dice' },
      currency: 'UAH',
      stake: round.bet,
      win: round.win,
      status: 'closed',
      freeRound: false,
      outcome: round.outcome,
      provablyFair: { ...round.fairness, serverSeed: null },
    });
    expect(found.game.title.length).toBeGreaterThan(0);
    expect(found.closedAt).not.toBeNull();
    expect(found.verifyUrl).toBe(
      `${apps.current.config.publicUrl}/en/provably-fair/?round=${round.roundId}#fair-verify`,
    );
    expect(await lookUp(found.id)).toEqual(found);

    // Once the player rotates away from the seed, the studio reveals it and the console shows it.
    const rotated = await studioPost(apps.current, session.sessionToken, '/seeds/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed } = studioRotateResponseSchema.parse(rotated.json()).data;
    expect(revealed.serverSeedHash).toBe(round.fairness.serverSeedHash);
    const afterRotation = await lookUp(round.roundId);
    expect(afterRotation.provablyFair?.serverSeed).toBe(revealed.serverSeed);
    expect(serverSeedHash(afterRotation.provablyFair?.serverSeed ?? '')).toBe(
      afterRotation.provablyFair?.serverSeedHash,
    );
    // The same as the studio's own public lookup, which the verify page uses.
    const studio = await studioGet(apps.current, `/seeds/${round.fairness.serverSeedHash}/`);
    expect(studio.json().data.serverSeed).toBe(revealed.serverSeed);
  });

  it('shows a round without provably-fair data for another provider, and without the seed when the studio cannot say', async () => {
    const { round } = await playedRound();
    const db = apps.current.database.db;
    const [row] = await db.select().from(gameRounds).where(eq(gameRounds.roundId, round.roundId));
    if (!row) throw new Error('the round is not at the casino');
    // The casino's record as another provider would have sent it: no studio, no provably-fair data.
    await db.update(gameRounds).set({ provider: 'elsewhere' }).where(eq(gameRounds.id, row.id));
    try {
      const found = await lookUp(row.id);
      expect(found).toMatchObject({ provider: 'elsewhere', provablyFair: null, verifyUrl: null });
    } finally {
      await db.update(gameRounds).set({ provider: 'studio' }).where(eq(gameRounds.id, row.id));
    }
  });

  it("lists a player's rounds newest first, page by page, for this brand's players only", async () => {
    const { player, session } = await playedRound();
    const bet = session.betSteps[0] as number;
    const second = await play(apps.current, session.sessionToken, {
      bet,
      params: PARAMS_BY_KIND[session.game.kind]?.(bet),
    });
    const latest = studioRoundResponseSchema.parse(second.json()).data;
    const response = await support.call({ url: `/backoffice/api/players/${player.id}/rounds/` });
    expect(response.statusCode, response.body).toBe(200);
    const { rounds, total } = playerRoundsResponseSchema.parse(response.json());
    expect(total).toBe(2);
    expect(rounds[0]).toMatchObject({ roundId: latest.roundId, stake: bet, game: { slug: 'lucky-dice' } });
    const later = await support.call({ url: `/backoffice/api/players/${player.id}/rounds/?offset=1` });
    expect(playerRoundsResponseSchema.parse(later.json()).rounds).toHaveLength(1);
    expect((await otherAdmin.call({ url: `/backoffice/api/players/${player.id}/rounds/` })).statusCode).toBe(
      404,
    );
    expect((await kyc.call({ url: `/backoffice/api/players/${player.id}/rounds/` })).statusCode).toBe(403);
    expect(
      (await support.call({ url: `/backoffice/api/players/${player.id}/rounds/?offset=-1` })).statusCode,
    ).toBe(422);
  });

  it("answers 404 for an unknown round and for another brand's player's, 403 to a role without games.read", async () => {
    const { round } = await playedRound();
    for (const id of ['00000000-0000-4000-8000-000000000000', '999999999', 'no-such-round']) {
      const response = await support.call({ url: `${ROUNDS}${id}/` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const elsewhere = await otherAdmin.call({ url: `${ROUNDS}${round.roundId}/` });
    expect(elsewhere.statusCode).toBe(404);
    expect((await kyc.call({ url: `${ROUNDS}${round.roundId}/` })).statusCode).toBe(403);
    expect((await content.call({ url: `${ROUNDS}${round.roundId}/` })).statusCode).toBe(200);
  });
});

describe('tags, rubrics and providers in the console', () => {
  const RUBRICS = '/backoffice/api/rubrics/';
  const PROVIDERS = '/backoffice/api/providers/';

  async function read<T>(url: string, schema: { parse: (body: unknown) => T }, operator = support) {
    const response = await operator.call({ url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  function post(url: string, payload: Record<string, unknown>, operator = content) {
    return operator.call({ method: 'POST', url, payload });
  }

  async function rubricChanged(url: string, payload: Record<string, unknown>, method?: 'DELETE') {
    const response = await content.call({ method: method ?? 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return rubricViewResponseSchema.parse(response.json()).rubric;
  }

  /** A site call as a guest reads it. */
  async function site<T>(url: string): Promise<T> {
    const response = await callApi(apps.current.app, { url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  }

  /** The lobby's rows (its slider groups) as the guest page data has them: rubric slug and game slugs. */
  async function lobbyRows(): Promise<{ id: string; games: string[] }[]> {
    const response = await callApi(apps.current.app, { url: '/rest/page/en/games/' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().payload.data.rows as { id: string; games: { slug: string }[] }[];
    return rows.map((row) => ({ id: row.id, games: row.games.map((game) => game.slug) }));
  }

  /** The records of one action, oldest first. */
  function records(action: string) {
    return apps.current.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
      .orderBy(auditEvents.id);
  }

  it("sets a game's whole tag set: the site's tag page and game card follow, with an audit record", async () => {
    const { tags } = await read('/backoffice/api/tags/', catalogueTagsResponseSchema);
    expect(tags).toContainEqual({
      slug: 'egypt',
      title: 'Egypt',
      group: { slug: 'theme', title: expect.any(String) },
    });
    const slug = 'lucky-dice';
    const before = (await catalogue()).games.find((game) => game.slug === slug)?.tags ?? [];
    expect(before).not.toContain('egypt');
    const url = `${GAMES}${slug}/tags/`;

    const response = await post(url, { tags: ['egypt', ...before], reason: 'Pyramid artwork' });
    expect(response.statusCode, response.body).toBe(200);
    const tagged = catalogueGameResponseSchema.parse(response.json()).game;
    // In tag order, as everywhere: the features group comes before the themes.
    expect(tagged.tags).toEqual(
      tags.map((tag) => tag.slug).filter((tag) => [...before, 'egypt'].includes(tag)),
    );
    const tagPage = await site<GamesPage>('/rest/games/tag/egypt/');
    expect(tagPage.items.map((game) => game.slug)).toContain(slug);
    expect((await site<{ tags: string[] }>(`/rest/games/${slug}/`)).tags).toContain('egypt');
    const [record] = await records('game.tags_changed');
    expect(record).toMatchObject({
      actorKind: 'operator',
      actorId: content.login,
      reason: 'Pyramid artwork',
      before: { game: slug, tags: before },
      after: { game: slug, tags: tagged.tags },
    });

    // The same set again changes nothing and records nothing.
    expect((await post(url, { tags: tagged.tags, reason: 'Same again' })).statusCode).toBe(200);
    expect(await records('game.tags_changed')).toHaveLength(1);

    const unknown = await post(url, { tags: ['egypt', 'no-such-tag'], reason: 'A typo' });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().error.fields.tags).toContain('no-such-tag');
    expect((await post(url, { tags: [], reason: 'Not mine' }, support)).statusCode).toBe(403);
    expect((await post(`${GAMES}no-such-game/tags/`, { tags: [], reason: 'Gone' })).statusCode).toBe(404);

    await post(url, { tags: before, reason: 'Back as it was' });
    expect((await site<GamesPage>('/rest/games/tag/egypt/')).items.map((game) => game.slug)).not.toContain(
      slug,
    );
    expect((await catalogue()).games.find((game) => game.slug === slug)?.tags).toEqual(before);
  });

  it("adds, moves and removes an editorial rubric's games: the lobby's rows and the rubric's page follow", async () => {
    const { rubrics } = await read(RUBRICS, rubricViewsResponseSchema);
    const siteOrder = (await site<{ slug: string }[]>('/rest/games/rubrics/')).map((rubric) => rubric.slug);
    expect(rubrics.map((rubric) => rubric.slug)).toEqual(siteOrder);
    expect(rubrics.find((rubric) => rubric.slug === 'popular')).toMatchObject({
      ordering: 'popular',
      games: null,
    });
    const hot = rubrics.find((rubric) => rubric.slug === 'hot');
    if (!hot?.games?.length) throw new Error('no hot games seeded');
    const members = hot.games.map((game) => game.slug);
    const released = (await catalogue('?enabled=true')).games.filter((game) => game.releaseAt === null);
    const slug = released.find((game) => !members.includes(game.slug))?.slug;
    if (!slug) throw new Error('every game is hot');
    const url = `${RUBRICS}hot/games/`;

    const added = await rubricChanged(url, { game: slug, position: 1, reason: 'Weekend pick' });
    expect(added.games?.map((game) => game.slug)).toEqual([slug, ...members]);
    expect((await site<GamesPage>('/rest/games/rubric/hot/')).items[0]?.slug).toBe(slug);
    expect((await lobbyRows()).find((row) => row.id === 'hot')?.games[0]).toBe(slug);

    const moved = await rubricChanged(`${url}${slug}/`, { position: 1000, reason: 'Past its best' });
    expect(moved.games?.map((game) => game.slug)).toEqual([...members, slug]);
    expect((await site<GamesPage>('/rest/games/rubric/hot/')).items.at(-1)?.slug).toBe(slug);

    const again = await post(url, { game: slug, reason: 'Twice' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.game).toBeDefined();
    const unknown = await post(url, { game: 'no-such-game', reason: 'A typo' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.game).toBeDefined();

    const removed = await rubricChanged(`${url}${slug}/`, { reason: 'Not hot after all' }, 'DELETE');
    expect(removed.games?.map((game) => game.slug)).toEqual(members);
    expect((await site<GamesPage>('/rest/games/rubric/hot/')).items.map((game) => game.slug)).not.toContain(
      slug,
    );
    expect((await lobbyRows()).find((row) => row.id === 'hot')?.games).not.toContain(slug);
    expect((await post(`${url}${slug}/`, { position: 1, reason: 'Not in it' })).statusCode).toBe(404);

    const trail = { actorKind: 'operator', actorId: content.login };
    expect(await records('rubric.game_added')).toEqual([
      expect.objectContaining({
        ...trail,
        reason: 'Weekend pick',
        after: { rubric: 'hot', game: slug, position: 1 },
      }),
    ]);
    expect(await records('rubric.game_moved')).toEqual([
      expect.objectContaining({
        ...trail,
        reason: 'Past its best',
        before: { rubric: 'hot', game: slug, position: 1 },
        after: { rubric: 'hot', game: slug, position: members.length + 1 },
      }),
    ]);
    expect(await records('rubric.game_removed')).toEqual([
      expect.objectContaining({
        ...trail,
        reason: 'Not hot after all',
        after: { rubric: 'hot', game: slug, position: null },
      }),
    ]);
  });

  it('refuses to edit the games of a popular rubric (422), a role without games.manage (403), unknown rubrics (404)', async () => {
    const popular = await post(`${RUBRICS}popular/games/`, { game: 'lucky-dice', reason: 'Hand-picked' });
    expect(popular.statusCode, popular.body).toBe(422);
    expect(popular.json().error.fields.rubric).toBeDefined();
    expect(
      (await post(`${RUBRICS}popular/games/lucky-dice/`, { position: 1, reason: 'Top' })).statusCode,
    ).toBe(422);
    expect(
      (await post(`${RUBRICS}hot/games/`, { game: 'lucky-dice', reason: 'Mine' }, support)).statusCode,
    ).toBe(403);
    expect((await post(`${RUBRICS}hot/`, { position: 1, reason: 'Mine' }, support)).statusCode).toBe(403);
    expect((await post(`${RUBRICS}no-such-rubric/`, { position: 1, reason: 'Gone' })).statusCode).toBe(404);
    expect((await post(`${RUBRICS}hot/`, { position: 0, reason: 'No place zero' })).statusCode).toBe(422);
    expect((await kyc.call({ url: RUBRICS })).statusCode).toBe(403);
  });

  it("moves a rubric in the lobby: the site's rubrics and the lobby's rows follow", async () => {
    const start = (await read(RUBRICS, rubricViewsResponseSchema)).rubrics.map((rubric) => rubric.slug);
    const last = start.at(-1);
    if (!last) throw new Error('no rubrics');
    const moved = await rubricChanged(`${RUBRICS}${last}/`, { position: 1, reason: 'Instant games first' });
    expect(moved.position).toBe(1);
    const order = [last, ...start.slice(0, -1)];
    expect((await read(RUBRICS, rubricViewsResponseSchema)).rubrics.map((rubric) => rubric.slug)).toEqual(
      order,
    );
    expect((await site<{ slug: string }[]>('/rest/games/rubrics/')).map((rubric) => rubric.slug)).toEqual(
      order,
    );
    expect((await lobbyRows())[0]?.id).toBe(last);
    const [record] = await records('rubric.moved');
    expect(record).toMatchObject({
      actorId: content.login,
      reason: 'Instant games first',
      before: { rubric: last, position: start.length },
      after: { rubric: last, position: 1 },
    });
    await rubricChanged(`${RUBRICS}${last}/`, { position: start.length, reason: 'Back to its place' });
    expect((await site<{ slug: string }[]>('/rest/games/rubrics/')).map((rubric) => rubric.slug)).toEqual(
      start,
    );
  });

  it("lists the providers with their games counted, and moves one in provider order: the lobby's follow", async () => {
    const db = apps.current.database.db;
    const [added] = await db
      .insert(gameProviders)
      .values({ slug: 'northern-lights', title: 'Northern Lights', sortOrder: 1000 })
      .returning();
    /** The providers as the lobby's chips order them: by each tile's provider order. */
    const siteOrder = async () => {
      const cards = await site<{ provider: { slug: string; order: number } }[]>('/rest/getAllGames/?lang=en');
      const orders = new Map(cards.map((card) => [card.provider.slug, card.provider.order]));
      return [...orders].sort((a, b) => a[1] - b[1]).map(([slug]) => slug);
    };
    const [lent] = await db.select().from(games).orderBy(sql`${games.id} desc`).limit(1);
    try {
      const { providers } = await read(PROVIDERS, gameProvidersResponseSchema);
      const { total, games: listed } = await catalogue();
      expect(providers).toEqual([
        {
          slug: 'studio',
          title: 'Sevens Studio',
          position: 1,
          games: { enabled: listed.filter((game) => game.enabled).length, total },
        },
        { slug: 'northern-lights', title: 'Northern Lights', position: 2, games: { enabled: 0, total: 0 } },
      ]);

      // One of the studio's games is the new provider's for the while, so the lobby has both to order.
      await db.update(games).set({ providerId: added!.id }).where(eq(games.id, lent!.id));
      expect(await siteOrder()).toEqual(['studio', 'northern-lights']);

      const response = await post(`${PROVIDERS}northern-lights/`, {
        position: 1,
        reason: 'New partner first',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(gameProviderResponseSchema.parse(response.json()).provider.position).toBe(1);
      const order = ['northern-lights', 'studio'];
      expect((await read(PROVIDERS, gameProvidersResponseSchema)).providers.map((p) => p.slug)).toEqual(
        order,
      );
      expect((await catalogue()).providers.map((provider) => provider.slug)).toEqual(order);
      expect(await siteOrder()).toEqual(order);
      const [record] = await records('provider.moved');
      expect(record).toMatchObject({
        actorKind: 'operator',
        actorId: content.login,
        reason: 'New partner first',
        before: { provider: 'northern-lights', position: 2 },
        after: { provider: 'northern-lights', position: 1 },
      });
      expect((await post(`${PROVIDERS}studio/`, { position: 1, reason: 'Mine' }, support)).statusCode).toBe(
        403,
      );
      expect((await post(`${PROVIDERS}nobody/`, { position: 1, reason: 'Gone' })).statusCode).toBe(404);
      await post(`${PROVIDERS}studio/`, { position: 1, reason: 'The studio first again' });
      expect((await read(PROVIDERS, gameProvidersResponseSchema)).providers[0]?.slug).toBe('studio');
    } finally {
      await db.update(games).set({ providerId: lent!.providerId }).where(eq(games.id, lent!.id));
      if (added) await db.delete(gameProviders).where(eq(gameProviders.id, added.id));
    }
  });
});
