import { type LotteryTerms, lotteryResponseSchema } from '@casino/contracts';
import { lotteryAdminResponseSchema, lotteryListResponseSchema } from '@casino/contracts/backoffice';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { lotteries } from '../../src/modules/chance/lottery/lottery.schema.ts';
import { DEMO_LOTTERY_SLUG, DEMO_LOTTERY_TERMS } from '../../src/modules/chance/lottery/lottery.seed.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const LOTTERIES = '/backoffice/api/lotteries/';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  await app.current.database.db.insert(lotteries).values({
    slug: DEMO_LOTTERY_SLUG,
    ...DEMO_LOTTERY_TERMS,
    position: 0,
    updatedAt: app.current.clock.now(),
  });
  await app.current.app.jobs.runNow('lottery-draws');
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

function change(operator: SignedInOperator, terms: LotteryTerms, reason: string, slug = DEMO_LOTTERY_SLUG) {
  return operator.call({ method: 'POST', url: `${LOTTERIES}${slug}/`, payload: { terms, reason } });
}

describe('lotteries in the back office', () => {
  it('lists the lottery with its terms and its scheduled draw, to whoever reads promotions', async () => {
    const response = await auditor.call({ url: LOTTERIES });
    expect(response.statusCode, response.body).toBe(200);
    const [lottery] = lotteryListResponseSchema.parse(response.json()).lotteries;
    expect(lottery).toMatchObject({ slug: DEMO_LOTTERY_SLUG, terms: DEMO_LOTTERY_TERMS });
    expect(lottery?.nextDraw?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    refusedWith(await support.call({ url: LOTTERIES }), 403, 'operator_forbidden');
  });

  it('changes the prices, audited under the operator, and the site sells at them at once', async () => {
    const terms: LotteryTerms = {
      ...DEMO_LOTTERY_TERMS,
      costTickets: { ...DEMO_LOTTERY_TERMS.costTickets, regular: { stars: 40, money: {} } },
    };
    refusedWith(await change(auditor, terms, 'Cheaper tickets'), 403, 'operator_forbidden');
    const response = await change(marketing, terms, 'Cheaper tickets');
    expect(response.statusCode, response.body).toBe(200);
    expect(lotteryAdminResponseSchema.parse(response.json()).lottery.terms.costTickets.regular).toEqual({
      stars: 40,
      money: {},
    });
    const [record] = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.reason, 'Cheaper tickets'));
    expect(record).toMatchObject({
      action: 'lottery.changed',
      actorKind: 'operator',
      actorId: marketing.login,
    });
    expect(record?.before).toMatchObject({ costTickets: { regular: { stars: 50 } } });
    const site = lotteryResponseSchema.parse(
      (await callApi(app.current.app, { url: '/rest/lottery/' })).json(),
    );
    expect(site.data?.costTickets.regular).toEqual({ stars: 40, money: null });
  });

  it('refuses terms that do not hold together with a message per field, nothing written', async () => {
    const [level] = DEMO_LOTTERY_TERMS.levels;
    if (!level) throw new Error('no level');
    const broken: LotteryTerms = {
      ...DEMO_LOTTERY_TERMS,
      title: { ...DEMO_LOTTERY_TERMS.title, en: ' ' },
      costTickets: { ...DEMO_LOTTERY_TERMS.costTickets, gold: { stars: 200, money: { UAH: 75_00 } } },
      levels: [
        {
          ...level,
          drawPrize: { type: 'money', amounts: { UAH: 100_00 } },
          prizes: [
            ...level.prizes.slice(1),
            { ...level.prizes[0]!, prize: { type: 'bonus_fs', templateSlug: 'nope' } },
          ],
        },
      ],
    };
    const response = await change(marketing, broken, 'Broken terms');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      'terms.title.en': 'write it in every language',
      'terms.costTickets.gold.money.USD': 'give the price in every currency',
      'terms.levels.0.drawPrize': 'give the amount in every currency',
      'terms.levels.0.prizes.3.prize.templateSlug': 'no bonus template nope',
    });
    const duplicateKinds = { ...DEMO_LOTTERY_TERMS, levels: [level, { ...level, id: 9 }] };
    expect((await change(marketing, duplicateKinds, 'Two regular levels')).statusCode).toBe(422);
    expect((await change(marketing, DEMO_LOTTERY_TERMS, 'No such lottery', 'no-such')).statusCode).toBe(404);
    const [row] = await app.current.database.db.select().from(lotteries);
    expect(row?.title.en).toBe(DEMO_LOTTERY_TERMS.title.en);
  });
});
