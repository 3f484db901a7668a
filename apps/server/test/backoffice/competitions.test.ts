import {
  type CompetitionTerms,
  competitionListResponseSchema,
  competitionResponseSchema,
} from '@casino/contracts/backoffice';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { addCompetition, competitionOf, relayAll } from '../competitions/competition-app.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';

const COMPETITIONS = '/backoffice/api/competitions/';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

/** A week's wins tournament on one studio slot from an hour on, as the console's form sends it. */
function terms(changes: Partial<CompetitionTerms> = {}): CompetitionTerms {
  const now = app.current.clock.now().getTime();
  return {
    kind: 'tournament',
    product: 'casino',
    mode: 'wins',
    title: { uk: 'Весняний турнір', ru: 'Весенний турнир', en: 'Spring tournament' },
    description: { uk: 'Вигравайте', ru: 'Выигрывайте', en: 'Win to score' },
    brands: [],
    currencies: [],
    currency: 'UAH',
    rates: { USD: { num: 41, den: 1 } },
    provider: null,
    gameSlugs: ['book-of-sevens'],
    startsAt: new Date(now + HOUR).toISOString(),
    endsAt: new Date(now + 7 * DAY).toISOString(),
    autoSubscribe: false,
    minBet: 100,
    maxBet: null,
    countsBonusMoney: false,
    attempts: null,
    attemptRounds: null,
    prizes: [
      { fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 1_000_000, currency: 'UAH' } },
      { fromPlace: 2, toPlace: 5, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    stages: 1,
    stagePoints: [],
    stagePrizes: [],
    stageLotteryTicketPrizes: [],
    additionalPrizes: [],
    jackpot: null,
    series: null,
    repeatDays: null,
    ...changes,
  };
}

let made = 0;
function uniqueSlug(): string {
  made += 1;
  return `spring-tournament-${made}`;
}

async function create(slug = uniqueSlug(), changes: Partial<CompetitionTerms> = {}) {
  const response = await marketing.call({
    method: 'POST',
    url: COMPETITIONS,
    payload: { slug, terms: terms(changes), reason: 'Spring campaign' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return competitionResponseSchema.parse(response.json()).competition;
}

function fieldsOf(response: { statusCode: number; body: string; json(): { error: { fields: object } } }) {
  expect(response.statusCode, response.body).toBe(422);
  return response.json().error.fields;
}

describe('competitions in the back office', () => {
  it('lists every competition with its kind, mode, dates and state, to whoever reads promotions', async () => {
    const soon = await create();
    const running = await addCompetition(app.current, { kind: 'race', mode: 'bets' });
    const response = await auditor.call({ url: COMPETITIONS });
    expect(response.statusCode, response.body).toBe(200);
    const { competitions } = competitionListResponseSchema.parse(response.json());
    expect(competitions.find((row) => row.id === soon.id)).toMatchObject({
      slug: soon.slug,
      kind: 'tournament',
      mode: 'wins',
      title: 'Spring tournament',
      state: 'soon',
      lifecycle: 'scheduled',
      editable: true,
      prizePlaces: 5,
    });
    expect(competitions.find((row) => row.id === running.id)).toMatchObject({
      kind: 'race',
      mode: 'bets',
      state: 'active',
    });
    const starts = competitions.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());

    refusedWith(await support.call({ url: COMPETITIONS }), 403, 'operator_forbidden');
    const read = await auditor.call({ url: `${COMPETITIONS}${soon.id}/` });
    expect(competitionResponseSchema.parse(read.json()).competition.terms).toEqual(terms());
    refusedWith(await auditor.call({ url: `${COMPETITIONS}999999/` }), 404, 'competition_not_found');
  });

  it('creates a competition the site shows at once, audited under the operator with the reason', async () => {
    const slug = uniqueSlug();
    const competition = await create(slug, {
      kind: 'race',
      mode: 'bets',
      attempts: 3,
      attemptRounds: 50,
      series: 'spring-race',
      repeatDays: 7,
    });
    expect(competition).toMatchObject({ slug, state: 'soon', editable: true, finishedAt: null });
    expect(competition.terms).toMatchObject({ attempts: 3, attemptRounds: 50, series: 'spring-race' });
    const shown = await competitionOf(app.current, slug);
    expect(shown.data).toMatchObject({
      type: 'race',
      tournamentMode: 'bets',
      outplay: { attempts: 3, rounds: 50 },
    });

    const records = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'competition.created'), eq(auditEvents.actorId, marketing.login)));
    const record = records.find((row) => (row.after as { slug: string }).slug === slug);
    expect(record).toMatchObject({ actorKind: 'operator', reason: 'Spring campaign', before: null });
    expect(record?.after).toMatchObject({ slug, kind: 'race', attempts: 3 });

    refusedWith(
      await auditor.call({
        method: 'POST',
        url: COMPETITIONS,
        payload: { slug: uniqueSlug(), terms: terms(), reason: 'Spring campaign' },
      }),
      403,
      'operator_forbidden',
    );
  });

  it('changes a scheduled competition’s terms, keeping its slug, with the terms before and after audited', async () => {
    const competition = await create();
    const prizes: CompetitionTerms['prizes'] = [
      { fromPlace: 1, toPlace: 3, prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 2 } },
      {
        fromPlace: 4,
        toPlace: 4,
        prize: { type: 'material', title: { uk: 'Телефон', ru: 'Телефон', en: 'A phone' } },
      },
    ];
    const response = await marketing.call({
      method: 'POST',
      url: `${COMPETITIONS}${competition.id}/`,
      payload: {
        terms: terms({ mode: 'wins_extended', maxBet: 50_000, prizes }),
        reason: 'Multipliers instead',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = competitionResponseSchema.parse(response.json()).competition;
    expect(changed).toMatchObject({ id: competition.id, slug: competition.slug, editable: true });
    expect(changed.terms).toMatchObject({ mode: 'wins_extended', maxBet: 50_000, prizes });

    const [record] = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'competition.changed'), eq(auditEvents.reason, 'Multipliers instead')),
      );
    expect(record).toMatchObject({ actorKind: 'operator', actorId: marketing.login });
    expect(record?.before).toMatchObject({ slug: competition.slug, mode: 'wins', maxBet: null });
    expect(record?.after).toMatchObject({ slug: competition.slug, mode: 'wins_extended', maxBet: 50_000 });
  });

  it('opens a finished competition to read only, and refuses to change it', async () => {
    const now = app.current.clock.now().getTime();
    const closed = await addCompetition(app.current, {
      startsAt: new Date(now - DAY),
      endsAt: new Date(now - HOUR),
    });
    await relayAll(app.current);
    await app.current.app.jobs.runNow('competitions-close');
    const read = await auditor.call({ url: `${COMPETITIONS}${closed.id}/` });
    expect(competitionResponseSchema.parse(read.json()).competition).toMatchObject({
      lifecycle: 'finished',
      state: 'closed',
      editable: false,
    });
    const refused = await marketing.call({
      method: 'POST',
      url: `${COMPETITIONS}${closed.id}/`,
      payload: { terms: terms(), reason: 'Too late' },
    });
    refusedWith(refused, 409, 'competition_closed');
    const audited = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.reason, 'Too late'));
    expect(audited).toEqual([]);
  });

  it('names every field the terms break: dates, bets, prize places, rates, pairs and the slug', async () => {
    const response = await marketing.call({
      method: 'POST',
      url: COMPETITIONS,
      payload: {
        slug: 'Spring Tournament!',
        reason: 'Spring campaign',
        terms: terms({
          kind: 'promo',
          title: { uk: 'Турнір', ru: 'Турнир', en: ' ' },
          currencies: ['USD', 'EUR'],
          rates: { UAH: { num: 1, den: 1 }, USD: { num: 0, den: 1 } },
          endsAt: terms().startsAt,
          minBet: 5_000,
          maxBet: 1_000,
          attempts: 3,
          series: 'spring',
          prizes: [
            { fromPlace: 1, toPlace: 3, prize: { type: 'none' } },
            { fromPlace: 3, toPlace: 2, prize: { type: 'coins', count: 10 } },
          ],
        }),
      },
    });
    expect(fieldsOf(response)).toEqual({
      slug: '2 to 80 lower-case letters, digits and dashes',
      'terms.title.en': 'write it in every language',
      'terms.rates.USD.num': 'at least 1',
      'terms.rates.UAH': 'the competition’s own currency needs no rate',
      'terms.rates.EUR': 'EUR takes part: give its rate, or leave it out',
      'terms.endsAt': 'must be after the start',
      'terms.maxBet': 'at least the minimum bet',
      'terms.provider': 'a promo tournament is a provider’s: choose it',
      'terms.attemptRounds': 'outplay needs both the attempts and the rounds of each',
      'terms.attempts': 'only a race has outplay attempts',
      'terms.repeatDays': 'a repeating competition needs both its series and its period',
      'terms.prizes.1.fromPlace': 'must be 4, right after the row above',
      'terms.prizes.1.toPlace': 'must not be before the first place of the row',
    });
  });

  it('holds a staged competition’s tables together, and keeps its stages and dates once a stage has closed', async () => {
    const loose = await marketing.call({
      method: 'POST',
      url: COMPETITIONS,
      payload: {
        slug: uniqueSlug(),
        reason: 'Stages',
        terms: terms({
          mode: 'bets',
          stagePrizes: [{ fromPlace: 2, toPlace: 2, prize: { type: 'none' } }],
          stageLotteryTicketPrizes: [{ fromPlace: 1, toPlace: 1, prize: { type: 'coins', count: 1 } }],
          jackpot: { multiplier: 100_000, prize: { type: 'money', amount: 100, currency: 'UAH' } },
        }),
      },
    });
    expect(fieldsOf(loose)).toEqual({
      'terms.stagePrizes': 'only a competition with stages has these',
      'terms.stagePrizes.0.fromPlace': 'the first row starts at place 1',
      'terms.stageLotteryTicketPrizes': 'only a competition with stages has these',
      'terms.stageLotteryTicketPrizes.0.prize': 'lottery tickets only',
      'terms.jackpot': 'a bets competition has no round multipliers to award',
    });
    const pointless = await marketing.call({
      method: 'POST',
      url: COMPETITIONS,
      payload: { slug: uniqueSlug(), reason: 'Stages', terms: terms({ stages: 7 }) },
    });
    expect(fieldsOf(pointless)).toEqual({
      'terms.stagePoints': 'the main table ranks stage points: give at least one row',
    });

    // Seven stages of an hour, the first over: once it has closed, the stages and the dates stay.
    const now = app.current.clock.now().getTime();
    const stagePoints = [{ fromPlace: 1, toPlace: 3, points: 1_000 }];
    const dates = {
      startsAt: new Date(now - 2 * HOUR).toISOString(),
      endsAt: new Date(now + 5 * HOUR).toISOString(),
    };
    const staged = await create(uniqueSlug(), { stages: 7, stagePoints, ...dates });
    await relayAll(app.current);
    await app.current.app.jobs.runNow('competitions-close');
    const moved = await marketing.call({
      method: 'POST',
      url: `${COMPETITIONS}${staged.id}/`,
      payload: { terms: terms({ stages: 5, stagePoints, ...dates }), reason: 'Fewer stages' },
    });
    expect(fieldsOf(moved)).toEqual({
      'terms.stages': 'a stage has closed: the stages and the dates stay as they are',
    });
    const retitled = await marketing.call({
      method: 'POST',
      url: `${COMPETITIONS}${staged.id}/`,
      payload: {
        terms: terms({ stages: 7, stagePoints: [{ fromPlace: 1, toPlace: 5, points: 2_000 }], ...dates }),
        reason: 'More places earn stage points',
      },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(competitionResponseSchema.parse(retitled.json()).competition.terms).toMatchObject({
      stages: 7,
      stagePoints: [{ fromPlace: 1, toPlace: 5, points: 2_000 }],
    });
  });

  it('names what only the server knows: bonus templates, games, the provider, the end and a taken slug', async () => {
    const taken = await create();
    const unknown = await marketing.call({
      method: 'POST',
      url: COMPETITIONS,
      payload: {
        slug: uniqueSlug(),
        reason: 'Spring campaign',
        terms: terms({
          endsAt: new Date(app.current.clock.now().getTime() - 1_000).toISOString(),
          startsAt: new Date(app.current.clock.now().getTime() - DAY).toISOString(),
          kind: 'promo',
          provider: 'no-such-studio',
          gameSlugs: ['book-of-sevens', 'no-such-game'],
          prizes: [
            { fromPlace: 1, toPlace: 1, prize: { type: 'bonus_deposit', templateSlug: 'no-such-bonus' } },
          ],
        }),
      },
    });
    expect(fieldsOf(unknown)).toEqual({
      'terms.endsAt': 'must be in the future: a competition past its end is closed',
      'terms.prizes.0.prize.templateSlug': 'no bonus template no-such-bonus',
      'terms.provider': 'no provider no-such-studio in the catalogue',
      'terms.gameSlugs': 'not in the catalogue: no-such-game',
    });

    const foreign = await marketing.call({
      method: 'POST',
      url: `${COMPETITIONS}${taken.id}/`,
      payload: { terms: terms({ kind: 'promo', provider: 'no-such-studio' }), reason: 'Promo' },
    });
    expect(fieldsOf(foreign)).toMatchObject({
      'terms.provider': 'no provider no-such-studio in the catalogue',
    });

    const again = await marketing.call({
      method: 'POST',
      url: COMPETITIONS,
      payload: { slug: taken.slug, terms: terms(), reason: 'Spring campaign' },
    });
    expect(fieldsOf(again)).toEqual({ slug: 'another competition has this slug' });
    const written = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'competition.created'), eq(auditEvents.reason, 'Spring campaign')));
    expect(written.filter((record) => (record.after as { slug: string }).slug === taken.slug)).toHaveLength(
      1,
    );
  });
});
