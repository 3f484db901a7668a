import type { BrandFeatures, Language } from '@casino/contracts';
import type { Audience } from '../audience';

export interface DeepLinkContext {
  /** Every query parameter of the address, for links that read companions (e.g. a modal's ids). */
  params: URLSearchParams;
  /** The page's path, for links that behave differently on some pages. */
  pathname: string;
  isGuest: boolean;
  lang: Language;
  /** For brand-specific behaviour, such as the king brand's `New` modal names. */
  features: Pick<BrandFeatures, 'modalNameNewSuffix' | 'publicProfilePopup' | 'promoCodePopup'>;
}

/** A link that moves the player elsewhere returns where to; the query is then left behind with the old page. */
export type DeepLinkOutcome = { navigateTo: string } | undefined;

/** One row of spec section 2's query-parameter deep links. */
export interface DeepLink {
  /** The query parameter that triggers it. */
  param: string;
  /** Who may use it; for others it does nothing (its query is still cleared when `clearQuery` says so). */
  audience: Audience;
  /** Whether the parameter and its companions leave the address once handled. */
  clearQuery: boolean | ((isGuest: boolean) => boolean);
  /** Other parameters that belong to this link, cleared with it. */
  companions?: (value: string) => readonly string[];
  /** What it does. */
  run: (value: string, context: DeepLinkContext) => DeepLinkOutcome;
}
