import { type BrandFeatures, MOBILE_APP_PREFIX, OWN_PUBLIC_PROFILE_LOGIN } from '@casino/contracts';
import type { ModalName } from '../../lib/modals/modal-names';
import { openModal } from '../../lib/modals/modal-store';

/** The one place that reads the brand flag: two brands show the public profile as a popup. */
export function publicProfileModalName(features: Pick<BrandFeatures, 'publicProfilePopup'>): ModalName {
  return features.publicProfilePopup ? 'PublicProfilePopup' : 'PublicProfile';
}

/**
 * A base64 login as it arrives in a query (a `+` read back as a space) turned into the URL-safe alphabet, so it
 * fits in a path segment; `my` stays as it is.
 */
export function pathSafeLogin(value: string): string {
  if (value === OWN_PUBLIC_PROFILE_LOGIN) return value;
  return value.trim().replace(/ /g, '+').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A login as the `public-profile` deep link carries it: base64 (URL-safe) of its UTF-8 bytes. */
export function encodeLogin(login: string): string {
  const bytes = new TextEncoder().encode(login);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return pathSafeLogin(btoa(binary));
}

/** The in-app webview serves its own public-profile page, so the deep link leaves it alone there. */
export function isMobileAppPublicProfilePath(pathname: string): boolean {
  return pathname.startsWith(`${MOBILE_APP_PREFIX}/public-profile/`);
}

/** Opens the public profile of a base64 login (`my`: the viewer's own) in the brand's modal. */
export function openPublicProfile(login: string, features: Pick<BrandFeatures, 'publicProfilePopup'>): void {
  openModal(publicProfileModalName(features), { login: pathSafeLogin(login) });
}
