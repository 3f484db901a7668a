import { AGE_CONFIRMED_COOKIE, CONSENT_COOKIE_DAYS, COOKIE_CONSENT_COOKIE } from '@casino/contracts';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { createStore, useStore } from '../../../lib/external-store';
import { useRootData } from '../../../lib/root-data';
import {
  AGE_CONFIRMED,
  type CookieConsent,
  formatConsent,
  NECESSARY_ONLY,
  parseAgeConfirmed,
  parseConsent,
} from './consent-cookie';

/** What the visitor has answered so far, as the browser's cookies hold it. */
export interface FirstVisitAnswers {
  ageConfirmed: boolean;
  consent: CookieConsent | null;
}

function storedAnswers(): FirstVisitAnswers {
  const cookies = typeof document === 'undefined' ? null : document.cookie;
  return {
    ageConfirmed: parseAgeConfirmed(cookies),
    consent: parseConsent(readCookie(cookies, COOKIE_CONSENT_COOKIE)),
  };
}

const answersStore = createStore<FirstVisitAnswers>(storedAnswers);

/**
 * What the server rendered. The age question is part of the page for a visitor without the confirmation (the
 * cookie is one of the rendered pages' keys), so it shows at the first paint, before any script has run; the
 * cookie banner is not (it waits for the age, and asks nothing urgent), so it appears once the page has hydrated.
 */
const SERVER_ANSWERS_AGE_CONFIRMED: FirstVisitAnswers = { ageConfirmed: true, consent: NECESSARY_ONLY };
const SERVER_ANSWERS_AGE_UNCONFIRMED: FirstVisitAnswers = { ageConfirmed: false, consent: NECESSARY_ONLY };

/** The answers as the browser holds them now (outside React). */
export function firstVisitAnswers(): FirstVisitAnswers {
  return answersStore.get();
}

export function useFirstVisitAnswers(): FirstVisitAnswers {
  const { ageConfirmed } = useRootData();
  return useStore(answersStore, ageConfirmed ? SERVER_ANSWERS_AGE_CONFIRMED : SERVER_ANSWERS_AGE_UNCONFIRMED);
}

export function confirmAge(): void {
  writeCookie(AGE_CONFIRMED_COOKIE, AGE_CONFIRMED, CONSENT_COOKIE_DAYS);
  answersStore.set((answers) => ({ ...answers, ageConfirmed: true }));
}

export function saveConsent(consent: CookieConsent): void {
  writeCookie(COOKIE_CONSENT_COOKIE, formatConsent(consent), CONSENT_COOKIE_DAYS);
  answersStore.set((answers) => ({ ...answers, consent }));
}
