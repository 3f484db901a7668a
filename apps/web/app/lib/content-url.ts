import type { BrandFeatures, Language } from '@casino/contracts';
import { localizePath } from '@casino/contracts';

/** Content types the URL builder of spec section 2 knows. */
export type ContentType =
  | 'tournament'
  | 'tournaments-promo'
  | 'race'
  | 'special-race'
  | 'issues'
  | 'tags'
  | 'special'
  | 'onlineGame';

/**
 * The site path of a piece of content by its type (spec section 2, "URL builder by content type"), in the
 * visitor's language. Brands with the new-URL flag (`issueUrls`) address games as `/issue/{slug}/` and tags at the
 * top level (`/{slug}/`); the others use `/games/{slug}/` and `/tag/{slug}/`.
 */
export function contentUrl(
  type: ContentType,
  slug: string,
  lang: Language,
  features: Pick<BrandFeatures, 'issueUrls'>,
): string {
  const segment = encodeURIComponent(slug);
  const paths: Record<ContentType, string> = {
    tournament: '/tournaments/',
    'tournaments-promo': '/tournaments-promo/',
    race: '/races/',
    'special-race': '/special-races/',
    issues: features.issueUrls ? `/issue/${segment}/` : `/games/${segment}/`,
    tags: features.issueUrls ? `/${segment}/` : `/tag/${segment}/`,
    special: `/special/${segment}/`,
    onlineGame: `/online-game/${segment}/`,
  };
  return localizePath(paths[type], lang);
}
