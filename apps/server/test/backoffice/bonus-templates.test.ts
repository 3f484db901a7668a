import { freebetListResponseSchema } from '@casino/contracts';
import {
  type BonusTemplateTerms,
  bonusTemplateListResponseSchema,
  bonusTemplateResponseSchema,
  promoCodeListResponseSchema,
} from '@casino/contracts/backoffice';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import {
  addTemplate,
  balances,
  bonusesTestApp,
  bonusOf,
  listOf,
  newPlayer,
  refusedWith,
} from '../bonuses/support/bonus-app.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';

const TEMPLATES = '/backoffice/api/promotions/bonus-templates/';
const CODES = '/backoffice/api/promotions/promo-codes/';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let support: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  support = await signInOperator(app.current, ['support']);
  auditor = await signInOperator(app.current, ['auditor']);
});

/** A no-deposit bonus of ₴75 behind a code, as the console's form sends it. */
function terms(changes: Partial<BonusTemplateTerms> = {}): BonusTemplateTerms {
  return {
    kind: 'no_deposit',
    category: 'casino',
    title: { uk: 'Осінній подарунок', ru: 'Осенний подарок', en: 'Autumn gift' },
    description: { uk: '75 ₴ без депозиту', ru: '75 ₴ без депозита', en: '₴75, no deposit needed' },
    cardType: 'no-deposit',
    externalId: null,
    promoCode: null,
    listed: true,
    percent: null,
    maxAmount: {},
    fixedAmount: { UAH: 7_500 },
    minDeposit: {},
    maxDeposit: {},
    depositRule: null,
    wageringMultiplier: 5,
    wageringBase: 'bonus',
    contributions: { 'video-slot': 100 },
    maxBet: { UAH: 5_000 },
    maxConversion: { UAH: 50_000 },
    validityDays: 7,
    freeSpins: null,
    freebet: null,
    eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: null },
    startsAt: null,
    endsAt: null,
    active: true,
    priority: 500,
    timeZone: null,
    birthdayWindowDays: null,
    claimAfterDepositMinutes: null,
    welcomeStep: null,
    ...changes,
  };
}

/** A ₴50 sport free bet on singles and expresses at odds of 1.50 or more: no wagering, as a free bet asks. */
function freebetTerms(changes: Partial<BonusTemplateTerms> = {}): BonusTemplateTerms {
  return terms({
    kind: 'freebet',
    category: 'sport',
    cardType: 'freebet',
    fixedAmount: { UAH: 5_000 },
    wageringMultiplier: 0,
    contributions: {},
    maxBet: {},
    maxConversion: {},
    freebet: { minOdds: 150, betTypes: ['single', 'express'] },
    ...changes,
  });
}

let created = 0;
function uniqueSlug(): string {
  created += 1;
  return `autumn-gift-${created}`;
}

async function create(body: Record<string, unknown>, operator = marketing) {
  const response = await operator.call({ method: 'POST', url: TEMPLATES, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return bonusTemplateResponseSchema.parse(response.json()).template;
}

function fieldsOf(response: { statusCode: number; body: string; json(): { error: { fields: object } } }) {
  expect(response.statusCode, response.body).toBe(422);
  return response.json().error.fields;
}

describe('bonus templates in the back office', () => {
  it('lists every template with its takes, the demo ones included', async () => {
    const response = await auditor.call({ url: TEMPLATES });
    expect(response.statusCode, response.body).toBe(200);
    const { templates } = bonusTemplateListResponseSchema.parse(response.json());
    const welcome = templates.find((template) => template.slug === 'welcome-100');
    expect(welcome).toMatchObject({ kind: 'deposit', editable: true, taken: { all: 0, live: 0 } });
    const priorities = templates.map((template) => template.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('offers a listed template on the site at once, and an edit changes the offer for the next player', async () => {
    const slug = uniqueSlug();
    const template = await create({ slug, terms: terms(), reason: 'Autumn campaign' });
    const player = await newPlayer(app.current);
    const offered = (await listOf(player)).available.find((bonus) => bonus.id === template.id);
    expect(offered).toMatchObject({ title: 'Осінній подарунок', type: 'no_deposit' });

    const taken = bonusOf(await player.get(`/rest/bonus/${template.id}/apply/`));
    expect(taken).toMatchObject({ status: 'applied', amount: 7_500 });

    const edited = await marketing.call({
      method: 'POST',
      url: `${TEMPLATES}${template.id}/`,
      payload: { terms: terms({ fixedAmount: { UAH: 10_000 } }), reason: 'Bigger gift' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(bonusTemplateResponseSchema.parse(edited.json()).template).toMatchObject({
      taken: { all: 1, live: 1 },
      terms: { fixedAmount: { UAH: 10_000 } },
    });
    // The taken bonus keeps its terms; the next player takes the new ones.
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 7_500 });
    const next = await newPlayer(app.current);
    expect(bonusOf(await next.get(`/rest/bonus/${template.id}/apply/`))).toMatchObject({ amount: 10_000 });

    const records = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bonus_template.changed'), eq(auditEvents.reason, 'Bigger gift')));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorKind: 'operator',
      before: { slug, fixedAmount: { UAH: 7_500 } },
    });
    expect(records[0]?.after).toMatchObject({ fixedAmount: { UAH: 10_000 } });
  });

  it('writes a free bet’s terms, audited, and a player takes the free bet they name', async () => {
    const template = await create({ slug: uniqueSlug(), terms: freebetTerms(), reason: 'Derby free bet' });
    expect(template.terms).toMatchObject({
      kind: 'freebet',
      freebet: { minOdds: 150, betTypes: ['single', 'express'] },
    });
    const player = await newPlayer(app.current);
    expect(bonusOf(await player.get(`/rest/bonus/${template.id}/apply/`))).toMatchObject({
      category: 'sport',
      type: 'freebet',
      status: 'applied',
      amount: 5_000,
    });
    const freebets = await player.get('/rest/sports-book/freebets/');
    expect(freebetListResponseSchema.parse(freebets.json()).data).toEqual([
      expect.objectContaining({ amount: 5_000, minOdds: 150, betTypes: ['single', 'express'] }),
    ]);

    const stricter = { minOdds: 200, betTypes: ['single' as const] };
    const edited = await marketing.call({
      method: 'POST',
      url: `${TEMPLATES}${template.id}/`,
      payload: { terms: freebetTerms({ freebet: stricter }), reason: 'Singles only' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await marketing.call({ url: `${TEMPLATES}${template.id}/` });
    expect(bonusTemplateResponseSchema.parse(read.json()).template.terms.freebet).toEqual(stricter);
    const [record] = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'bonus_template.changed'), eq(auditEvents.reason, 'Singles only')));
    expect(record).toMatchObject({
      before: { freebet: { minOdds: 150, betTypes: ['single', 'express'] } },
      after: { freebet: stricter },
    });
  });

  it('writes a sport welcome bonus as a deposit bonus giving a free bet', async () => {
    const welcome = freebetTerms({
      kind: 'deposit',
      cardType: 'sport-welcome',
      fixedAmount: {},
      percent: 100,
      maxAmount: { UAH: 100_000 },
      depositRule: 'first',
    });
    const template = await create({ slug: uniqueSlug(), terms: welcome, reason: 'Sport welcome' });
    expect(template.terms).toMatchObject({ kind: 'deposit', category: 'sport', freebet: welcome.freebet });
  });

  it('refuses free bet terms a bonus cannot have, naming the field', async () => {
    const refuse = async (body: BonusTemplateTerms) =>
      fieldsOf(
        await marketing.call({
          method: 'POST',
          url: TEMPLATES,
          payload: { slug: uniqueSlug(), terms: body, reason: 'Trying bad free bets' },
        }),
      );
    expect(await refuse(freebetTerms({ freebet: null }))).toHaveProperty(['terms.freebet']);
    expect(await refuse(freebetTerms({ fixedAmount: {} }))).toHaveProperty(['terms.fixedAmount']);
    expect(await refuse(terms({ freebet: { minOdds: 150, betTypes: ['single'] } }))).toMatchObject({
      'terms.freebet': expect.any(String),
      'terms.category': expect.any(String),
    });
    expect(await refuse(freebetTerms({ category: 'casino' }))).toHaveProperty(['terms.category']);
    expect(await refuse(freebetTerms({ freebet: { minOdds: 100, betTypes: ['single'] } }))).toHaveProperty([
      'terms.freebet.minOdds',
    ]);
    expect(await refuse(freebetTerms({ freebet: { minOdds: 150, betTypes: [] } }))).toHaveProperty([
      'terms.freebet.betTypes',
    ]);
    expect(await refuse(freebetTerms({ wageringMultiplier: 1 }))).toHaveProperty([
      'terms.wageringMultiplier',
    ]);
    expect(await refuse(freebetTerms({ contributions: { 'video-slot': 100 } }))).toHaveProperty([
      'terms.contributions',
    ]);
    const sportDeposit = {
      kind: 'deposit',
      percent: 50,
      maxAmount: { UAH: 50_000 },
      depositRule: 'any',
    } as const;
    expect(await refuse(freebetTerms({ ...sportDeposit, freebet: null }))).toHaveProperty(['terms.freebet']);
  });

  it('gives a code-only bonus by its code, lists the code with its uses, and stops it when deactivated', async () => {
    const template = await create({
      slug: uniqueSlug(),
      terms: terms({ listed: false, promoCode: 'leafFall' }),
      reason: 'Code for the newsletter',
    });
    expect(template.terms.promoCode).toBe('LEAFFALL');
    const player = await newPlayer(app.current);
    expect((await listOf(player)).available.some((bonus) => bonus.id === template.id)).toBe(false);
    bonusOf(await player.get('/rest/promo-codes/apply/leaffall/'));

    const codes = promoCodeListResponseSchema.parse((await marketing.call({ url: CODES })).json()).codes;
    expect(codes.find((code) => code.code === 'LEAFFALL')).toMatchObject({
      template: { id: template.id },
      redeemable: true,
      uses: 1,
    });

    const off = terms({ listed: false, promoCode: 'LEAFFALL', active: false });
    await marketing.call({
      method: 'POST',
      url: `${TEMPLATES}${template.id}/`,
      payload: { terms: off, reason: 'Newsletter over' },
    });
    refusedWith(
      await (await newPlayer(app.current)).get('/rest/promo-codes/apply/LEAFFALL/'),
      404,
      'promo_code_unknown',
    );
  });

  it('refuses terms a bonus cannot have, naming the field, and writes nothing', async () => {
    const slug = uniqueSlug();
    const refuse = async (body: Record<string, unknown>) =>
      fieldsOf(await marketing.call({ method: 'POST', url: TEMPLATES, payload: body }));
    const reason = 'Trying bad terms';
    expect(await refuse({ slug, terms: terms({ fixedAmount: {} }), reason })).toHaveProperty(
      'terms.fixedAmount',
    );
    expect(await refuse({ slug, terms: terms({ kind: 'deposit' }), reason })).toMatchObject({
      'terms.percent': expect.any(String),
      'terms.maxAmount': expect.any(String),
      'terms.depositRule': expect.any(String),
    });
    expect(
      await refuse({
        slug,
        terms: terms({ startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }),
        reason,
      }),
    ).toHaveProperty('terms.endsAt');
    expect(await refuse({ slug, terms: terms({ fixedAmount: { UAH: 1e15 } }), reason })).toHaveProperty([
      'terms.fixedAmount.UAH',
    ]);
    expect(await refuse({ slug, terms: terms({ wageringMultiplier: 150 }), reason })).toHaveProperty(
      'terms.wageringMultiplier',
    );
    expect(
      await refuse({ slug, terms: terms({ kind: 'daily', timeZone: 'Mars/Olympus' }), reason }),
    ).toHaveProperty('terms.timeZone');
    expect(
      await refuse({
        slug,
        terms: terms({
          kind: 'free_spins',
          fixedAmount: {},
          freeSpins: {
            rounds: 10,
            provider: 'casino-studio',
            gameSlugs: ['no-such-game'],
            stake: { UAH: 100 },
            validityDays: 3,
          },
        }),
        reason,
      }),
    ).toHaveProperty('terms.freeSpins.gameSlugs');
    expect(await refuse({ slug: 'welcome-100', terms: terms(), reason })).toHaveProperty('slug');
    expect(
      await refuse({ slug, terms: terms({ listed: false, promoCode: 'WELCOME50' }), reason }),
    ).toHaveProperty('terms.promoCode');
    expect(
      await refuse({ slug, terms: { ...terms(), title: { uk: 'Лише українською' } }, reason }),
    ).toHaveProperty('terms.title.ru');
    const listed = bonusTemplateListResponseSchema.parse((await marketing.call({ url: TEMPLATES })).json());
    expect(listed.templates.some((template) => template.slug === slug)).toBe(false);
  });

  it('keeps a template’s kind and leaves programme templates to their programmes', async () => {
    const template = await create({ slug: uniqueSlug(), terms: terms(), reason: 'Kind test' });
    const url = `${TEMPLATES}${template.id}/`;
    const changedKind = await marketing.call({
      method: 'POST',
      url,
      payload: { terms: terms({ kind: 'daily', timeZone: 'Europe/Kyiv' }), reason: 'Make it daily' },
    });
    expect(fieldsOf(changedKind)).toHaveProperty('terms.kind');
    await addTemplate(app.current, { kind: 'cashback', listed: false });
    const list = bonusTemplateListResponseSchema.parse((await marketing.call({ url: TEMPLATES })).json());
    const cashback = list.templates.find((entry) => entry.kind === 'cashback');
    expect(cashback?.editable).toBe(false);
    const unknown = await marketing.call({
      method: 'POST',
      url: `${TEMPLATES}999999/`,
      payload: { terms: terms(), reason: 'No such template' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets support read nothing of it and the auditor read without writing', async () => {
    const refused = await support.call({ url: TEMPLATES });
    expect(refused.statusCode).toBe(403);
    const write = await auditor.call({
      method: 'POST',
      url: TEMPLATES,
      payload: { slug: uniqueSlug(), terms: terms(), reason: 'Auditor tries' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('operator_forbidden');
  });
});
