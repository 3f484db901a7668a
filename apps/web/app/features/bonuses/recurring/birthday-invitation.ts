import type { BirthdayBonusState } from '@casino/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';

/**
 * Whether the birthday modal should open by itself (spec: it opens for a player with a birthday bonus): there is a
 * bonus to take, and the modal has not opened for this birthday in this browser session (`shownFor` is the
 * window's end it opened for).
 */
export function shouldOfferBirthday(
  bonus: BirthdayBonusState | null | undefined,
  shownFor: string | null,
): boolean {
  return bonus != null && shownFor !== bonus.availableUntil;
}

/** Opens the birthday modal once per birthday and browser session; answers whether it should open now. */
export function claimBirthdayInvitation(bonus: BirthdayBonusState | null | undefined): boolean {
  if (!shouldOfferBirthday(bonus, readStored('session', STORAGE_KEYS.birthdayBonusShown))) return false;
  writeStored('session', STORAGE_KEYS.birthdayBonusShown, bonus?.availableUntil ?? null);
  return true;
}
