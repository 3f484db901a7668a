import type { PaymentMethod } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { type DepositOptions, initialDepositChoice, presetsFor, selectedMethod } from './deposit-choice';
import type { LightCashPaymentInfo } from './light-cash';

function method(id: number, slug: PaymentMethod['slug'], min = 1_000, max = 15_000_000): PaymentMethod {
  return {
    id,
    slug,
    title: slug,
    provider: 'sandbox',
    currencies: [{ id: 1, iso: 'UAH', min, max, presets: [10_000, 20_000, 50_000, 100_000] }],
    countries: ['UA'],
    addFields: {},
  };
}

const card = method(1, 'card');
const bank = method(4, 'bank_transfer', 10_000, 50_000_000);
const savedCard = { tokenId: 'tok-1', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };

function options(overrides: Partial<DepositOptions> = {}): DepositOptions {
  return {
    currency: 'UAH',
    methods: [card, bank],
    presets: [],
    oneClick: { currencyPreset: [], savedCards: [], lastPayProvider: null },
    ...overrides,
  };
}

const lightCash: LightCashPaymentInfo = {
  currencyId: 1,
  currencyIso: 'UAH',
  currencySymbol: '₴',
  amount: 25_000,
  bonusId: null,
  authPayload: null,
  methodId: 4,
};

describe('the deposit form starts with', () => {
  it('the first method and the 500 ₴ chip for a new player', () => {
    expect(initialDepositChoice(options(), null)).toEqual({
      selection: { kind: 'method', methodId: 1 },
      amount: 50_000,
    });
  });

  it('the card of the last payment first for a returning player', () => {
    const returning = options({
      oneClick: {
        currencyPreset: [],
        savedCards: [savedCard],
        lastPayProvider: { methodId: 1, tokenId: 'tok-1' },
      },
    });
    expect(initialDepositChoice(returning, lightCash).selection).toEqual({
      kind: 'savedCard',
      tokenId: 'tok-1',
    });
  });

  it('a saved card when the player last paid by card, even without its token', () => {
    const returning = options({
      oneClick: {
        currencyPreset: [],
        savedCards: [savedCard],
        lastPayProvider: { methodId: 1, tokenId: null },
      },
    });
    expect(initialDepositChoice(returning, null).selection).toEqual({ kind: 'savedCard', tokenId: 'tok-1' });
    expect(initialDepositChoice(returning, lightCash).selection).toEqual({ kind: 'method', methodId: 4 });
  });

  it('the method and amount of the last deposit on this device', () => {
    expect(initialDepositChoice(options(), lightCash)).toEqual({
      selection: { kind: 'method', methodId: 4 },
      amount: 25_000,
    });
  });

  it('an amount within the chosen method’s limits', () => {
    expect(initialDepositChoice(options(), { ...lightCash, amount: 1 }).amount).toBe(10_000);
    expect(initialDepositChoice(options(), { ...lightCash, amount: 90_000_000 }).amount).toBe(50_000_000);
  });

  it('nothing when no method is offered', () => {
    expect(initialDepositChoice(options({ methods: [] }), null)).toEqual({ selection: null, amount: null });
  });
});

describe('deposit chips', () => {
  it('prefer the returning player’s own presets, within the method’s limits', () => {
    const returning = options({
      oneClick: { currencyPreset: [5_000, 30_000, 99_000_000], savedCards: [], lastPayProvider: null },
    });
    expect(presetsFor(returning, card)).toEqual([5_000, 30_000]);
    expect(presetsFor(options(), bank)).toEqual([10_000, 20_000, 50_000, 100_000]);
  });

  it('saved cards pay with the card method', () => {
    expect(selectedMethod(options(), { kind: 'savedCard', tokenId: 'tok-1' })).toBe(card);
    expect(selectedMethod(options(), null)).toBeUndefined();
  });
});
