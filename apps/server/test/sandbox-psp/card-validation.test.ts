import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardExpired,
  luhnValid,
  validateCard,
} from '../../src/modules/sandbox-psp/card-validation.ts';
import { ibanValid } from '../../src/modules/sandbox-psp/iban.ts';
import { behaviourOf, TEST_CARDS } from '../../src/modules/sandbox-psp/test-cards.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const VALID = { number: '4242 4242 4242 4242', expiry: '03/26', cvv: '123', holder: 'Olena Kovalenko' };

describe('card checks', () => {
  it('knows the Luhn checksum of every test card and refuses a changed digit', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });

  it('tells brands apart by their prefixes', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('accepts a card that expires this month and keeps only what may be stored', () => {
    expect(validateCard(VALID, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'visa', last4: '4242', expiryMonth: 3, expiryYear: 2026 },
    });
  });

  it.each([
    [{ number: '' }, { number: 'number_missing' }],
    [{ number: '4242 4242 4242 4241' }, { number: 'number_invalid' }],
    [{ number: '4242' }, { number: 'number_invalid' }],
    [{ number: '4'.repeat(20) }, { number: 'number_invalid' }],
    [{ expiry: '02/26' }, { expiry: 'expiry_past' }],
    [{ expiry: '13/27' }, { expiry: 'expiry_format' }],
    [{ expiry: '0/27' }, { expiry: 'expiry_format' }],
    [{ expiry: '2027-01' }, { expiry: 'expiry_format' }],
    [{ expiry: '01/99' }, { expiry: 'expiry_too_far' }],
    [{ cvv: '12' }, { cvv: 'cvv_3_digits' }],
    [{ cvv: '12a' }, { cvv: 'cvv_3_digits' }],
    [{ cvv: '1234' }, { cvv: 'cvv_3_digits' }],
    [{ holder: ' ' }, { holder: 'holder_missing' }],
    [{ holder: '<script>' }, { holder: 'holder_letters' }],
  ])('refuses %j with the reason on that field', (change, errors) => {
    expect(validateCard({ ...VALID, ...change }, NOW)).toEqual({ ok: false, errors });
  });

  it('asks American Express cards for four digits', () => {
    const amex = { ...VALID, number: '3782 822463 10005' };
    expect(validateCard({ ...amex, cvv: '1234' }, NOW).ok).toBe(true);
    expect(validateCard({ ...amex, cvv: '123' }, NOW)).toMatchObject({
      errors: { cvv: 'cvv_4_digits' },
    });
  });

  it('takes a Cyrillic holder name', () => {
    expect(validateCard({ ...VALID, holder: 'Олена Коваленко' }, NOW).ok).toBe(true);
  });

  it('lets a saved card be charged until the end of its expiry month', () => {
    expect(cardExpired({ expiryMonth: 3, expiryYear: 2026 }, NOW)).toBe(false);
    expect(cardExpired({ expiryMonth: 2, expiryYear: 2026 }, NOW)).toBe(true);
    expect(cardExpired({ expiryMonth: 12, expiryYear: 2025 }, NOW)).toBe(true);
  });

  it('gives every other valid number the approving behaviour', () => {
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('5555555555554444')).toBe('approve');
  });
});

describe('IBAN checksum', () => {
  it('accepts valid IBANs and refuses a changed digit or a malformed one', () => {
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('UA213223130000026007233566001')).toBe(true);
    expect(ibanValid('GB82WEST12345698765433')).toBe(false);
    expect(ibanValid('gb82west12345698765432')).toBe(false);
    expect(ibanValid('GB82')).toBe(false);
  });
});
