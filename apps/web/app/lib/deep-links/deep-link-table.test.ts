import { afterEach, describe, expect, it, vi } from 'vitest';
import { getModalState } from '../modals/modal-store';
import type { DeepLinkContext } from './deep-link';
import { DEEP_LINKS } from './deep-link-table';

function row(param: string) {
  const link = DEEP_LINKS.find((candidate) => candidate.param === param);
  if (!link) throw new Error(`no deep link ${param}`);
  return link;
}

function context(search: string, overrides: Partial<DeepLinkContext> = {}): DeepLinkContext {
  return {
    params: new URLSearchParams(search),
    isGuest: true,
    lang: 'uk',
    features: { modalNameNewSuffix: false },
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the deep link table', () => {
  it('has one row per parameter', () => {
    const params = DEEP_LINKS.map((link) => link.param);
    expect(new Set(params).size).toBe(params.length);
  });

  it('homeFilter stores the filter and goes to the home page of the language', () => {
    expect(row('homeFilter').run('live-casino', context('?homeFilter=live-casino', { lang: 'en' }))).toEqual({
      navigateTo: '/en/',
    });
    expect(row('homeFilter').run('new', context('?homeFilter=new'))).toEqual({ navigateTo: '/' });
  });

  it('homeFilter ignores a value that is not a filter slug', () => {
    expect(row('homeFilter').run('<script>', context('?homeFilter=%3Cscript%3E'))).toBeUndefined();
  });

  it('openModal opens a registered modal', () => {
    row('openModal').run('SupportContacts', context('?openModal=SupportContacts'));
    expect(getModalState()).toMatchObject({ name: 'SupportContacts', open: true });
  });

  it('openModal does nothing harmful for an unregistered or unknown modal', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = getModalState();
    row('openModal').run('Game', context('?openModal=Game'));
    row('openModal').run('NoSuchModal', context('?openModal=NoSuchModal'));
    expect(getModalState()).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("register opens the brand's registration modal", () => {
    row('register').run('', context('?register', { features: { modalNameNewSuffix: true } }));
    expect(getModalState()).toMatchObject({ name: 'RegisterNew', open: true });
  });

  it('popup=restore opens the password reminder with the type and contact', () => {
    const link = row('popup');
    link.run('restore', context('?popup=restore&type=token&contact=a%40b.com'));
    expect(getModalState()).toMatchObject({
      name: 'Login',
      params: { view: 'restore', type: 'token', contact: 'a@b.com' },
    });
    expect(link.companions?.('restore')).toEqual(['type', 'contact']);
  });

  it('change-password keeps the token in the address for a logged-in player only', () => {
    const { clearQuery } = row('change-password');
    expect(typeof clearQuery === 'function' && clearQuery(true)).toBe(true);
    expect(typeof clearQuery === 'function' && clearQuery(false)).toBe(false);
  });

  it('security-confirmation is for players and opens RegistrationConfirm', () => {
    expect(row('security-confirmation').audience).toBe('player');
    row('security-confirmation').run('1', context('?security-confirmation=1', { isGuest: false }));
    expect(getModalState()).toMatchObject({ name: 'RegistrationConfirm', open: true });
  });
});
