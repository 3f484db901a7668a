/** The promo code's shape the server accepts (3 to 32 of letters, digits, - and _), checked before asking it. */
const PROMO_CODE = /^[A-Za-z0-9_-]{3,32}$/;

/** What the player typed as a promo code, trimmed, or null when it cannot be one. */
export function promoCodeOf(text: string): string | null {
  const code = text.trim();
  return PROMO_CODE.test(code) ? code : null;
}
