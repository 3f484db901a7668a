import type { BonusTemplateDetail } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { draftOf, type TemplateDraft, termsFromDraft } from './template-form';

const WELCOME: BonusTemplateDetail = {
  id: 1,
  slug: 'welcome-100',
  createdAt: '2026-11-01T00:00:00.000Z',
  taken: { all: 0, live: 0 },
  editable: true,
  terms: {
    kind: 'deposit',
    category: 'casino',
    title: { uk: 'Вітальний', ru: 'Приветственный', en: 'Welcome' },
    description: { uk: 'Опис', ru: 'Описание', en: 'Description' },
    cardType: 'welcome',
    externalId: null,
    promoCode: null,
    listed: true,
    percent: 100,
    maxAmount: { UAH: 1_000_000, USD: 25_050 },
    fixedAmount: {},
    minDeposit: { UAH: 10_000 },
    maxDeposit: {},
    depositRule: 'first',
    wageringMultiplier: 10,
    wageringBase: 'bonus',
    contributions: { 'video-slot': 100, roulette: 10 },
    maxBet: { UAH: 25_000 },
    maxConversion: {},
    validityDays: 7,
    freeSpins: null,
    freebet: null,
    eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: null },
    startsAt: '2026-12-01T10:00:00.000Z',
    endsAt: null,
    active: true,
    priority: 30,
    timeZone: null,
    birthdayWindowDays: null,
    claimAfterDepositMinutes: 30,
    welcomeStep: 1,
  },
};

/** The demo's ₴100 sport free bet: singles and expresses at 1.50 or more, nothing to wager. */
const FREEBET: BonusTemplateDetail = {
  ...WELCOME,
  id: 2,
  slug: 'sport-freebet-100',
  terms: {
    ...WELCOME.terms,
    kind: 'freebet',
    category: 'sport',
    cardType: 'freebet',
    percent: null,
    maxAmount: {},
    fixedAmount: { UAH: 10_000 },
    minDeposit: {},
    depositRule: null,
    wageringMultiplier: 0,
    contributions: {},
    maxBet: {},
    freebet: { minOdds: 150, betTypes: ['single', 'express'] },
    claimAfterDepositMinutes: null,
    welcomeStep: null,
  },
};

describe('the bonus template form', () => {
  it('gives back the terms it was opened with, amounts and instants unchanged', () => {
    const read = termsFromDraft(draftOf(WELCOME));
    expect(read).toEqual({ ok: true, terms: WELCOME.terms });
  });

  it('names every field it cannot read, keyed as the server keys its errors', () => {
    const draft = draftOf(WELCOME);
    draft.amounts.maxAmount.UAH = '12.345';
    draft.amounts.maxBet.EUR = '-5';
    draft.percent = '1.5';
    draft.validityDays = '';
    draft.contributions.dice = '101';
    const read = termsFromDraft(draft);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual([
      'terms.contributions.dice',
      'terms.maxAmount.UAH',
      'terms.maxBet.EUR',
      'terms.percent',
      'terms.validityDays',
    ]);
  });

  it('checks the contract before saving: every language, each kind its own terms, a new slug', () => {
    const draft = draftOf();
    draft.title = { uk: 'Подарунок', ru: '', en: 'Gift' };
    draft.slug = 'Not A Slug';
    const read = termsFromDraft(draft, { newSlug: true });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual([
      'slug',
      'terms.description.en',
      'terms.description.ru',
      'terms.description.uk',
      'terms.fixedAmount',
      'terms.title.ru',
    ]);
  });

  it('sends free spins only for a free-spin bonus', () => {
    const draft = draftOf();
    draft.title = { uk: 'Спіни', ru: 'Спины', en: 'Spins' };
    draft.description = draft.title;
    draft.amounts.fixedAmount.UAH = '50';
    expect(termsFromDraft(draft)).toMatchObject({ ok: true, terms: { freeSpins: null, active: false } });
    draft.amounts.fixedAmount.UAH = '';
    draft.kind = 'free_spins';
    draft.spins = { rounds: '20', provider: 'casino-studio', gameSlugs: ['cossack-gold'], validityDays: '3' };
    draft.amounts.spinStake.UAH = '2';
    expect(termsFromDraft(draft)).toMatchObject({
      ok: true,
      terms: { freeSpins: { rounds: 20, gameSlugs: ['cossack-gold'], stake: { UAH: 200 }, validityDays: 3 } },
    });
  });

  it('gives back a free bet’s terms it was opened with, its odds shown as decimal odds', () => {
    const draft = draftOf(FREEBET);
    expect(draft.freebet).toEqual({ minOdds: '1.50', betTypes: ['single', 'express'] });
    expect(termsFromDraft(draft)).toEqual({ ok: true, terms: FREEBET.terms });
  });

  it('reads a free bet’s odds as hundredths and its bet types in the contract’s order, and asks no wagering', () => {
    const draft = draftOf(FREEBET);
    draft.freebet = { minOdds: '2,5', betTypes: ['system', 'single'] };
    // Wagering typed before the kind was chosen is hidden for a free bet, and not sent.
    draft.wageringMultiplier = '10';
    draft.contributions['video-slot'] = '100';
    expect(termsFromDraft(draft)).toMatchObject({
      ok: true,
      terms: {
        freebet: { minOdds: 250, betTypes: ['single', 'system'] },
        wageringMultiplier: 0,
        contributions: {},
      },
    });
    const sportWelcome = draftOf({
      ...WELCOME,
      terms: { ...WELCOME.terms, category: 'sport', freebet: { minOdds: 170, betTypes: ['express'] } },
    });
    expect(termsFromDraft(sportWelcome)).toMatchObject({
      ok: true,
      terms: { kind: 'deposit', freebet: { minOdds: 170, betTypes: ['express'] }, wageringMultiplier: 0 },
    });
  });

  it('names a free bet’s odds it cannot read and the bet types left unticked', () => {
    const errorsOf = (freebet: TemplateDraft['freebet']) => {
      const read = termsFromDraft({ ...draftOf(FREEBET), freebet });
      return read.ok ? {} : read.errors;
    };
    expect(Object.keys(errorsOf({ minOdds: '', betTypes: ['single'] }))).toEqual(['terms.freebet.minOdds']);
    expect(Object.keys(errorsOf({ minOdds: '1.00', betTypes: ['single'] }))).toEqual([
      'terms.freebet.minOdds',
    ]);
    expect(Object.keys(errorsOf({ minOdds: '1.505', betTypes: ['single'] }))).toEqual([
      'terms.freebet.minOdds',
    ]);
    expect(Object.keys(errorsOf({ minOdds: '1.50', betTypes: [] }))).toEqual(['terms.freebet.betTypes']);
  });

  it('sends a free bet only for a free bet or a sport deposit bonus', () => {
    const draft = draftOf(WELCOME);
    draft.freebet = { minOdds: '1.50', betTypes: ['single'] };
    expect(termsFromDraft(draft)).toMatchObject({
      ok: true,
      terms: { freebet: null, wageringMultiplier: 10 },
    });
  });
});
