/** What the hosted card page posts, as typed. */
export interface CardForm {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

/** Why a field of the card form was refused; the page words it in the payment's language. */
export type CardFieldError =
  | 'number_missing'
  | 'number_invalid'
  | 'expiry_format'
  | 'expiry_past'
  | 'expiry_too_far'
  | 'cvv_3_digits'
  | 'cvv_4_digits'
  | 'holder_missing'
  | 'holder_letters';

export type CardFieldErrors = Partial<Record<keyof CardForm, CardFieldError>>;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export interface ValidCard {
  /** Digits only; lives for the request and is never stored. */
  number: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

/** Expiry dates further ahead than this are typing mistakes, not cards. */
const MAX_YEARS_AHEAD = 20;

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const prefix = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720)) return 'mastercard';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The names of the card brands, the same in every language. */
export const BRAND_LABELS: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/**
 * Checks the card form as a payment page does before authorizing: a Luhn-valid number of 12-19 digits, an
 * MM/YY expiry not before this month, a 3-digit security code (4 for American Express), a holder name.
 */
export function validateCard(
  form: CardForm,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = 'number_missing';
  else if (!/^[0-9]{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'number_invalid';
  const brand = cardBrand(number);

  const expiry = /^\s*([0-9]{1,2})\s*\/\s*([0-9]{2})\s*$/.exec(form.expiry);
  const expiryMonth = Number(expiry?.[1]);
  const expiryYear = 2000 + Number(expiry?.[2]);
  if (!expiry || expiryMonth < 1 || expiryMonth > 12) errors.expiry = 'expiry_format';
  else if (cardExpired({ expiryMonth, expiryYear }, now)) errors.expiry = 'expiry_past';
  else if (expiryYear > now.getUTCFullYear() + MAX_YEARS_AHEAD) errors.expiry = 'expiry_too_far';

  const amex = brand === 'amex';
  if (!(amex ? /^[0-9]{4}$/ : /^[0-9]{3}$/).test(form.cvv.trim())) {
    errors.cvv = amex ? 'cvv_4_digits' : 'cvv_3_digits';
  }

  const holder = form.holder.trim().replace(/\s+/g, ' ');
  if (holder === '') errors.holder = 'holder_missing';
  else if (!/^[\p{L} .'-]{2,100}$/u.test(holder)) errors.holder = 'holder_letters';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, brand, last4: number.slice(-4), expiryMonth, expiryYear } };
}

/** A saved card can be charged until the end of its expiry month. */
export function cardExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < now.getUTCMonth() + 1);
}
