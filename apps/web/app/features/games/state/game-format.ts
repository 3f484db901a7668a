import {
  type GameBrowserType,
  type GameKind,
  type Language,
  VOLATILITIES,
  type Volatility,
} from '@casino/contracts';
import { numberFormat } from '@casino/i18n';

/** Basis points of return to player as a percentage in the language: 9612 -> '96.12%' (en), '96,12 %' (uk). */
export function formatRtp(basisPoints: number, lang: Language): string {
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}

/** A count (likes, a multiplier) with the language's grouping: 5000 -> '5 000' (uk), '5,000' (en). */
export function formatCount(value: number, lang: Language): string {
  return numberFormat(lang).format(value);
}

/** Volatility as a level from 1 (low) to 4 (very high), for the meter on game pages. */
export function volatilityLevel(volatility: Volatility): number {
  return VOLATILITIES.indexOf(volatility) + 1;
}

/** Games with at least this published RTP wear the RTP badge. */
export const HIGH_RTP_BP = 9_600;

/** The game-browser list of games of the same kind: the related games of a game. */
export function browserTypeOf(kind: GameKind): GameBrowserType {
  switch (kind) {
    case 'video-slot':
    case 'classic-slot':
      return 'slots';
    case 'roulette':
      return 'table';
    case 'dice':
    case 'crash':
      return 'instant';
    case 'live':
      return 'live';
  }
}

/** A game that is announced but not yet released (its release is still ahead at `now`). */
export function isComingSoon(game: { releaseAt: string | null }, now: number): boolean {
  return game.releaseAt !== null && Date.parse(game.releaseAt) > now;
}
