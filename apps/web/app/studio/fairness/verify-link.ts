import { type Language, localizePath } from '@casino/contracts';

/** The id of the provably-fair page's verification form's heading: a link with a round opens there. */
export const VERIFY_SECTION_ID = 'fair-verify';

/**
 * The site's provably-fair page, with a round to check when one is given: it fills the form from it, and the page
 * opens at the form rather than at the top of the explainer above it.
 */
export function verifyHref(lang: Language, roundId?: string): string {
  const path = localizePath('/provably-fair/', lang);
  return roundId ? `${path}?round=${encodeURIComponent(roundId)}#${VERIFY_SECTION_ID}` : path;
}
