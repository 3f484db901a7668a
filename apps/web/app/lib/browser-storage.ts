/** Keys of what the site keeps in the browser (spec section 3: local records), in one list so none collide. */
export const STORAGE_KEYS = {
  playMode: 'playMode',
  homeFilter: 'homeFilter',
  telegramWebApp: 'telegramWebApp',
  // The cash desk's records (spec section 3, light cash payment info; section 5, the WithdrawVerifyInfo hide flag).
  lightCashPaymentInfo: 'lightCashPaymentInfo',
  withdrawVerifyInfoHidden: 'withdrawVerifyInfoHidden',
  cardSuccessNotice: 'cardSuccessNotice',
  transactionsSuspension: 'transactionsSuspension',
  exitPopupShown: 'exitPopupShown',
  // The player turned the notification sounds off (spec section 9: notification sounds).
  notificationSoundsMuted: 'notificationSoundsMuted',
  // The games lobby's recent searches, newest first.
  gameSearches: 'gameSearches',
  // The birthday bonus's window the birthday modal last opened for, and a landing's bonus kept until registration.
  birthdayBonusShown: 'birthdayBonusShown',
  landingBonus: 'landingBonus',
  // The sportsbook's bet slip: its selections, the stake typed and the odds-change policy.
  sportBetSlip: 'sportBetSlip',
  // A guest has read the dice info screen (spec section 4: shown once for guests, by a local flag).
  diceInfoSeen: 'diceInfoSeen',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Area = 'local' | 'session';

function storageArea(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage access throws when the browser blocks it (private modes, disabled cookies).
    return null;
  }
}

/** Reads a stored value; null when absent, when storage is unavailable, or on the server. */
export function readStored(area: Area, key: StorageKey): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value (null removes it); a full or blocked storage is ignored, the in-memory state still changes. */
export function writeStored(area: Area, key: StorageKey, value: string | null): void {
  try {
    const storage = storageArea(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the choice lasts for this page only.
  }
}
