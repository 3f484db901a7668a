import type { ModalName } from '../../../lib/modals/modal-names';

/** The wheel's popups: an automatic one never covers another of them. */
export const WHEEL_POPUPS: readonly ModalName[] = [
  'WheelFortunePopup',
  'WheelFortuneConfirmationPopup',
  'WheelFortuneErrorPopup',
  'AlternateRegistrationWheelPopup',
];

/** A guest who closed the guest wheel is not shown it automatically again while this cookie lives (one day). */
export const GUEST_WHEEL_COOKIE = 'wheel_guest_closed';

/** Why a wheel popup opened automatically must wait, or null when it may show now. */
export type WheelPopupWait = 'game' | 'deposit' | 'wheel' | 'modal' | null;

/**
 * Spec section 5: a wheel popup opened automatically is deferred while a game is open, while the deposit view is
 * open, or while another wheel popup is open, and shown once they close. Any other open modal defers it as well:
 * opening a modal replaces the one open, and an automatic popup must never take the place of what the player opened.
 */
export function wheelPopupWait(page: { modal: ModalName | null; depositOpen: boolean }): WheelPopupWait {
  if (page.modal === 'Game') return 'game';
  if (page.depositOpen) return 'deposit';
  if (page.modal && WHEEL_POPUPS.includes(page.modal)) return 'wheel';
  if (page.modal) return 'modal';
  return null;
}

/** The guest wheel opens by itself for a guest past the first-visit notices who has not closed it today. */
export function guestWheelDue(viewer: {
  isGuest: boolean;
  firstVisitAnswered: boolean;
  closedCookie: string | null;
}): boolean {
  return viewer.isGuest && viewer.firstVisitAnswered && viewer.closedCookie === null;
}

/** Whole turns the wheel makes before it settles: long enough to read as a spin, short enough not to bore. */
export const WHEEL_TURNS = 5;

/**
 * The wheel's next rotation in degrees (clockwise, growing so it always turns forward) that brings the middle of
 * segment `index` of `count` equal segments under the pointer at the top, after `turns` whole turns.
 */
export function wheelRotationTo(current: number, index: number, count: number, turns = WHEEL_TURNS): number {
  const slice = 360 / count;
  const settle = (((360 - (index + 0.5) * slice) % 360) + 360) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + turns * 360 + settle;
}

/** The segment under the pointer at a rotation: the inverse of `wheelRotationTo`. */
export function segmentUnderPointer(rotation: number, count: number): number {
  const slice = 360 / count;
  const turned = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(turned / slice) % count;
}

/**
 * What applying a wheel's bonus prize does (spec section 5): while another bonus is active the application is
 * blocked and the activation modal shows instead (the bonus waits in the queue); otherwise it is applied at once.
 */
export function bonusApplyStep(hasActiveBonus: boolean): 'activation-modal' | 'apply' {
  return hasActiveBonus ? 'activation-modal' : 'apply';
}
