import { afterEach, describe, expect, it } from 'vitest';
import { cashLocationFor, depositPath, opensCashDesk, redirectAfterRegister } from './cash-entry';

afterEach(() => redirectAfterRegister.set(false));

describe('opensCashDesk', () => {
  it('opens for any path containing /cash/ and any hash containing cash', () => {
    expect(opensCashDesk({ pathname: '/cash/deposit/', hash: '' })).toBe(true);
    expect(opensCashDesk({ pathname: '/en/cash/bonus/7/', hash: '' })).toBe(true);
    expect(opensCashDesk({ pathname: '/faq/', hash: '#cash' })).toBe(true);
    expect(opensCashDesk({ pathname: '/', hash: '#open-cash-withdraw' })).toBe(true);
  });

  it('stays closed elsewhere', () => {
    expect(opensCashDesk({ pathname: '/', hash: '' })).toBe(false);
    expect(opensCashDesk({ pathname: '/cashboost/', hash: '' })).toBe(false);
    expect(opensCashDesk({ pathname: '/cash-or-prize-lottery/', hash: '#top' })).toBe(false);
  });
});

describe('cashLocationFor', () => {
  it('is deposit_menu for the cash paths', () => {
    expect(cashLocationFor({ pathname: '/cash/deposit/', hash: '' })).toBe('deposit_menu');
    expect(cashLocationFor({ pathname: '/cash/deposit/', hash: '#cash' })).toBe('deposit_menu');
  });

  it('is open-by-hash-link for a hash on another page', () => {
    expect(cashLocationFor({ pathname: '/faq/', hash: '#cash' })).toBe('open-by-hash-link');
  });

  it('is registration while the redirect after registration is set, whatever the address', () => {
    redirectAfterRegister.set(true);
    expect(cashLocationFor({ pathname: '/cash/deposit/', hash: '' })).toBe('registration');
    expect(cashLocationFor({ pathname: '/faq/', hash: '#cash' })).toBe('registration');
  });
});

describe('depositPath', () => {
  it('is the deposit view, or the bonus view with its id, in the language', () => {
    expect(depositPath('uk')).toBe('/cash/deposit/');
    expect(depositPath('en')).toBe('/en/cash/deposit/');
    expect(depositPath('ru', 42)).toBe('/ru/cash/bonus/42/');
  });
});
