import { type DiceActivityTerms, diceParticipantResponseSchema } from '@casino/contracts';
import { diceActivityListResponseSchema, diceActivityResponseSchema } from '@casino/contracts/backoffice';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { diceActivities } from '../../src/modules/chance/chance.schema.ts';
import { seedDiceActivities } from '../../src/modules/chance/dice/dice.seed.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const DICE = '/backoffice/api/dice/';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  await seedDiceActivities(app.current.database.db, app.current.clock);
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

/** The weekly dice as the console's form sends it: five throws a week, ₴300 on a 7. */
function weekly(changes: Partial<DiceActivityTerms> = {}): DiceActivityTerms {
  return {
    title: { uk: 'Кості тижня', ru: 'Кости недели', en: 'Dice of the week' },
    enabled: true,
    maxTries: 5,
    depositsForTry: 2,
    minDeposit: everywhere(200_00),
    prizes: [{ sector: 7, prize: { type: 'money', amounts: everywhere(300_00) } }],
    ...changes,
  };
}

/** The daily dice: one free throw, free spins on a 2. */
function daily(changes: Partial<DiceActivityTerms> = {}): DiceActivityTerms {
  return {
    title: { uk: 'Щоденні кості', ru: 'Ежедневные кости', en: 'Daily dice' },
    enabled: true,
    maxTries: 1,
    depositsForTry: 0,
    minDeposit: {},
    prizes: [{ sector: 2, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } }],
    ...changes,
  };
}

function change(operator: SignedInOperator, kind: string, terms: DiceActivityTerms, reason: string) {
  return operator.call({ method: 'POST', url: `${DICE}${kind}/`, payload: { terms, reason } });
}

function fieldsOf(response: { statusCode: number; body: string; json(): { error: { fields: object } } }) {
  expect(response.statusCode, response.body).toBe(422);
  return response.json().error.fields;
}

async function rowOf(kind: 'daily-dice' | 'weekly-dice') {
  const [row] = await app.current.database.db
    .select()
    .from(diceActivities)
    .where(eq(diceActivities.kind, kind));
  return row;
}

async function auditedWith(reason: string) {
  return app.current.database.db.select().from(auditEvents).where(eq(auditEvents.reason, reason));
}

describe('dice activities in the back office', () => {
  it('lists both activities with their terms and each sector’s chance, to whoever reads promotions', async () => {
    const response = await auditor.call({ url: DICE });
    expect(response.statusCode, response.body).toBe(200);
    const list = diceActivityListResponseSchema.parse(response.json());
    expect(list.activities.map((activity) => activity.kind)).toEqual(['daily-dice', 'weekly-dice']);
    expect(list.activities[1]?.terms).toMatchObject({ maxTries: 7, depositsForTry: 1 });
    expect(list.odds.map((row) => row.pairs)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);

    refusedWith(await support.call({ url: DICE }), 403, 'operator_forbidden');
  });

  it('changes the weekly dice, audited under the operator, and the site shows it at once', async () => {
    const before = await rowOf('weekly-dice');
    app.current.clock.advance(60_000);
    const response = await change(marketing, 'weekly-dice', weekly(), 'Bigger weekly prize');
    expect(response.statusCode, response.body).toBe(200);
    const { activity } = diceActivityResponseSchema.parse(response.json());
    expect(activity).toMatchObject({ kind: 'weekly-dice', terms: weekly() });
    expect(activity.updatedAt).toBe(app.current.clock.now().toISOString());

    const [record] = await auditedWith('Bigger weekly prize');
    expect(record).toMatchObject({ action: 'dice.changed', actorKind: 'operator', actorId: marketing.login });
    expect(record?.before).toMatchObject({
      kind: 'weekly-dice',
      maxTries: before?.maxTries,
      prizes: before?.prizes,
    });
    expect(record?.after).toMatchObject({ kind: 'weekly-dice', ...weekly() });

    const shown = await callApi(app.current.app, { url: '/rest/daily-activities/participant/?lang=en' });
    expect(shown.statusCode, shown.body).toBe(200);
    const dice = diceParticipantResponseSchema.parse(shown.json()).data['weekly-dice'];
    expect(dice).toMatchObject({ title: 'Dice of the week', maxTries: 5, depositsForTry: 2 });
    expect(dice?.odds.find((row) => row.sector === 7)?.prize).toMatchObject({
      type: 'money',
      amount: 300_00,
    });
    // Six of 36 throws land on a 7.
    expect(dice?.expectedMoney).toBe(Math.floor((6 * 300_00) / 36));
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const before = await rowOf('daily-dice');
    const broken = daily({
      title: { uk: 'Кості', ru: 'Кости', en: ' ' },
      maxTries: 2,
      depositsForTry: 1,
      minDeposit: { UAH: 100_00, USD: 3_00, EUR: 3_00 },
      prizes: [
        { sector: 2, prize: { type: 'bonus_fs', templateSlug: 'no-such-bonus' } },
        { sector: 2, prize: { type: 'coins', count: 10 } },
        { sector: 12, prize: { type: 'money', amounts: { UAH: 500_00, USD: 12_00, RUB: 1000_00 } } },
        { sector: 11, prize: { type: 'loot_box', campaignId: 'no-such-box' } },
      ],
    });
    const response = await change(marketing, 'daily-dice', broken, 'Broken daily terms');
    expect(fieldsOf(response)).toEqual({
      'terms.title.en': 'write it in every language',
      'terms.maxTries': 'the daily dice has 1 throw a day',
      'terms.minDeposit.RUB': 'required when deposits earn throws',
      'terms.prizes.1.sector': 'sector 2 has a prize already',
      'terms.prizes.2.prize.amounts.EUR': 'give the amount in every currency',
      'terms.prizes.0.prize.templateSlug': 'no bonus template no-such-bonus',
      'terms.prizes.3.prize.campaignId': 'no loot-box campaign no-such-box',
    });

    const offSeven = await change(
      marketing,
      'weekly-dice',
      weekly({ prizes: [{ sector: 6, prize: { type: 'coins', count: 5 } }] }),
      'Broken weekly terms',
    );
    expect(fieldsOf(offSeven)).toEqual({ 'terms.prizes.0.sector': 'the weekly dice pays on a 7 only' });

    const outside = await change(
      marketing,
      'daily-dice',
      daily({ prizes: [{ sector: 13, prize: { type: 'coins', count: 5 } }], maxTries: 8 }),
      'Broken daily terms',
    );
    expect(Object.keys(fieldsOf(outside)).sort()).toEqual(['terms.maxTries', 'terms.prizes.0.sector']);

    expect(await rowOf('daily-dice')).toEqual(before);
    expect(await auditedWith('Broken daily terms')).toEqual([]);
    expect(await auditedWith('Broken weekly terms')).toEqual([]);
  });

  it('refuses a change from an operator who may only read promotions, before reading it', async () => {
    const before = await rowOf('daily-dice');
    refusedWith(await change(auditor, 'daily-dice', daily(), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await change(support, 'daily-dice', daily(), 'Support tries'), 403, 'operator_forbidden');
    expect(await rowOf('daily-dice')).toEqual(before);
    expect(await auditedWith('Auditor tries')).toEqual([]);
  });
});
