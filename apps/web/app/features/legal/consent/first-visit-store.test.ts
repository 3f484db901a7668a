import { AGE_CONFIRMED_COOKIE, CONSENT_COOKIE_DAYS, COOKIE_CONSENT_COOKIE } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's cookie jar as `document.cookie` shows it: assignments set one cookie, reading lists them all. */
function cookieJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        jar.set(pair.slice(0, separator), pair.slice(separator + 1));
      },
    },
  };
}

/** The store as a page load finds it: a fresh module reading the jar's cookies. */
async function loadStore() {
  vi.resetModules();
  return import('./first-visit-store');
}

let browser: ReturnType<typeof cookieJar>;
beforeEach(() => {
  browser = cookieJar();
  vi.stubGlobal('document', browser.document);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first-visit answers', () => {
  it('are unanswered in a browser that has never seen the site', async () => {
    const store = await loadStore();
    expect(store.firstVisitAnswers()).toEqual({ ageConfirmed: false, consent: null });
  });

  it('keep the age confirmation and the cookie choice for a year, so the next visit asks nothing', async () => {
    const store = await loadStore();
    store.confirmAge();
    expect(store.firstVisitAnswers()).toEqual({ ageConfirmed: true, consent: null });
    store.saveConsent({ analytics: true, marketing: false });

    const maxAge = `max-age=${CONSENT_COOKIE_DAYS * 24 * 60 * 60}`;
    expect(browser.written.find((line) => line.startsWith(`${AGE_CONFIRMED_COOKIE}=`))).toContain(maxAge);
    expect(browser.written.find((line) => line.startsWith(`${COOKIE_CONSENT_COOKIE}=`))).toContain(maxAge);

    const nextVisit = await loadStore();
    expect(nextVisit.firstVisitAnswers()).toEqual({
      ageConfirmed: true,
      consent: { analytics: true, marketing: false },
    });
  });

  it('asks for the cookie choice again when the policy version changes', async () => {
    browser.document.cookie = `${AGE_CONFIRMED_COOKIE}=yes`;
    browser.document.cookie = `${COOKIE_CONSENT_COOKIE}=v0.necessary-analytics-marketing`;
    const store = await loadStore();
    expect(store.firstVisitAnswers()).toEqual({ ageConfirmed: true, consent: null });
  });
});
