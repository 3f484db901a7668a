import {
  bonusAmountResponseSchema,
  bonusAmountsResponseSchema,
  bonusListResponseSchema,
  bonusResponseSchema,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { fund } from '../games/support/wallet-api.ts';
import {
  addTemplate,
  apply,
  balances,
  bonusesTestApp,
  bonusMessagesOf,
  bonusOf,
  bonusRow,
  bonusRows,
  bonusTransfersOf,
  daysLater,
  deposit,
  eventsOf,
  listOf,
  newPlayer,
  refusedWith,
  relay,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

describe('the bonuses page', () => {
  it("shows the bonuses' texts in the page's language when the call names one, else in the player's", async () => {
    const player = await newPlayer(app.current, { language: 'en', currency: 'USD' });
    const welcome = await templateId(app.current, 'welcome-100');
    const titleIn = async (query: string) =>
      bonusListResponseSchema
        .parse((await player.get(`/rest/bonuses/${query}`)).json())
        .data.available.find((bonus) => bonus.id === welcome)?.title;
    expect(await titleIn('')).toBe('Welcome bonus 100%');
    expect(await titleIn('?lang=uk')).toBe('Вітальний бонус 100%');
    const chosen = bonusResponseSchema.parse(
      (await player.get(`/rest/bonus/${welcome}/apply/?lang=ru`)).json(),
    );
    expect(chosen.data.title).toBe('Приветственный бонус 100%');
  });

  it('offers a new player every listed bonus for a new player in their language and currency', async () => {
    const player = await newPlayer(app.current, { language: 'en', currency: 'USD' });
    const list = await listOf(player);
    expect(list.active).toBeNull();
    expect(list.queued).toEqual([]);
    expect(list.history).toEqual([]);
    // Highest priority first; templates of other tests may follow. The reload waits for a first deposit.
    const slugs = ['welcome-100', 'welcome-50-no-deposit'];
    const ids = await Promise.all(slugs.map((slug) => templateId(app.current, slug)));
    expect(list.available.slice(0, 2).map((bonus) => bonus.id)).toEqual(ids);
    expect(list.available.map((bonus) => bonus.id)).not.toContain(await templateId(app.current, 'reload-50'));
    const [welcome, noDeposit] = list.available;
    expect(welcome).toMatchObject({
      playerBonusId: null,
      type: 'deposit',
      title: 'Welcome bonus 100%',
      status: 'init',
      currency: 'USD',
      depositSumLimits: { min: 300, max: null },
      amount_min: 300,
      terms: {
        percent: 100,
        maxAmount: 25_000,
        wageringMultiplier: 10,
        maxBet: 600,
        maxConversion: 50_000,
        validityDays: 7,
        depositRule: 'first',
        contributions: { 'video-slot': 100, roulette: 10, live: 0 },
      },
      amount: null,
      wagering: null,
    });
    expect(noDeposit).toMatchObject({
      type: 'no_deposit',
      promoCode: 'WELCOME50',
      terms: { fixedAmount: 150 },
    });
  });

  it('offers the first-deposit bonus until the first deposit, and the next-deposit bonus from then on', async () => {
    const player = await newPlayer(app.current);
    const [welcome, reload] = await Promise.all(
      ['welcome-100', 'reload-50'].map((slug) => templateId(app.current, slug)),
    );
    const offered = async () => (await listOf(player)).available.map((bonus) => bonus.id);
    expect(await offered()).toContain(welcome);
    expect(await offered()).not.toContain(reload);
    await deposit(app.current, player, 20_000);
    expect(await offered()).not.toContain(welcome);
    expect(await offered()).toContain(reload);
  });

  it('lists the sportsbook tab apart: no casino bonus shows there', async () => {
    const player = await newPlayer(app.current);
    const sportId = await addTemplate(app.current, { category: 'sport' });
    const sport = await listOf(player, '?tab=sport');
    expect(sport.available.map((bonus) => bonus.id)).toContain(sportId);
    expect(sport.available.every((bonus) => bonus.category === 'sport')).toBe(true);
    expect((await listOf(player)).available.map((bonus) => bonus.id)).not.toContain(sportId);
  });

  it('leaves out offers for another brand, another currency, not started or ended, and hidden ones', async () => {
    const player = await newPlayer(app.current);
    const now = app.current.clock.now().getTime();
    const elsewhere = await addTemplate(app.current, {
      eligibility: {
        brands: ['vlk'],
        currencies: [],
        maxBalanceForActivation: {},
        daysSinceLastDeposit: null,
      },
    });
    const dollarsOnly = await addTemplate(app.current, {
      eligibility: {
        brands: [],
        currencies: ['USD'],
        maxBalanceForActivation: {},
        daysSinceLastDeposit: null,
      },
    });
    const notYet = await addTemplate(app.current, { startsAt: new Date(now + 60_000) });
    const over = await addTemplate(app.current, { endsAt: new Date(now - 60_000) });
    const hidden = await addTemplate(app.current);
    const hiding = await player.post(`/rest/bonus/${hidden}/hide/`);
    expect(hiding.statusCode, hiding.body).toBe(200);
    const offered = (await listOf(player)).available.map((bonus) => bonus.id);
    for (const id of [elsewhere, dollarsOnly, notYet, over, hidden]) expect(offered).not.toContain(id);
    for (const id of [elsewhere, dollarsOnly, notYet, over]) {
      refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_not_available');
    }
    refusedWith(await player.post('/rest/bonus/999999/hide/'), 404, 'bonus_not_found');
  });
});

describe('taking a bonus', () => {
  it('grants a no-deposit bonus at once: its money on the bonus balance, wagering asked, an expiry', async () => {
    const player = await newPlayer(app.current);
    const id = await templateId(app.current, 'welcome-50-no-deposit');
    const taken = await apply(player, id);
    expect(taken).toMatchObject({
      id,
      status: 'applied',
      amount: 5_000,
      balance: 5_000,
      wagering: { required: 15_000, wagered: 0, percent: 0 },
      terms: { maxBet: 2_500, maxConversion: 50_000 },
      expiresAt: new Date(app.current.clock.now().getTime() + 3 * 24 * 3600_000).toISOString(),
    });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 5_000 });
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_grant')).toEqual([
      { key: `bonus:${taken.playerBonusId}:grant`, amount: 5_000 },
    ]);
    // Written with the grant's transfer, which names itself in it.
    expect(await eventsOf(app.current, player.id, 'BonusStatusChanged')).toEqual([
      {
        transferId: expect.any(Number),
        playerBonusId: taken.playerBonusId,
        bonusId: id,
        kind: 'no_deposit',
        category: 'casino',
        status: 'applied',
        previousStatus: null,
        outcome: null,
        currency: 'UAH',
        amount: 5_000,
        convertedAmount: 0,
      },
    ]);
    const list = await listOf(player);
    expect(list.active?.playerBonusId).toBe(taken.playerBonusId);
    expect(list.available.map((bonus) => bonus.id)).not.toContain(id);
    refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_already_taken');
  });

  it('queues a second money bonus with no money until the active one closes, then activates it', async () => {
    const player = await newPlayer(app.current);
    const first = await apply(player, await addTemplate(app.current));
    const second = await apply(player, await addTemplate(app.current, { fixedAmount: { UAH: 7_000 } }));
    expect(second).toMatchObject({ status: 'waiting', amount: 7_000, balance: null, expiresAt: null });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 10_000 });
    expect((await listOf(player)).queued.map((bonus) => bonus.playerBonusId)).toEqual([second.playerBonusId]);

    const canceled = bonusOf(await player.delete(`/rest/bonuses/revokebonus/${first.playerBonusId}/`));
    expect(canceled).toMatchObject({ status: 'canceled', outcome: 'forfeited' });
    const list = await listOf(player);
    expect(list.active).toMatchObject({
      playerBonusId: second.playerBonusId,
      status: 'applied',
      balance: 7_000,
    });
    expect(list.queued).toEqual([]);
    expect(list.history.map((bonus) => bonus.playerBonusId)).toEqual([first.playerBonusId]);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 7_000 });
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_forfeit')).toEqual([
      { key: `bonus:${first.playerBonusId}:forfeit`, amount: 10_000 },
    ]);
    await relay(app.current);
    expect(bonusMessagesOf(app.current, player.id).map(({ action, data }) => [action, data])).toEqual([
      ['applied', expect.objectContaining({ playerBonusId: first.playerBonusId, amount: 10_000 })],
      ['assigned', expect.objectContaining({ playerBonusId: second.playerBonusId, status: 'waiting' })],
      ['canceled', expect.objectContaining({ playerBonusId: first.playerBonusId, status: 'canceled' })],
      ['applied', expect.objectContaining({ playerBonusId: second.playerBonusId, currency: 'UAH' })],
    ]);
  });

  it('chooses a deposit bonus for the next deposit: `init`, no money, queued and no longer offered', async () => {
    const player = await newPlayer(app.current);
    const id = await templateId(app.current, 'welcome-100');
    const chosen = await apply(player, id);
    expect(chosen).toMatchObject({ id, status: 'init', amount: 0, balance: null, wagering: null });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 0 });
    const list = await listOf(player);
    expect(list.queued).toEqual([
      expect.objectContaining({ id, playerBonusId: chosen.playerBonusId, status: 'init' }),
    ]);
    expect(list.available.map((bonus) => bonus.id)).not.toContain(id);
    refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_already_taken');
  });

  it('lets one of two takes at once win', async () => {
    const player = await newPlayer(app.current);
    const id = await addTemplate(app.current);
    const answers = await Promise.all([0, 1].map(() => player.get(`/rest/bonus/${id}/apply/`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe(
      'bonus_already_taken',
    );
    expect(await bonusRows(app.current, player.id)).toHaveLength(1);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 10_000 });
  });

  it('refuses an unknown, inactive or code-only bonus as not found', async () => {
    const player = await newPlayer(app.current);
    const inactive = await addTemplate(app.current, { active: false });
    const codeOnly = await addTemplate(app.current, { listed: false, promoCode: 'ONLYBYCODE' });
    for (const id of [999_999, inactive, codeOnly]) {
      refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 404, 'bonus_not_found');
    }
    expect(await bonusRows(app.current, player.id)).toEqual([]);
  });

  it('refuses above the balance limit, naming the limit beside the error', async () => {
    const player = await newPlayer(app.current);
    const id = await addTemplate(app.current, {
      eligibility: {
        brands: [],
        currencies: [],
        maxBalanceForActivation: { UAH: 10_000 },
        daysSinceLastDeposit: null,
      },
    });
    await fund(app.current, player.id, 10_001);
    const body = refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_balance_too_high');
    expect(body).toMatchObject({ success: false, max_balance_for_activation: 10_000 });
    expect(await bonusRows(app.current, player.id)).toEqual([]);
  });

  it('refuses without a deposit in the days the bonus asks, naming them beside the error', async () => {
    const player = await newPlayer(app.current);
    const id = await addTemplate(app.current, {
      eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: 7 },
    });
    const body = refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_requires_deposit');
    expect(body).toMatchObject({ days_since_last_deposit: 7 });
    await deposit(app.current, player, 20_000);
    daysLater(app.current, 8);
    refusedWith(await player.get(`/rest/bonus/${id}/apply/`), 409, 'bonus_requires_deposit');
    await deposit(app.current, player, 20_000);
    expect((await apply(player, id)).status).toBe('applied');
  });
});

describe('canceling a bonus', () => {
  it('forfeits exactly the bonus balance of an active bonus and keeps real money', async () => {
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 30_000);
    const taken = await apply(player, await addTemplate(app.current));
    const canceled = bonusOf(await player.delete(`/rest/bonuses/revokebonus/${taken.playerBonusId}/`));
    expect(canceled).toMatchObject({ status: 'canceled', outcome: 'forfeited', balance: null });
    expect(await balances(app.current, player.id)).toEqual({ real: 30_000, bonus: 0 });
    const [row] = await bonusRows(app.current, player.id);
    expect(row).toMatchObject({ status: 'canceled', forfeitedAmount: 10_000, closedAt: expect.any(Date) });
  });

  it('cancels a chosen deposit bonus without moving money, and refuses to cancel it twice', async () => {
    const player = await newPlayer(app.current);
    const chosen = await apply(player, await templateId(app.current, 'welcome-100'));
    const url = `/rest/bonuses/revokebonus/${chosen.playerBonusId}/`;
    expect(bonusOf(await player.delete(url))).toMatchObject({ status: 'canceled', amount: 0 });
    refusedWith(await player.delete(url), 409, 'bonus_not_cancelable');
    expect(await bonusTransfersOf(app.current, player.id, 'bonus_forfeit')).toEqual([]);
  });

  it("answers another player's bonus id as not found and leaves it alone", async () => {
    const owner = await newPlayer(app.current);
    const stranger = await newPlayer(app.current);
    const taken = await apply(owner, await addTemplate(app.current));
    refusedWith(
      await stranger.delete(`/rest/bonuses/revokebonus/${taken.playerBonusId}/`),
      404,
      'bonus_not_found',
    );
    refusedWith(await stranger.delete('/rest/bonuses/revokebonus/987654/'), 404, 'bonus_not_found');
    expect((await bonusRows(app.current, owner.id))[0]?.status).toBe('applied');
    expect(await balances(app.current, owner.id)).toEqual({ real: 0, bonus: 10_000 });
  });
});

describe('the cash desk bonus choice', () => {
  it('names each deposit bonus an amount qualifies for, with what it would bring', async () => {
    const player = await newPlayer(app.current);
    const welcome = await templateId(app.current, 'welcome-100');
    const reload = await templateId(app.current, 'reload-50');
    const amounts = async (amount: number) => {
      const response = await player.get(`/rest/cash/bonus-amounts/?amount=${amount}`);
      expect(response.statusCode, response.body).toBe(200);
      return bonusAmountsResponseSchema.parse(response.json()).data.bonuses;
    };
    // A first deposit: the welcome bonus, up to its cap; below its minimum, nothing.
    const first = await amounts(2_000_000);
    expect(first.find(({ bonus }) => bonus.id === reload)).toBeUndefined();
    expect(first.find(({ bonus }) => bonus.id === welcome)?.calculationFields).toEqual({
      depositAmount: 2_000_000,
      bonusAmount: 1_000_000,
      wageringRequired: 10_000_000,
      maxConversion: 2_000_000,
    });
    expect(await amounts(9_999)).toEqual([]);
    const one = await player.get(`/rest/cash/bonus-amount/${welcome}/?amount=50000`);
    expect(bonusAmountResponseSchema.parse(one.json()).data.bonus).toEqual({
      id: welcome,
      calculationFields: {
        depositAmount: 50_000,
        bonusAmount: 50_000,
        wageringRequired: 500_000,
        maxConversion: 2_000_000,
      },
    });
    refusedWith(
      await player.get(`/rest/cash/bonus-amount/${welcome}/?amount=9999`),
      409,
      'bonus_not_available',
    );
    // The next-deposit bonus is not on offer before the first deposit.
    refusedWith(await player.get(`/rest/cash/bonus-amount/${reload}/?amount=50000`), 404, 'bonus_not_found');
    refusedWith(await player.get('/rest/cash/bonus-amount/999999/?amount=50000'), 404, 'bonus_not_found');

    // After a first deposit the reload is for the next one, and the welcome bonus no longer is.
    await deposit(app.current, player, 20_000);
    const next = await amounts(20_000);
    expect(next.map(({ bonus }) => bonus.id)).toEqual([reload]);
    expect(next[0]?.calculationFields).toMatchObject({ bonusAmount: 10_000, wageringRequired: 100_000 });
  });

  it("counts the player's own chosen bonus, a promo code's among them", async () => {
    const player = await newPlayer(app.current);
    const codeOnly = await addTemplate(app.current, {
      kind: 'deposit',
      listed: false,
      promoCode: 'DEPOSIT25',
      percent: 25,
      fixedAmount: {},
      minDeposit: { UAH: 10_000 },
      depositRule: 'any',
    });
    const before = await player.get('/rest/cash/bonus-amounts/?amount=40000');
    expect(before.json().data.bonuses.map(({ bonus }: { bonus: { id: number } }) => bonus.id)).not.toContain(
      codeOnly,
    );
    const chosen = bonusOf(await player.get('/rest/promo-codes/apply/deposit25/'));
    const after = await player.get('/rest/cash/bonus-amounts/?amount=40000');
    expect(after.json().data.bonuses).toContainEqual({
      bonus: expect.objectContaining({ id: codeOnly, playerBonusId: chosen.playerBonusId, status: 'init' }),
      calculationFields: {
        depositAmount: 40_000,
        bonusAmount: 10_000,
        wageringRequired: 20_000,
        maxConversion: null,
      },
    });
  });
});

describe('templates', () => {
  it('refuses a wagering multiplier above the configured maximum where templates are written', async () => {
    await expect(addTemplate(app.current, { wageringMultiplier: 11 })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { wageringMultiplier: 'must be at most 10' },
    });
    await expect(addTemplate(app.current, { wageringMultiplier: 10 })).resolves.toEqual(expect.any(Number));
  });

  it('reads the maximum from BONUS_MAX_WAGERING_MULTIPLIER, 10 unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).bonusMaxWageringMultiplier).toBe(10);
    expect(
      loadConfig({ NODE_ENV: 'test', BONUS_MAX_WAGERING_MULTIPLIER: '35' }).bonusMaxWageringMultiplier,
    ).toBe(35);
    expect(() => loadConfig({ BONUS_MAX_WAGERING_MULTIPLIER: 'many' })).toThrow(
      /BONUS_MAX_WAGERING_MULTIPLIER/,
    );
    expect(() => loadConfig({ BONUS_MAX_WAGERING_MULTIPLIER: '201' })).toThrow(/at most 200/);
  });
});

describe('a self-excluded player', () => {
  it('is offered nothing and takes nothing: every bonus call answers 444', async () => {
    const player = await newPlayer(app.current);
    const taken = await apply(player, await addTemplate(app.current));
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const id = await addTemplate(app.current);
    const calls = [
      () => player.get('/rest/bonuses/'),
      () => player.get(`/rest/bonus/${id}/apply/`),
      () => player.post(`/rest/bonus/${id}/hide/`),
      () => player.delete(`/rest/bonuses/revokebonus/${taken.playerBonusId}/`),
      () => player.get('/rest/promo-codes/validate/WELCOME50/'),
      () => player.get('/rest/promo-codes/apply/WELCOME50/'),
      () => player.get('/rest/cash/bonus-amounts/?amount=50000'),
      () => player.get(`/rest/cash/bonus-amount/${id}/?amount=50000`),
    ];
    for (const call of calls) refusedWith(await call(), 444, 'self_excluded');
    expect(await bonusRows(app.current, player.id)).toHaveLength(1);
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 10_000 });
  });

  it('is told of no bonus by push while excluded, though its bonus still expires', async () => {
    const player = await newPlayer(app.current);
    const taken = await apply(player, await addTemplate(app.current, { validityDays: 1 }));
    await relay(app.current);
    expect(bonusMessagesOf(app.current, player.id).map((message) => message.action)).toEqual(['applied']);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '7d' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    daysLater(app.current, 1);
    await app.current.app.jobs.runNow('bonus-expiry');
    await relay(app.current);
    expect((await bonusRow(app.current, taken.playerBonusId as number)).status).toBe('expired');
    expect(bonusMessagesOf(app.current, player.id).map((message) => message.action)).toEqual(['applied']);
  });
});
