import {
  birthdayOfferResponseSchema,
  lastDailyResponseSchema,
  personalChannel,
  welcomePackResponseSchema,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { walletEntries } from '../../src/modules/wallet/wallet.schema.ts';
import { initPlayer } from '../support/auth-players.ts';
import { TEST_START } from '../support/test-app.ts';
import {
  addTemplate,
  balances,
  bonusesTestApp,
  bonusOf,
  bonusRows,
  deposit,
  newPlayer,
  type Player,
  refusedWith,
  relay,
  signInAgain,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

// The clock starts at 2026-03-01 12:00 UTC: 14:00 on 1 March in Kyiv, the demo bonuses' time zone.
beforeEach(() => app.current.clock.set(TEST_START));

/** The whole ledger: every transfer's entries sum to nothing, bonus money's included. */
async function ledgerSum(): Promise<number> {
  const [row] = await app.current.database.db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries);
  return Number(row?.total);
}

async function excluded(player: Player) {
  const response = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
  expect(response.statusCode, response.body).toBe(200);
}

function dailyMessagesOf(player: Player) {
  return app.current.published
    .filter(({ channel, message }) => channel === personalChannel(player.id) && message.type === 'dailyBonus')
    .map(({ message }) => message);
}

async function stateOf(player: Player) {
  return initPlayer(app.current.app, player.sid);
}

describe('the birthday bonus', () => {
  it('is offered on the birthday and taken once that year, its money on the ledger', async () => {
    const player = await newPlayer(app.current, { birthDate: '1990-03-01' });
    const birthday = await templateId(app.current, 'birthday-200');
    expect((await stateOf(player)).birthdayBonus).toEqual({
      bonusId: birthday,
      amount: 20_000,
      currency: 'UAH',
      // Three days after the birthday, to midnight in Kyiv (UTC+2 in March).
      availableUntil: '2026-03-04T22:00:00.000Z',
    });
    const offer = birthdayOfferResponseSchema.parse((await player.get('/rest/bonuses/birthday/')).json());
    expect(offer.data?.bonus).toMatchObject({
      id: birthday,
      type: 'birthday',
      terms: { fixedAmount: 20_000 },
    });

    const taken = bonusOf(await player.post('/rest/bonuses/birthday/apply/'));
    expect(taken).toMatchObject({ type: 'birthday', status: 'applied', amount: 20_000 });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 20_000 });
    refusedWith(await player.post('/rest/bonuses/birthday/apply/'), 409, 'bonus_already_taken');
    expect((await stateOf(player)).birthdayBonus).toBeNull();
    expect(
      birthdayOfferResponseSchema.parse((await player.get('/rest/bonuses/birthday/')).json()).data,
    ).toBeNull();
    expect(await ledgerSum()).toBe(0);
  });

  it('gives one bonus to two takes at once', async () => {
    const player = await newPlayer(app.current, { birthDate: '1985-03-02' });
    const answers = await Promise.all([
      player.post('/rest/bonuses/birthday/apply/'),
      player.post('/rest/bonuses/birthday/apply/'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await bonusRows(app.current, player.id)).toHaveLength(1);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 20_000 });
  });

  it('is refused away from the birthday and without a birth date', async () => {
    const away = await newPlayer(app.current, { birthDate: '1990-06-15' });
    refusedWith(await away.post('/rest/bonuses/birthday/apply/'), 409, 'birthday_not_today');
    expect((await stateOf(away)).birthdayBonus).toBeNull();
    const unknown = await newPlayer(app.current);
    refusedWith(await unknown.post('/rest/bonuses/birthday/apply/'), 409, 'birthday_unknown');
    expect(await bonusRows(app.current, away.id)).toEqual([]);
  });

  it('counts the window in days either side, and 29 February as 1 March in a common year', async () => {
    const before = await newPlayer(app.current, { birthDate: '1990-03-04' });
    expect(bonusOf(await before.post('/rest/bonuses/birthday/apply/')).amount).toBe(20_000);
    const leap = await newPlayer(app.current, { birthDate: '2000-02-29' });
    expect((await stateOf(leap)).birthdayBonus?.availableUntil).toBe('2026-03-04T22:00:00.000Z');
    const outside = await newPlayer(app.current, { birthDate: '1990-03-05' });
    refusedWith(await outside.post('/rest/bonuses/birthday/apply/'), 409, 'birthday_not_today');
  });

  it('once declined, is not offered again until the next birthday', async () => {
    const player = await newPlayer(app.current, { birthDate: '1990-03-01' });
    const declined = await player.post('/rest/bonuses/birthday/cancel/');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await stateOf(player)).birthdayBonus).toBeNull();
    refusedWith(await player.post('/rest/bonuses/birthday/apply/'), 409, 'birthday_bonus_declined');
    expect(await bonusRows(app.current, player.id)).toEqual([]);

    app.current.clock.set('2027-03-01T12:00:00.000Z');
    const nextYear = await signInAgain(app.current, player);
    expect((await stateOf(nextYear)).birthdayBonus).not.toBeNull();
    expect(bonusOf(await nextYear.post('/rest/bonuses/birthday/apply/')).amount).toBe(20_000);
  });
});

describe('the daily bonus', () => {
  it('is taken once a Kyiv day; a second take is refused with when the next may be taken', async () => {
    const player = await newPlayer(app.current);
    const before = lastDailyResponseSchema.parse((await player.get('/rest/bonuses/last-daily/')).json()).data;
    expect(before).toMatchObject({ lastTakenAt: null, nextAvailableAt: null, bonus: { type: 'daily' } });

    const taken = bonusOf(await player.post('/rest/bonuses/daily/apply/'));
    expect(taken).toMatchObject({ type: 'daily', status: 'applied', amount: 1_000 });
    const again = refusedWith(await player.post('/rest/bonuses/daily/apply/'), 409, 'daily_bonus_taken');
    // Midnight of 2 March in Kyiv.
    expect(again.error.details).toEqual({ nextAvailableAt: '2026-03-01T22:00:00.000Z' });
    const after = lastDailyResponseSchema.parse((await player.get('/rest/bonuses/last-daily/')).json()).data;
    expect(after).toMatchObject({ lastTakenAt: TEST_START, nextAvailableAt: '2026-03-01T22:00:00.000Z' });

    await relay(app.current);
    const pushed = dailyMessagesOf(player);
    expect(pushed).toEqual([
      expect.objectContaining({
        action: 'taken',
        data: { bonusId: taken.id, nextAvailableAt: '2026-03-01T22:00:00.000Z' },
      }),
    ]);
    // The announcement is queued for the next day; run here and now, it tells the player's pages.
    expect(await app.current.app.jobs.runDue('daily-bonus-available', { ignoreDelay: true })).toBeGreaterThan(
      0,
    );
    await relay(app.current);
    expect(dailyMessagesOf(player).at(-1)).toMatchObject({
      action: 'available',
      data: { bonusId: taken.id, nextAvailableAt: null },
    });

    // Past Kyiv midnight the next is given; it waits behind the one still being wagered.
    app.current.clock.set('2026-03-01T22:00:00.000Z');
    expect(bonusOf(await player.post('/rest/bonuses/daily/apply/')).status).toBe('waiting');
    expect((await bonusRows(app.current, player.id)).map((row) => row.sourceRef)).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(await ledgerSum()).toBe(0);
  });

  it('gives one bonus to two takes at once', async () => {
    const player = await newPlayer(app.current);
    const answers = await Promise.all([
      player.post('/rest/bonuses/daily/apply/'),
      player.post('/rest/bonuses/daily/apply/'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 1_000 });
  });
});

describe("a landing's no-deposit bonus", () => {
  it('is taken by its slug once per player, even by two takes at once', async () => {
    const player = await newPlayer(app.current);
    const answers = await Promise.all([
      player.post('/rest/bonuses/nodeposit/apply/', { slug: 'landing-100' }),
      player.post('/rest/bonuses/nodeposit/apply/', { slug: 'landing-100' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    refusedWith(
      await player.post('/rest/bonuses/nodeposit/apply/', { slug: 'landing-100' }),
      409,
      'bonus_already_taken',
    );
    expect(await bonusRows(app.current, player.id)).toEqual([
      expect.objectContaining({ source: 'landing', amount: 10_000, status: 'applied' }),
    ]);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 10_000 });
    expect(await ledgerSum()).toBe(0);
  });

  it("is refused for a slug no landing gives: unknown, another kind, or a promo code's bonus", async () => {
    const player = await newPlayer(app.current);
    for (const slug of ['no-such-bonus', 'welcome-100', 'welcome-50-no-deposit', 'daily-10']) {
      refusedWith(
        await player.post('/rest/bonuses/nodeposit/apply/', { slug }),
        404,
        'landing_bonus_unknown',
      );
    }
    refusedWith(
      await player.post('/rest/bonuses/nodeposit/apply/', { slug: 'Bad Slug' }),
      422,
      'validation_failed',
    );
    expect(await bonusRows(app.current, player.id)).toEqual([]);
  });
});

describe('the welcome chain', () => {
  it("lists its steps, marks the taken one done and leaves the rest in the player's welcome package", async () => {
    const player = await newPlayer(app.current);
    const steps = async () =>
      welcomePackResponseSchema.parse((await player.get('/rest/bonuses/welcome-pack/')).json()).data;
    const first = await steps();
    const welcome = await templateId(app.current, 'welcome-100');
    const reload = await templateId(app.current, 'reload-50');
    expect(first.filter((step) => [welcome, reload].includes(step.bonus.id))).toEqual([
      expect.objectContaining({ step: 1, done: false, bonus: expect.objectContaining({ id: welcome }) }),
      expect.objectContaining({ step: 2, done: false, bonus: expect.objectContaining({ id: reload }) }),
    ]);
    const moneyOf = (list: typeof first) =>
      list
        .filter((step) => !step.done && !step.bonus.freeSpins)
        .reduce((sum, step) => sum + (step.bonus.terms.maxAmount ?? step.bonus.terms.fixedAmount ?? 0), 0);
    expect((await stateOf(player)).welcomePackage).toMatchObject({
      moneyAmount: moneyOf(first),
      currency: 'UAH',
    });

    await deposit(app.current, player, 10_000, welcome);
    await relay(app.current);
    const second = await steps();
    expect(second.find((step) => step.bonus.id === welcome)?.done).toBe(true);
    expect((await stateOf(player)).welcomePackage?.moneyAmount).toBe(moneyOf(first) - 1_000_000);
  });
});

describe('a birthday or daily template', () => {
  it('is refused without a time zone the runtime knows', async () => {
    await expect(addTemplate(app.current, { kind: 'daily' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(
      addTemplate(app.current, { kind: 'birthday', timeZone: 'Mars/Olympus', birthdayWindowDays: 0 }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });
});

describe('a self-excluded player', () => {
  it('is offered none of them and takes none: every call answers 444', async () => {
    const player = await newPlayer(app.current, { birthDate: '1990-03-01' });
    await excluded(player);
    const calls = [
      () => player.get('/rest/bonuses/birthday/'),
      () => player.post('/rest/bonuses/birthday/apply/'),
      () => player.post('/rest/bonuses/birthday/cancel/'),
      () => player.get('/rest/bonuses/last-daily/'),
      () => player.post('/rest/bonuses/daily/apply/'),
      () => player.post('/rest/bonuses/nodeposit/apply/', { slug: 'landing-100' }),
      () => player.get('/rest/bonuses/welcome-pack/'),
    ];
    for (const call of calls) refusedWith(await call(), 444, 'self_excluded');
    const state = await stateOf(player);
    expect(state).toMatchObject({ birthdayBonus: null, welcomePackage: null });
    expect(await bonusRows(app.current, player.id)).toEqual([]);
  });
});
