/** RNOKPP check-digit weights of the first nine digits. */
const WEIGHTS = [-1, 5, 7, 9, 4, 6, 10, 5, 7] as const;

/**
 * The Ukrainian taxpayer number (RNOKPP): 10 digits, the last a check digit — the weighted sum of the first nine
 * modulo 11, then modulo 10.
 */
export function isValidTaxId(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = (((sum % 11) + 11) % 11) % 10;
  return check === digits[9];
}
