import type { Language } from '@casino/contracts';
import { numberFormat } from '@casino/i18n';

/** The games' numbers that are not money: rolls and targets in hundredths, multipliers, chances. */
export interface NumberFormats {
  /** 4217 -> "42.17" (a dice roll or target). */
  hundredths(value: number): string;
  /** 153 -> "1.53×" (a crash point or cash-out, in hundredths). */
  times(hundredths: number): string;
  /** 19800 basis points -> "1.98×"; up to four decimals, as the maths pays them. */
  timesBp(basisPoints: number): string;
  /** 4950 basis points -> "49.5 %". */
  percentBp(basisPoints: number): string;
}

export function numberFormats(lang: Language): NumberFormats {
  const two = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const upToFour = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return {
    hundredths: (value) => two.format(value / 100),
    times: (hundredths) => `${two.format(hundredths / 100)}×`,
    timesBp: (basisPoints) => `${upToFour.format(basisPoints / 10_000)}×`,
    percentBp: (basisPoints) => percent.format(basisPoints / 10_000),
  };
}
