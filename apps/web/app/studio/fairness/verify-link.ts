import { type Language, localizePath } from '@casino/contracts';

/** The site's provably-fair page, with a round to check when one is given (it fills the form from it). */
export function verifyHref(lang: Language, roundId?: string): string {
  const path = localizePath('/provably-fair/', lang);
  return roundId ? `${path}?round=${encodeURIComponent(roundId)}` : path;
}
