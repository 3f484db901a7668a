import type { Bonus, Currency, Language } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';

type Wagering = NonNullable<Bonus['wagering']>;

/** A bonus's wagering as its progress bar shows it: money counted, money required, and what is left. */
export interface WageringFigures {
  wagered: string;
  required: string;
  left: string;
  /** Whole percent for the bar and its label, 0 to 100. */
  percent: number;
  /** Wagered through: the bonus converts as soon as the last stake is counted. */
  done: boolean;
}

/**
 * The figures of a wagering requirement in the player's language. The percent is the server's (rounded down, so
 * 100 only when wagered through), held to 0..100 so the bar never overflows.
 */
export function wageringFigures(wagering: Wagering, currency: Currency, lang: Language): WageringFigures {
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const left = Math.max(0, wagering.required - wagering.wagered);
  return {
    wagered: money(wagering.wagered),
    required: money(wagering.required),
    left: money(left),
    percent: Math.min(100, Math.max(0, wagering.percent)),
    done: left === 0,
  };
}
