import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeepLinkContext } from '../lib/deep-links/deep-link';
import { installModals } from '../lib/modals/modal-registry';
import { getModalState } from '../lib/modals/modal-store';
import { DEEP_LINKS } from './deep-link-table';
import { MODAL_TABLE } from './modal-table';

installModals(MODAL_TABLE);

function row(param: string) {
  const link = DEEP_LINKS.find((candidate) => candidate.param === param);
  if (!link) throw new Error(`no deep link ${param}`);
  return link;
}

function context(search: string, overrides: Partial<DeepLinkContext> = {}): DeepLinkContext {
  return {
    params: new URLSearchParams(search),
    pathname: '/',
    isGuest: true,
    lang: 'uk',
    features: { modalNameNewSuffix: false, publicProfilePopup: false, promoCodePopup: false },
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
    row('openModal').run('StoriesSliderModal', context('?openModal=StoriesSliderModal'));
    row('openModal').run('NoSuchModal', context('?openModal=NoSuchModal'));
    expect(getModalState()).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('money-box opens the money box modal with its step for players, and leaves the address of guests', () => {
    const link = row('money-box');
    expect(link.audience).toBe('player');
    expect(link.clearQuery).toBe(true);
    expect(link.companions?.('')).toEqual(['step']);
    link.run('', context('?money-box&step=piggy-bank', { isGuest: false }));
    expect(getModalState()).toMatchObject({
      name: 'MoneyBoxModal',
      open: true,
      params: { step: 'piggy-bank' },
    });
  });

  it('game opens the Game modal, for money by default for players and in demo for guests', () => {
    const link = row('game');
    expect(link.companions?.('lucky-dice')).toEqual(['isMoney']);
    expect(link.clearQuery).toBe(true);
    link.run('lucky-dice', context('?game=lucky-dice', { isGuest: false }));
    expect(getModalState()).toMatchObject({ name: 'Game', params: { slug: 'lucky-dice', isMoney: 'true' } });
    link.run('lucky-dice', context('?game=lucky-dice&isMoney=false', { isGuest: false }));
    expect(getModalState().params).toEqual({ slug: 'lucky-dice', isMoney: 'false' });
    link.run('rocket-crash', context('?game=rocket-crash&isMoney=true', { isGuest: true }));
    expect(getModalState().params).toEqual({ slug: 'rocket-crash', isMoney: 'false' });
  });

  it('game ignores a value that is not a game slug', () => {
    const before = getModalState();
    row('game').run('<script>', context('?game=%3Cscript%3E'));
    expect(getModalState()).toBe(before);
  });

  it("register opens the brand's registration modal", () => {
    row('register').run(
      '',
      context('?register', {
        features: { modalNameNewSuffix: true, publicProfilePopup: false, promoCodePopup: false },
      }),
    );
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

  it('verification-identity is for players, leaves the address and opens VerificationIdentityModal', () => {
    const link = row('verification-identity');
    expect(link.audience).toBe('player');
    expect(link.clearQuery).toBe(true);
    link.run('', context('?verification-identity', { isGuest: false }));
    expect(getModalState()).toMatchObject({ name: 'VerificationIdentityModal', open: true });
  });

  it('promo-code-from-email opens the promo-code popup with the code, for players of the brands that have it', () => {
    const link = row('promo-code-from-email');
    expect(link.audience).toBe('player');
    expect(link.clearQuery).toBe(true);
    const before = getModalState();
    link.run('SPRING25', context('?promo-code-from-email=SPRING25', { isGuest: false }));
    expect(getModalState()).toBe(before);
    link.run(
      'SPRING25',
      context('?promo-code-from-email=SPRING25', {
        isGuest: false,
        features: { modalNameNewSuffix: false, publicProfilePopup: false, promoCodePopup: true },
      }),
    );
    expect(getModalState()).toMatchObject({
      name: 'PromoCodesPopup',
      open: true,
      params: { code: 'SPRING25' },
    });
  });

  it('openModal=PromoCodesPopup is for players', () => {
    expect(MODAL_TABLE.PromoCodesPopup?.audience).toBe('player');
  });

  it("public-profile opens the brand's public profile modal with a path-safe login", () => {
    const link = row('public-profile');
    link.run('ZGVtbw==', context('?public-profile=ZGVtbw==', { isGuest: true }));
    expect(getModalState()).toMatchObject({ name: 'PublicProfile', params: { login: 'ZGVtbw' } });
    link.run(
      'my',
      context('?public-profile=my', {
        isGuest: false,
        features: { modalNameNewSuffix: true, publicProfilePopup: true, promoCodePopup: false },
      }),
    );
    expect(getModalState()).toMatchObject({ name: 'PublicProfilePopup', params: { login: 'my' } });
  });

  it('public-profile=my is for players only, and the in-app public-profile page keeps its own', () => {
    const link = row('public-profile');
    const before = getModalState();
    link.run('my', context('?public-profile=my', { isGuest: true }));
    link.run(
      'ZGVtbw',
      context('?public-profile=ZGVtbw', { pathname: '/mobile-app-provider/public-profile/', isGuest: false }),
    );
    expect(getModalState()).toBe(before);
  });
});
