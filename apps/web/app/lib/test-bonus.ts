import type { Bonus } from '@casino/contracts';

/**
 * For unit tests: a whole bonus as the server answers it, a deposit offer of 100% up to 5,000 ₴ from a 200 ₴
 * deposit, wagered 35 times, with the fields a test is about replaced (`terms` are merged into the offer's).
 */
export function testBonus(
  overrides: Partial<Omit<Bonus, 'terms'>> = {},
  terms: Partial<Bonus['terms']> = {},
): Bonus {
  return {
    id: 7,
    playerBonusId: null,
    category: 'casino',
    type: 'deposit',
    title: 'Welcome',
    description: '',
    params: { cardType: 'default' },
    promoCode: null,
    hasChildrens: false,
    status: 'init',
    externalId: null,
    currency: 'UAH',
    depositSumLimits: { min: 20_000, max: null },
    amount_min: null,
    amount: null,
    balance: null,
    wagering: null,
    expiresAt: null,
    outcome: null,
    convertedAmount: null,
    ...overrides,
    terms: {
      percent: 100,
      maxAmount: 500_000,
      fixedAmount: null,
      wageringMultiplier: 35,
      wageringBase: 'bonus',
      contributions: { 'video-slot': 100, roulette: 10 },
      maxBet: 10_000,
      maxConversion: 1_000_000,
      validityDays: 7,
      depositRule: 'first',
      freebet: null,
      ...terms,
    },
  };
}
