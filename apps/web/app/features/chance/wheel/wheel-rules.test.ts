import { describe, expect, it } from 'vitest';
import {
  bonusApplyStep,
  guestWheelDue,
  segmentUnderPointer,
  wheelPopupWait,
  wheelRotationTo,
} from './wheel-rules';

describe('wheel popups opened automatically', () => {
  it('wait while a game, the deposit view, another wheel popup or any modal is open', () => {
    expect(wheelPopupWait({ modal: 'Game', depositOpen: false })).toBe('game');
    expect(wheelPopupWait({ modal: null, depositOpen: true })).toBe('deposit');
    expect(wheelPopupWait({ modal: 'WheelFortuneConfirmationPopup', depositOpen: false })).toBe('wheel');
    expect(wheelPopupWait({ modal: 'AlternateRegistrationWheelPopup', depositOpen: false })).toBe('wheel');
    expect(wheelPopupWait({ modal: 'Login', depositOpen: false })).toBe('modal');
    expect(wheelPopupWait({ modal: null, depositOpen: false })).toBeNull();
  });

  it('open the guest wheel for a guest past the first-visit notices who has not closed it today', () => {
    const guest = { isGuest: true, firstVisitAnswered: true, closedCookie: null };
    expect(guestWheelDue(guest)).toBe(true);
    expect(guestWheelDue({ ...guest, closedCookie: '1' })).toBe(false);
    expect(guestWheelDue({ ...guest, firstVisitAnswered: false })).toBe(false);
    expect(guestWheelDue({ ...guest, isGuest: false })).toBe(false);
  });
});

describe('the wheel’s rotation', () => {
  it('settles every segment under the pointer, always turning forward by whole turns first', () => {
    for (const count of [2, 7, 10, 16]) {
      let rotation = 0;
      for (let index = 0; index < count; index++) {
        const next = wheelRotationTo(rotation, index, count);
        expect(next - rotation).toBeGreaterThanOrEqual(4 * 360);
        expect(segmentUnderPointer(next, count)).toBe(index);
        rotation = next;
      }
    }
  });

  it('puts the middle of the segment under the pointer', () => {
    // Four segments: the first spans 0° to 90° clockwise from the top; its middle (45°) turns back to the top.
    expect(wheelRotationTo(0, 0, 4, 1)).toBe(360 + 315);
    expect(wheelRotationTo(720 + 10, 2, 4, 1)).toBe(720 + 360 + 135);
  });
});

describe('applying a wheel’s bonus prize', () => {
  it('opens the activation modal instead while another bonus is active', () => {
    expect(bonusApplyStep(true)).toBe('activation-modal');
    expect(bonusApplyStep(false)).toBe('apply');
  });
});

describe('published chances', () => {
  it('read basis points as a percentage in the reader’s language', async () => {
    const { percentOfBasisPoints } = await import('./wheel-format');
    expect(percentOfBasisPoints(2400, 'en')).toBe('24%');
    expect(percentOfBasisPoints(10, 'en')).toBe('0.1%');
    expect(percentOfBasisPoints(230, 'uk')).toMatch(/^2,3\s?%$/);
  });
});
