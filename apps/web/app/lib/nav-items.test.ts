import { LEGAL_PAGES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { HOME_NAV_ITEM, headerNavItems, isNavItemActive, legalItems, navItems } from './nav-items';
import { MAIN_ROUTES } from './route-table';

describe('navigation items', () => {
  it('lists served routes that have a navigation label, in table order', () => {
    const table = {
      ...MAIN_ROUTES,
      bonuses: { path: '/bonuses/', nav: 'nav.bonuses' },
      faq: { path: '/faq/', file: 'routes/faq.tsx', nav: 'nav.faq' },
    };
    const items = navItems(table);
    expect(items.map((item) => item.name)).toContain('faq');
    expect(items.map((item) => item.name)).not.toContain('bonuses');
    expect(items.map((item) => item.name)).not.toContain('home');
    expect(items.find((item) => item.name === 'faq')).toEqual({
      name: 'faq',
      path: '/faq/',
      labelKey: 'nav.faq',
    });
  });

  it('keeps the sections marked off the header out of its row only', () => {
    const table = {
      ...MAIN_ROUTES,
      faq: { path: '/faq/', file: 'routes/faq.tsx', nav: 'nav.faq', offHeader: true },
    };
    expect(navItems(table).map((item) => item.name)).toContain('faq');
    expect(headerNavItems(table).map((item) => item.name)).not.toContain('faq');
    expect(headerNavItems(table).map((item) => item.name)).toContain('games');
  });

  it('links every legal page from the footer, and none of them from the main navigation', () => {
    expect(legalItems().map((item) => item.path)).toEqual(Object.values(LEGAL_PAGES));
    const navPaths = navItems().map((item) => item.path);
    for (const path of Object.values(LEGAL_PAGES)) expect(navPaths).not.toContain(path);
  });

  it('marks the current section in every language', () => {
    const faq = { name: 'faq' as const, path: '/faq/', labelKey: 'nav.faq' };
    expect(isNavItemActive(faq, '/faq/', 'uk')).toBe(true);
    expect(isNavItemActive(faq, '/en/faq/', 'en')).toBe(true);
    expect(isNavItemActive(faq, '/partnership/', 'uk')).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isNavItemActive(HOME_NAV_ITEM, '/', 'uk')).toBe(true);
    expect(isNavItemActive(HOME_NAV_ITEM, '/ru', 'ru')).toBe(true);
    expect(isNavItemActive(HOME_NAV_ITEM, '/ru/', 'ru')).toBe(true);
    expect(isNavItemActive(HOME_NAV_ITEM, '/faq/', 'uk')).toBe(false);
  });
});
