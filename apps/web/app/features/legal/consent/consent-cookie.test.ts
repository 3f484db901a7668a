import { COOKIE_POLICY_VERSION } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_COOKIES, formatConsent, NECESSARY_ONLY, parseConsent } from './consent-cookie';

describe('the cookie consent value', () => {
  it('records the policy version and the categories allowed, and reads them back', () => {
    expect(formatConsent(NECESSARY_ONLY)).toBe(`v${COOKIE_POLICY_VERSION}.necessary`);
    expect(formatConsent(ALL_COOKIES)).toBe(`v${COOKIE_POLICY_VERSION}.necessary-analytics-marketing`);
    const analyticsOnly = { analytics: true, marketing: false };
    expect(parseConsent(formatConsent(analyticsOnly))).toEqual(analyticsOnly);
    expect(parseConsent(formatConsent(ALL_COOKIES))).toEqual(ALL_COOKIES);
  });

  it('asks again when there is no choice, an unreadable one, or one made under another policy version', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(`v${COOKIE_POLICY_VERSION}.analytics`)).toBeNull();
    expect(parseConsent(`v${COOKIE_POLICY_VERSION - 1}.necessary-analytics`)).toBeNull();
    expect(parseConsent(`v${COOKIE_POLICY_VERSION + 1}.necessary`)).toBeNull();
  });
});
