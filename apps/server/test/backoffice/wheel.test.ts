import { type WheelTerms, wheelSegmentsResponseSchema } from '@casino/contracts';
import { wheelAdminResponseSchema, wheelListResponseSchema } from '@casino/contracts/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWheels } from '../../src/modules/chance/wheel/wheel.seed.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { auditedWith, fieldsOf } from '../support/operator-changes.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const WHEELS = '/backoffice/api/wheels/';
const SLUG = 'daily-wheel';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  await seedWheels(app.current.database.db, app.current.clock);
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

/** Two segments: ₴100 once in four spins, nothing otherwise. */
function terms(changes: Partial<WheelTerms> = {}): WheelTerms {
  return {
    title: { uk: 'Колесо', ru: 'Колесо', en: 'The wheel' },
    enabled: true,
    guest: true,
    dailyFreeSpin: true,
    depositsForSpin: 0,
    minDeposit: {},
    maxSpins: 2,
    segments: [
      { label: null, prize: { type: 'money', amounts: everywhere(100_00) }, weight: 1 },
      { label: { uk: 'Ні', ru: 'Нет', en: 'No' }, prize: { type: 'none' }, weight: 3 },
    ],
    ...changes,
  };
}

function change(operator: SignedInOperator, wheelTerms: WheelTerms, reason: string, slug = SLUG) {
  return operator.call({ method: 'POST', url: `${WHEELS}${slug}/`, payload: { terms: wheelTerms, reason } });
}

async function read(slug = SLUG) {
  return wheelAdminResponseSchema.parse((await auditor.call({ url: `${WHEELS}${slug}/` })).json()).wheel;
}

describe('wheels of fortune in the back office', () => {
  it('lists and reads the wheels with their segments, to whoever reads promotions', async () => {
    const list = await auditor.call({ url: WHEELS });
    expect(list.statusCode, list.body).toBe(200);
    expect(wheelListResponseSchema.parse(list.json()).wheels.map((wheel) => wheel.slug)).toEqual([SLUG]);
    expect((await read()).terms.segments).toHaveLength(10);
    refusedWith(await auditor.call({ url: `${WHEELS}no-such/` }), 404, 'wheel_not_found');
    refusedWith(await support.call({ url: WHEELS }), 403, 'operator_forbidden');
    refusedWith(await support.call({ url: `${WHEELS}${SLUG}/` }), 403, 'operator_forbidden');
  });

  it('changes the segments, audited under the operator, and the site publishes the new odds at once', async () => {
    const before = await read();
    const response = await change(marketing, terms(), 'Simpler wheel');
    expect(response.statusCode, response.body).toBe(200);
    expect(wheelAdminResponseSchema.parse(response.json()).wheel.terms).toEqual(terms());
    const [record] = await auditedWith(app.current, 'Simpler wheel');
    expect(record).toMatchObject({
      action: 'wheel.changed',
      actorKind: 'operator',
      actorId: marketing.login,
    });
    expect(record?.before).toMatchObject({ slug: SLUG, segments: before.terms.segments });
    expect(record?.after).toMatchObject({ slug: SLUG, ...terms() });
    const site = await callApi(app.current.app, { url: `/rest/wheel-of-fortune/segments/?slug=${SLUG}` });
    const published = wheelSegmentsResponseSchema.parse(site.json()).data;
    expect(published.segments.map((segment) => segment.weight)).toEqual([1, 3]);
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const before = await read();
    const broken = terms({
      title: { uk: 'Колесо', ru: '', en: 'The wheel' },
      dailyFreeSpin: false,
      segments: [
        {
          label: { uk: 'Так', ru: '', en: 'Yes' },
          prize: { type: 'money', amounts: { UAH: 100_00 } },
          weight: 1,
        },
        { label: null, prize: { type: 'bonus_fs', templateSlug: 'no-such-bonus' }, weight: 1 },
      ],
    });
    expect(fieldsOf(await change(marketing, broken, 'Broken wheel'))).toEqual({
      'terms.title.ru': 'write it in every language',
      'terms.depositsForSpin': 'give a free spin a day, or spins for deposits',
      'terms.segments.0.label.ru': 'write it in every language',
      'terms.segments.0.prize.amounts.USD': 'give the amount in every currency',
      'terms.segments.0.prize.amounts.EUR': 'give the amount in every currency',
      'terms.segments.0.prize.amounts.RUB': 'give the amount in every currency',
      'terms.segments.1.prize.templateSlug': 'no bonus template no-such-bonus',
    });
    const deposits = terms({ depositsForSpin: 1, minDeposit: { UAH: 100_00 } });
    expect(Object.keys(fieldsOf(await change(marketing, deposits, 'Broken wheel')))).toEqual([
      'terms.minDeposit.USD',
      'terms.minDeposit.EUR',
      'terms.minDeposit.RUB',
    ]);
    const huge = {
      ...terms(),
      maxSpins: 1e9,
      segments: [{ label: null, prize: { type: 'none' }, weight: 'x' }],
    };
    expect((await change(marketing, huge as unknown as WheelTerms, 'Broken wheel')).statusCode).toBe(422);
    refusedWith(await change(marketing, terms(), 'No such wheel', 'no-such'), 404, 'wheel_not_found');
    expect(await read()).toEqual(before);
    expect(await auditedWith(app.current, 'Broken wheel')).toEqual([]);
  });

  it('refuses a change from an operator who may only read promotions', async () => {
    const before = await read();
    refusedWith(await change(auditor, terms({ maxSpins: 1 }), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await change(support, terms({ maxSpins: 1 }), 'Support tries'), 403, 'operator_forbidden');
    expect(await read()).toEqual(before);
    expect(await auditedWith(app.current, 'Auditor tries')).toEqual([]);
  });
});
