import { LEGAL_PAGES, splitLanguagePrefix } from '@casino/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useFirstVisitAnswers } from '../consent/first-visit-store';

/** Their code loads only for a visitor who has not answered yet: everyone else pays nothing for them. */
const AgeGate = lazy(() => import('./age-gate'));
const CookieBanner = lazy(() => import('./cookie-banner'));

const LEGAL_PATHS: ReadonlySet<string> = new Set(Object.values(LEGAL_PAGES));

/**
 * A first visit asks two things, one at a time: the visitor's age, then their cookie choice. The legal pages stay
 * readable before the age is confirmed (the notice links to responsible gaming, which must not hide behind it).
 */
export function FirstVisitNotices() {
  const { ageConfirmed, consent } = useFirstVisitAnswers();
  const { pathname } = useLocation();
  const onLegalPage = LEGAL_PATHS.has(splitLanguagePrefix(pathname).path);
  let notice: React.ReactNode = null;
  if (!ageConfirmed && !onLegalPage) notice = <AgeGate />;
  else if (ageConfirmed && !consent) notice = <CookieBanner />;
  return notice ? <Suspense fallback={null}>{notice}</Suspense> : null;
}
