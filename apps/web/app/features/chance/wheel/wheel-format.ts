import type { Language } from '@casino/contracts';

const formats = new Map<Language, Intl.NumberFormat>();

/** A chance the server published in basis points, as a percentage in the reader's language (2400 -> "24%"). */
export function percentOfBasisPoints(basisPoints: number, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
    formats.set(lang, format);
  }
  // Display only: the exact chance is the integer weight over the integer total, shown beside it.
  return format.format(basisPoints / 10_000);
}
