import type { CashLocation, DepositTrackRequest, Language } from '@casino/contracts';
import { localizePath } from '@casino/contracts';
import { lazyEndpoints } from './endpoint-client';
import { createStore } from './external-store';
import { CASH_ROUTES } from './route-table';

export type { CashLocation };

// Deposit buttons sit in the header, the home page's among them: the table comes with the first press.
const callDeposits = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/cash-deposits').then((table) => table.CASH_DEPOSIT_ENDPOINTS),
);

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

/** `/cash/deposit/` in the language, or `/cash/bonus/{id}/` for a deposit with a bonus. */
export function depositPath(lang: Language, bonusId?: number): string {
  const path =
    bonusId === undefined
      ? CASH_ROUTES.deposit.path
      : CASH_ROUTES.bonus.path.replace(':bonusId', String(bonusId));
  return localizePath(path, lang);
}

/**
 * Reports a pressed deposit button (`POST /trackers/deposits/track/`). Fire and forget: a lost report changes
 * nothing for the player, so it never delays or fails the cash desk.
 */
export function trackDepositButton(request: DepositTrackRequest): void {
  void callDeposits('trackDepositButton', { body: request }).catch(() => undefined);
}
