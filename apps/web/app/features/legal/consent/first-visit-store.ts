import { AGE_CONFIRMED_COOKIE, CONSENT_COOKIE_DAYS, COOKIE_CONSENT_COOKIE } from '@casino/contracts';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { createStore, useStore } from '../../../lib/external-store';
import { AGE_CONFIRMED, type CookieConsent, formatConsent, parseConsent } from './consent-cookie';

/** What the visitor has answered so far; read from the browser's cookies, so only after hydration. */
export interface FirstVisitAnswers {
  ageConfirmed: boolean;
  consent: CookieConsent | null;
}

function storedAnswers(): FirstVisitAnswers {
  const cookies = typeof document === 'undefined' ? null : document.cookie;
  return {
    ageConfirmed: readCookie(cookies, AGE_CONFIRMED_COOKIE) === AGE_CONFIRMED,
    consent: parseConsent(readCookie(cookies, COOKIE_CONSENT_COOKIE)),
  };
}

const answersStore = createStore<FirstVisitAnswers>(storedAnswers);

/**
 * The server renders every page as if both questions were answered (a guest's page is cached and shared, and
 * crawlers get no overlay), so the notices appear only once the page has hydrated.
 */
const SERVER_ANSWERS: FirstVisitAnswers = {
  ageConfirmed: true,
  consent: { analytics: false, marketing: false },
};

/** The answers as the browser holds them now (outside React). */
export function firstVisitAnswers(): FirstVisitAnswers {
  return answersStore.get();
}

export function useFirstVisitAnswers(): FirstVisitAnswers {
  return useStore(answersStore, SERVER_ANSWERS);
}

export function confirmAge(): void {
  writeCookie(AGE_CONFIRMED_COOKIE, AGE_CONFIRMED, CONSENT_COOKIE_DAYS);
  answersStore.set((answers) => ({ ...answers, ageConfirmed: true }));
}

export function saveConsent(consent: CookieConsent): void {
  writeCookie(COOKIE_CONSENT_COOKIE, formatConsent(consent), CONSENT_COOKIE_DAYS);
  answersStore.set((answers) => ({ ...answers, consent }));
}
