import { jackpotsStatusResponseSchema } from '@casino/contracts';
import {
  type JackpotTerms,
  jackpotAdminResponseSchema,
  jackpotListResponseSchema,
} from '@casino/contracts/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { auditedWith, fieldsOf } from '../support/operator-changes.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const JACKPOTS = '/backoffice/api/jackpots/';
const SLUG = 'slots-jackpot';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

/** 1% of stakes in two slots, ₴1,000 to start from, a ₴10 stake's chance 1 in 100,000; hryvnias only. */
function terms(changes: Partial<JackpotTerms> = {}): JackpotTerms {
  return {
    title: { uk: 'Джекпот', ru: 'Джекпот', en: 'Jackpot' },
    enabled: true,
    shareBasisPoints: 100,
    seedAmount: { UAH: 1_000_00 },
    ticketsPerMinorUnit: { UAH: 10 },
    games: ['book-of-sevens', 'hot-sevens'],
    ...changes,
  };
}

function create(operator: SignedInOperator, slug: string, jackpotTerms: JackpotTerms, reason: string) {
  return operator.call({ method: 'POST', url: JACKPOTS, payload: { slug, terms: jackpotTerms, reason } });
}

function change(operator: SignedInOperator, jackpotTerms: JackpotTerms, reason: string, slug = SLUG) {
  return operator.call({
    method: 'POST',
    url: `${JACKPOTS}${slug}/`,
    payload: { terms: jackpotTerms, reason },
  });
}

async function read() {
  return jackpotAdminResponseSchema.parse((await auditor.call({ url: `${JACKPOTS}${SLUG}/` })).json())
    .jackpot;
}

async function sitePool(currency: string) {
  const response = await callApi(app.current.app, { url: `/jackpots-status/?currency=${currency}` });
  return jackpotsStatusResponseSchema.parse(response.json()).data.jackpots.find((row) => row.slug === SLUG)
    ?.amount;
}

describe('progressive jackpots in the back office', () => {
  it('creates a jackpot with its pool opened from the seed amount, audited under the operator', async () => {
    const response = await create(marketing, SLUG, terms(), 'New slots jackpot');
    expect(response.statusCode, response.body).toBe(200);
    const { jackpot } = jackpotAdminResponseSchema.parse(response.json());
    expect(jackpot).toMatchObject({
      slug: SLUG,
      terms: terms(),
      totalTickets: 1_000_000_000,
      recentWins: [],
    });
    expect(jackpot.pools).toEqual([{ currency: 'UAH', amount: 1_000_00 }]);
    expect(await sitePool('UAH')).toBe(1_000_00);
    const [record] = await auditedWith(app.current, 'New slots jackpot');
    expect(record).toMatchObject({ action: 'jackpot.created', actorId: marketing.login, before: null });

    const list = jackpotListResponseSchema.parse((await auditor.call({ url: JACKPOTS })).json());
    expect(list.jackpots.map((row) => row.slug)).toEqual([SLUG]);
  });

  it('changes the share and seed amount while the pool keeps its money; a new currency opens its pool', async () => {
    const changed = terms({ shareBasisPoints: 250, seedAmount: { UAH: 5_000_00 } });
    const response = await change(marketing, changed, 'Bigger jackpot');
    expect(response.statusCode, response.body).toBe(200);
    expect((await read()).pools).toEqual([{ currency: 'UAH', amount: 1_000_00 }]);
    const [record] = await auditedWith(app.current, 'Bigger jackpot');
    expect(record).toMatchObject({ action: 'jackpot.changed', actorId: marketing.login });
    expect(record?.before).toMatchObject({ slug: SLUG, shareBasisPoints: 100 });
    expect(record?.after).toMatchObject({ slug: SLUG, shareBasisPoints: 250 });

    const withEuro = {
      ...changed,
      seedAmount: { UAH: 5_000_00, EUR: 100_00 },
      ticketsPerMinorUnit: { UAH: 10, EUR: 400 },
    };
    expect((await change(marketing, withEuro, 'Euro jackpot')).statusCode).toBe(200);
    expect((await change(marketing, withEuro, 'Euro jackpot again')).statusCode).toBe(200);
    expect((await read()).pools).toEqual([
      { currency: 'UAH', amount: 1_000_00 },
      { currency: 'EUR', amount: 100_00 },
    ]);
    expect(await sitePool('EUR')).toBe(100_00);
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const before = await read();
    const broken = terms({
      title: { uk: 'Джекпот', ru: 'Джекпот', en: '' },
      seedAmount: { UAH: 1_000_00, USD: 25_00 },
      ticketsPerMinorUnit: { UAH: 10, RUB: 5 },
      games: ['hot-sevens', 'hot-sevens', 'no-such-game'],
    });
    expect(fieldsOf(await change(marketing, broken, 'Broken jackpot'))).toEqual({
      'terms.title.en': 'write it in every language',
      'terms.ticketsPerMinorUnit.USD': 'give both the seed amount and the odds',
      'terms.seedAmount.RUB': 'give both the seed amount and the odds',
      'terms.games': 'listed twice: hot-sevens',
    });
    expect(
      fieldsOf(await change(marketing, terms({ seedAmount: {}, ticketsPerMinorUnit: {} }), 'Broken jackpot')),
    ).toEqual({
      'terms.seedAmount': 'run it in at least one currency',
    });
    expect(fieldsOf(await create(marketing, SLUG, terms(), 'Broken jackpot'))).toEqual({
      slug: 'another jackpot has this slug',
    });
    const huge = terms({ ticketsPerMinorUnit: { UAH: 1_000_000_001 }, shareBasisPoints: 0 });
    expect((await change(marketing, huge, 'Broken jackpot')).statusCode).toBe(422);
    refusedWith(await change(marketing, terms(), 'Broken jackpot', 'no-such'), 404, 'not_found');
    refusedWith(await auditor.call({ url: `${JACKPOTS}no-such/` }), 404, 'not_found');
    expect(await read()).toEqual(before);
    expect(await auditedWith(app.current, 'Broken jackpot')).toEqual([]);
  });

  it('refuses a change or a new jackpot from an operator who may only read promotions', async () => {
    refusedWith(await create(auditor, 'auditors', terms(), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await change(support, terms(), 'Support tries'), 403, 'operator_forbidden');
    refusedWith(await support.call({ url: JACKPOTS }), 403, 'operator_forbidden');
    expect(await auditedWith(app.current, 'Auditor tries')).toEqual([]);
  });
});
