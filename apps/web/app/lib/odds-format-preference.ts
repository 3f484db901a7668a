import { ODDS_FORMAT_COOKIE } from '@casino/contracts';
import { readCookie, writeCookie } from './cookies';
import { createStore, useStore } from './external-store';
import { DEFAULT_ODDS_FORMAT, formatOdds, isOddsFormat, type OddsFormat } from './odds-format';
import { useRootData } from './root-data';

/**
 * The player's odds format, in a cookie the server renders with (like the theme), so the first paint already
 * writes prices the player's way and hydration finds the same text.
 */
const ODDS_FORMAT_COOKIE_DAYS = 365;

export function parseOddsFormat(cookieHeader: string | null | undefined): OddsFormat {
  const value = readCookie(cookieHeader, ODDS_FORMAT_COOKIE);
  return isOddsFormat(value) ? value : DEFAULT_ODDS_FORMAT;
}

const oddsFormatStore = createStore<OddsFormat>(() =>
  typeof document === 'undefined' ? DEFAULT_ODDS_FORMAT : parseOddsFormat(document.cookie),
);

export function saveOddsFormat(format: OddsFormat): void {
  writeCookie(ODDS_FORMAT_COOKIE, format, ODDS_FORMAT_COOKIE_DAYS);
  oddsFormatStore.set(format);
}

export function useOddsFormat(): OddsFormat {
  return useStore(oddsFormatStore, useRootData().oddsFormat);
}

/** Writes a price in the player's format: every price on the site goes through this. */
export function useFormatOdds(): (odds: number) => string {
  const format = useOddsFormat();
  return (odds) => formatOdds(odds, format);
}
