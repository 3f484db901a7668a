import { describe, expect, it } from 'vitest';
import { fundText, placesText, prizePlaces } from './prizes';

describe('prizes', () => {
  it('name a single place or a range of places', () => {
    expect(placesText({ fromPlace: 1, toPlace: 1 })).toBe('1');
    expect(placesText({ fromPlace: 4, toPlace: 10 })).toBe('4–10');
  });

  it('sum the fund per currency, and leave it out when no prize is money', () => {
    expect(
      fundText(
        [
          { amount: 5_000_000, currency: 'UAH' },
          { amount: 50_000, currency: 'EUR' },
        ],
        'en',
      ),
    ).toBe('₴50,000.00 + €500.00');
    expect(fundText([], 'en')).toBeNull();
  });

  it('count the places that win', () => {
    expect(
      prizePlaces([
        { fromPlace: 1, toPlace: 1 },
        { fromPlace: 2, toPlace: 3 },
        { fromPlace: 4, toPlace: 10 },
      ]),
    ).toBe(10);
  });
});
