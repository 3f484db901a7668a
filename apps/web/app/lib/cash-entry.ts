import { createStore } from './external-store';

/** Where the cash desk was opened from (spec section 2, cash desk routes); reported with the deposit. */
export type CashLocation = 'deposit_menu' | 'registration' | 'open-by-hash-link';

/**
 * Set when registration completion redirects to a /cash path, so the cash desk that opens reports the
 * `registration` location; cleared once the cash desk has read it.
 */
export const redirectAfterRegister = createStore(false);

/** The location the cash desk reports when opened for `url`: a hash link, after registration, or the menu. */
export function cashLocationFor(url: { pathname: string; hash: string }): CashLocation {
  if (redirectAfterRegister.get()) return 'registration';
  if (url.hash.includes('cash') && !url.pathname.includes('/cash/')) return 'open-by-hash-link';
  return 'deposit_menu';
}

/** True when the path or hash asks for the cash desk: any path containing /cash/ or a hash containing cash. */
export function opensCashDesk(url: { pathname: string; hash: string }): boolean {
  return url.pathname.includes('/cash/') || url.hash.includes('cash');
}
