import type { BrandId, Currency } from '@casino/contracts';
import { amountIn } from '../bonus-terms.ts';
import type { CashbackProgramRow } from './cashback.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A Sunday, midnight UTC: a programme's weekday counts from it. */
const SUNDAY = Date.UTC(1970, 0, 4);

type PeriodTerms = Pick<CashbackProgramRow, 'periodDays' | 'closesWeekday' | 'closesHour'>;

/**
 * The programme's period holding `at`: periods of `periodDays` days, one of them ending at the programme's weekday
 * and hour (UTC), the rest every `periodDays` days before and after it. A moment on a boundary starts a period.
 */
export function periodAt(program: PeriodTerms, at: Date): { start: Date; end: Date } {
  const length = program.periodDays * DAY_MS;
  const boundary = SUNDAY + program.closesWeekday * DAY_MS + program.closesHour * HOUR_MS;
  const start = boundary + Math.floor((at.getTime() - boundary) / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Whether the programme is for the player: active, for their brand and their currency, with terms in it. */
export function isOffered(
  program: CashbackProgramRow,
  player: { brand: BrandId; currency: Currency },
): boolean {
  const { brands, currencies } = program.eligibility;
  return (
    program.active &&
    (brands.length === 0 || brands.includes(player.brand)) &&
    (currencies.length === 0 || currencies.includes(player.currency)) &&
    amountIn(program.minNetLoss, player.currency) !== null &&
    amountIn(program.maxAmount, player.currency) !== null
  );
}

/**
 * What a period's net loss pays back: the programme's percent of it, rounded down, up to the cap; nothing under
 * the minimum net loss (or in a currency the programme has no terms for).
 */
export function cashbackAmount(program: CashbackProgramRow, currency: Currency, netLoss: number): number {
  const min = amountIn(program.minNetLoss, currency);
  const cap = amountIn(program.maxAmount, currency);
  if (min === null || cap === null || netLoss <= 0 || netLoss < min) return 0;
  return Math.min(Math.floor((netLoss * program.percent) / 100), cap);
}
