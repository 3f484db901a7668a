import type { Language } from '@casino/contracts';
import { numberFormat } from '@casino/i18n';

/** A chance the server published in basis points, as a percentage in the reader's language (2400 -> "24%"). */
export function percentOfBasisPoints(basisPoints: number, lang: Language): string {
  // Display only: the exact chance is the integer weight over the integer total, shown beside it.
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
