/** Weights of the first nine digits of a Ukrainian RNOKPP in its check-digit sum. */
const RNOKPP_WEIGHTS = [-1, 5, 7, 9, 4, 6, 10, 5, 7];

/**
 * Whether a Ukrainian taxpayer number (RNOKPP, 10 digits) has the right check digit: the weighted sum of the
 * first nine digits, modulo 11, modulo 10, is the tenth.
 */
export function isValidRnokpp(taxId: string): boolean {
  if (!/^[0-9]{10}$/.test(taxId)) return false;
  const digits = [...taxId].map(Number);
  const sum = RNOKPP_WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  // The sum may be negative (the first weight is -1): take the mathematical remainder.
  const check = (((sum % 11) + 11) % 11) % 10;
  return check === digits[9];
}
