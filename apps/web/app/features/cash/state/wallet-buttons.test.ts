import { describe, expect, it } from 'vitest';
import {
  applePayButtonUrl,
  canUseApplePay,
  googlePayButtonUrl,
  methodsForBrowser,
  walletAmount,
} from './wallet-buttons';

const PAYMENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'https://site.example').searchParams);
}

describe('wallet buttons', () => {
  it('writes amounts as wallet APIs take them', () => {
    expect(walletAmount(50_000, 'UAH')).toBe('500.00');
    expect(walletAmount(5, 'USD')).toBe('0.05');
    expect(walletAmount(123_456, 'EUR')).toBe('1234.56');
  });

  it('gives the Google Pay button the spec query, defaulting to UA and UAH', () => {
    const url = googlePayButtonUrl(
      { paymentId: PAYMENT, amount: 50_000, location: 'deposit_menu' },
      { merchantId: 'm-1', merchantName: 'King', environment: 'TEST' },
    );
    expect(url.startsWith('/fiserv/google-pay-button/?')).toBe(true);
    expect(query(url)).toEqual({
      countryCode: 'UA',
      currencyCode: 'UAH',
      amount: '500.00',
      id: PAYMENT,
      location: 'deposit_menu',
      merchantName: 'King',
      environment: 'TEST',
      merchantId: 'm-1',
    });
  });

  it('gives the Apple Pay button the spec query with the project name, encoded', () => {
    const url = applePayButtonUrl(
      { paymentId: PAYMENT, amount: 1_000, currency: 'USD', location: 'registration', countryCode: 'PL' },
      'Sevens & Co',
    );
    expect(url.startsWith('/fiserv/apple-pay-button/?')).toBe(true);
    expect(query(url)).toEqual({
      countryCode: 'PL',
      currencyCode: 'USD',
      amount: '10.00',
      id: PAYMENT,
      location: 'registration',
      nameProject: 'Sevens & Co',
    });
  });

  it('offers Apple Pay only with an Apple Pay session that can pay; Google Pay always', () => {
    expect(canUseApplePay({})).toBe(false);
    expect(canUseApplePay({ ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    expect(canUseApplePay({ ApplePaySession: { canMakePayments: () => true } })).toBe(true);
    expect(
      canUseApplePay({
        ApplePaySession: {
          canMakePayments: () => {
            throw new Error('insecure context');
          },
        },
      }),
    ).toBe(false);
    const methods = [{ slug: 'card' }, { slug: 'google_pay' }, { slug: 'apple_pay' }] as const;
    expect(methodsForBrowser(methods, false).map((method) => method.slug)).toEqual(['card', 'google_pay']);
    expect(methodsForBrowser(methods, true)).toHaveLength(3);
  });
});
