import type { CompetitionDetail } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import {
  type CompetitionForm,
  formOf,
  termsFromForm,
  withPrizeRow,
  withStagePointsRow,
} from './competitions-form';

/** A saved daily race with outplay, repeating, paying money, free spins and a phone. */
const RACE: CompetitionDetail = {
  id: 7,
  slug: 'daily-race-2026-03-01',
  lifecycle: 'scheduled',
  state: 'active',
  editable: true,
  createdAt: '2026-02-28T10:00:00.000Z',
  updatedAt: '2026-02-28T10:00:00.000Z',
  finishedAt: null,
  terms: {
    kind: 'race',
    product: 'casino',
    mode: 'bets',
    title: { uk: 'Гонка', ru: 'Гонка', en: 'Race' },
    description: { uk: 'Опис', ru: 'Описание', en: 'About' },
    brands: ['king'],
    currencies: ['UAH', 'USD'],
    currency: 'UAH',
    rates: { USD: { num: 41, den: 1 } },
    provider: null,
    gameSlugs: [],
    startsAt: '2026-02-28T22:00:00.000Z',
    endsAt: '2026-03-01T22:00:00.000Z',
    autoSubscribe: true,
    minBet: 200,
    maxBet: 50_000,
    countsBonusMoney: false,
    attempts: 3,
    attemptRounds: 50,
    prizes: [
      { fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 200_050, currency: 'UAH' } },
      { fromPlace: 2, toPlace: 3, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
      { fromPlace: 4, toPlace: 10, prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 5 } },
      {
        fromPlace: 11,
        toPlace: 11,
        prize: { type: 'material', title: { uk: 'Тел', ru: 'Тел', en: 'Phone' } },
      },
    ],
    stages: 1,
    stagePoints: [],
    stagePrizes: [],
    stageLotteryTicketPrizes: [],
    additionalPrizes: [],
    jackpot: null,
    series: 'daily-race',
    repeatDays: 1,
  },
};

/** A week's tournament of win multipliers in 7 daily stages, with prizes for the biggest multiplier and a jackpot. */
const STAGED: CompetitionDetail = {
  ...RACE,
  id: 8,
  slug: 'staged-week',
  terms: {
    ...RACE.terms,
    kind: 'tournament',
    mode: 'wins_extended',
    endsAt: '2026-03-07T22:00:00.000Z',
    attempts: null,
    attemptRounds: null,
    series: null,
    repeatDays: null,
    stages: 7,
    stagePoints: [
      { fromPlace: 1, toPlace: 1, points: 100 },
      { fromPlace: 2, toPlace: 5, points: 50 },
    ],
    stagePrizes: [{ fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 50_000, currency: 'UAH' } }],
    stageLotteryTicketPrizes: [
      { fromPlace: 1, toPlace: 3, prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 2 } },
    ],
    additionalPrizes: [
      { fromPlace: 1, toPlace: 1, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    jackpot: { multiplier: 100_000, prize: { type: 'money', amount: 1_000_000, currency: 'UAH' } },
  },
};

const saved = (changes: Partial<CompetitionForm> = {}) => ({ ...formOf(RACE), ...changes });

function errorsOf(form: CompetitionForm, newSlug = false) {
  const read = termsFromForm(form, { newSlug });
  if (read.ok) throw new Error('the form was read');
  return read.errors;
}

describe('the competition editor’s form', () => {
  it('shows a saved competition’s terms as typed, and reads them back unchanged', () => {
    const form = formOf(RACE);
    expect(form).toMatchObject({
      startsAt: '2026-03-01T00:00',
      endsAt: '2026-03-02T00:00',
      minBet: '2',
      maxBet: '500',
      outplay: true,
      repeats: true,
      rates: { USD: { num: '41', den: '1' }, EUR: { num: '', den: '' } },
    });
    expect(form.prizes[0]).toMatchObject({ type: 'money', amount: '2000.50', currency: 'UAH' });
    expect(termsFromForm(form)).toEqual({ ok: true, terms: RACE.terms });
  });

  it('shows a competition without stages as one stage, with no stage tables, multiplier prizes or jackpot', () => {
    expect(formOf(RACE)).toMatchObject({
      stages: '1',
      stagePoints: [],
      stagePrizes: [],
      stageLotteryTicketPrizes: [],
      additionalPrizes: [],
      jackpot: false,
      jackpotMultiplier: '',
    });
  });

  it('shows a staged competition’s tables, its multiplier prizes and jackpot, and reads them back unchanged', () => {
    const form = formOf(STAGED);
    expect(form).toMatchObject({ stages: '7', jackpot: true, jackpotMultiplier: '1000' });
    expect(form.stagePoints[1]).toMatchObject({ key: 2, fromPlace: '2', toPlace: '5', points: '50' });
    expect(form.stageLotteryTicketPrizes[0]).toMatchObject({ type: 'lottery_ticket', ticketKind: 'gold' });
    expect(form.jackpotPrize).toMatchObject({ type: 'money', amount: '10000', currency: 'UAH' });
    expect(termsFromForm(form)).toEqual({ ok: true, terms: STAGED.terms });
    const read = termsFromForm({ ...form, jackpotMultiplier: '12,5' });
    expect(read.ok && read.terms.jackpot?.multiplier).toBe(1250);
  });

  it('starts a new competition as a week from the next midnight in Kyiv, with one prize place and no stages', () => {
    const form = formOf(undefined, new Date('2026-03-01T21:30:00.000Z'));
    expect(form).toMatchObject({ kind: 'tournament', mode: 'wins', currency: 'UAH', outplay: false });
    expect([form.startsAt, form.endsAt]).toEqual(['2026-03-02T00:00', '2026-03-09T00:00']);
    expect(form.prizes).toMatchObject([{ key: 1, fromPlace: '1', toPlace: '1', type: 'money' }]);
    expect(form).toMatchObject({
      stages: '1',
      stagePoints: [],
      stagePrizes: [],
      stageLotteryTicketPrizes: [],
      additionalPrizes: [],
      jackpot: false,
      jackpotPrize: { type: 'money', amount: '' },
    });
  });

  it('adds a prize row for the places after the last one', () => {
    const rows = withPrizeRow(formOf(RACE).prizes, 'USD');
    expect(rows.at(-1)).toMatchObject({
      key: 5,
      fromPlace: '12',
      toPlace: '12',
      type: 'money',
      currency: 'USD',
    });
  });

  it('adds a stage points row, and a lottery-ticket row, after the last one', () => {
    const form = formOf(STAGED);
    expect(withStagePointsRow(form.stagePoints).at(-1)).toEqual({
      key: 3,
      fromPlace: '6',
      toPlace: '6',
      points: '',
    });
    expect(withStagePointsRow([])).toEqual([{ key: 1, fromPlace: '1', toPlace: '1', points: '' }]);
    expect(withPrizeRow(form.stageLotteryTicketPrizes, 'UAH', 'lottery_ticket').at(-1)).toMatchObject({
      fromPlace: '4',
      type: 'lottery_ticket',
    });
  });

  it('drops the stage tables of one stage, and the multiplier prizes and jackpot of a bets competition', () => {
    const read = termsFromForm({ ...formOf(STAGED), stages: '1', mode: 'bets' });
    expect(read.ok && read.terms).toMatchObject({
      stages: 1,
      stagePoints: [],
      stagePrizes: [],
      stageLotteryTicketPrizes: [],
      additionalPrizes: [],
      jackpot: null,
    });
  });

  it('drops what the form hides: outplay of a tournament, the provider of a race, the rate of its own currency', () => {
    const read = termsFromForm(
      saved({
        kind: 'tournament',
        repeats: false,
        provider: 'studio',
        rates: { ...formOf(RACE).rates, UAH: { num: '1', den: '1' } },
      }),
    );
    expect(read.ok && read.terms).toMatchObject({
      attempts: null,
      attemptRounds: null,
      provider: null,
      series: null,
      repeatDays: null,
      rates: { USD: { num: 41, den: 1 } },
    });
  });

  it('names each field it cannot read, keyed as the server keys them', () => {
    const [money, spins, tickets, phone] = formOf(RACE).prizes as [
      CompetitionForm['prizes'][number],
      CompetitionForm['prizes'][number],
      CompetitionForm['prizes'][number],
      CompetitionForm['prizes'][number],
    ];
    const errors = errorsOf(
      saved({
        slug: 'Daily Race',
        startsAt: '',
        endsAt: '2026-02-30T00:00',
        minBet: '1.234',
        attempts: '',
        rates: { ...formOf(RACE).rates, USD: { num: '41', den: '' } },
        prizes: [
          { ...money, amount: '' },
          { ...spins, templateSlug: '' },
          { ...tickets, count: '0' },
          { ...phone, title: { uk: 'Тел', ru: '', en: 'Phone' } },
        ],
      }),
      true,
    );
    expect(errors).toMatchObject({
      slug: '2 to 80 lower-case letters, digits and dashes',
      'terms.startsAt': 'Required.',
      'terms.endsAt': 'Enter a date and time.',
      'terms.minBet': 'Use at most 2 decimals, like 150.25.',
      'terms.attempts': 'Required.',
      'terms.rates.USD.den': 'Required.',
      'terms.prizes.0.prize.amount': 'Required.',
      'terms.prizes.1.prize.templateSlug': 'Choose a bonus template.',
      'terms.prizes.2.prize.count': 'Enter a whole number from 1 to 1,000.',
      'terms.prizes.3.prize.title.ru': 'Write it in every language.',
    });
  });

  it('applies the contract’s rules: places in order from 1, bets, dates, rates and a promo’s provider', () => {
    const [first, second] = formOf(RACE).prizes as [
      CompetitionForm['prizes'][number],
      CompetitionForm['prizes'][number],
    ];
    const errors = errorsOf(
      saved({
        kind: 'promo',
        provider: '',
        endsAt: '2026-02-28T00:00',
        minBet: '600',
        currencies: ['EUR'],
        prizes: [first, { ...second, fromPlace: '3', toPlace: '3' }],
      }),
    );
    expect(errors).toEqual({
      'terms.prizes.1.fromPlace': 'must be 2, right after the row above',
      'terms.rates.EUR': 'EUR takes part: give its rate, or leave it out',
      'terms.endsAt': 'must be after the start',
      'terms.maxBet': 'at least the minimum bet',
      'terms.provider': 'a promo tournament is a provider’s: choose it',
      'terms.gameSlugs': 'a promo tournament counts its provider’s games: choose them',
    });
  });

  it('names the stage fields it cannot read, and applies the contract’s stage rules', () => {
    const form = formOf(STAGED);
    const [tickets] = form.stageLotteryTicketPrizes as [CompetitionForm['prizes'][number]];
    expect(
      errorsOf({
        ...form,
        stages: '15',
        jackpotMultiplier: '12.345',
        stagePoints: form.stagePoints.map((row) => ({ ...row, points: '0' })),
      }),
    ).toMatchObject({
      'terms.stages': 'Enter a whole number from 1 to 14.',
      'terms.jackpot.multiplier': 'Enter a multiplier from 1.01 to 1000000, with at most 2 decimals.',
      'terms.stagePoints.0.points': 'Enter a whole number from 1 to 100,000,000,000,000.',
    });
    expect(
      errorsOf({
        ...form,
        stagePoints: [],
        stageLotteryTicketPrizes: [{ ...tickets, fromPlace: '2', type: 'money', amount: '10' }],
        endsAt: '2026-03-01T03:00',
      }),
    ).toEqual({
      'terms.stagePoints': 'the main table ranks stage points: give at least one row',
      'terms.stageLotteryTicketPrizes.0.fromPlace': 'the first row starts at place 1',
      'terms.stageLotteryTicketPrizes.0.prize': 'lottery tickets only',
      'terms.stages': 'each stage must last at least an hour',
    });
    expect(errorsOf({ ...form, jackpotMultiplier: '' })).toEqual({ 'terms.jackpot.multiplier': 'Required.' });
  });
});
