import { readSessionValue, writeSessionValue } from './session-flags';

/**
 * Spec section 2: `invited_by` (a referral code) and `gift_id` (a gift free-spin id) wait in session storage
 * until the guest registers, so they survive navigation but not the browser session.
 */
export const REFERRAL_PARAMS = ['invited_by', 'gift_id'] as const;
export type ReferralParam = (typeof REFERRAL_PARAMS)[number];

/** The server's label rule: letters, digits, `_`, `-` and `.`, up to 64 characters. */
const LABEL = /^[\w.-]{1,64}$/;

/** Whether the server accepts `value` as a label (a referral code, a registration source). */
export function isLabel(value: string): boolean {
  return LABEL.test(value);
}

/** Keeps a value from the link; one that the server would refuse is ignored. */
export function storeReferral(param: ReferralParam, value: string): boolean {
  if (!isLabel(value)) return false;
  writeSessionValue(param, value);
  return true;
}

/** What the registration request carries from the stored links. */
export function storedReferrals(): Partial<Record<ReferralParam, string>> {
  const stored: Partial<Record<ReferralParam, string>> = {};
  for (const param of REFERRAL_PARAMS) {
    const value = readSessionValue(param);
    if (value && isLabel(value)) stored[param] = value;
  }
  return stored;
}

/** After a registration the codes have been used. */
export function clearReferrals(): void {
  for (const param of REFERRAL_PARAMS) writeSessionValue(param, null);
}
