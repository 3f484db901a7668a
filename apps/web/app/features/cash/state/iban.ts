/** An IBAN as the withdrawal request takes it: upper case, no spaces. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').toUpperCase();
}

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/**
 * ISO 13616: the country, check digits and account, whose rearranged digits (letters as 10-35) leave 1 modulo 97.
 * Checked in pieces so the number never leaves the safe integer range.
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[0-9]/.test(character) ? character : String(character.charCodeAt(0) - 55);
    remainder = Number(`${remainder}${digits}`) % 97;
  }
  return remainder === 1;
}
