import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getModalState, openModal } from './modal-store';
import { openServerPopup, popupHandledHere } from './server-popup';
import { installTestModals } from './test-modals';

installTestModals({ Login: 'guest', RegistrationCompleted: 'player', SupportContacts: 'any' });

const idle = { cashDeskOpen: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeModal();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('popups the server opens', () => {
  it('open the registered modal they name', () => {
    expect(openServerPopup('RegistrationCompleted', idle)).toBe(true);
    expect(getModalState()).toMatchObject({ name: 'RegistrationCompleted', open: true });
  });

  it('are logged and dropped when this site has no such modal', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openServerPopup('WheelOfNothing', idle)).toBe(false);
    expect(getModalState().open).toBe(false);
    expect(warn).toHaveBeenCalledWith('push popup "WheelOfNothing" names no modal of this site; dropped');
  });

  it('are dropped when they are for guests only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openServerPopup('Login', idle)).toBe(false);
    expect(getModalState().open).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('are dropped on the page that has already dealt with them, for a while', () => {
    popupHandledHere('RegistrationCompleted');
    expect(openServerPopup('RegistrationCompleted', idle)).toBe(false);
    expect(getModalState().open).toBe(false);
    vi.advanceTimersByTime(61_000);
    expect(openServerPopup('RegistrationCompleted', idle)).toBe(true);
  });

  it('never replace an open modal: the page that completed registration already shows its welcome', () => {
    openModal('SupportContacts');
    expect(openServerPopup('RegistrationCompleted', idle)).toBe(false);
    expect(getModalState()).toMatchObject({ name: 'SupportContacts', open: true });
  });

  it('never cover the cash desk', () => {
    expect(openServerPopup('RegistrationCompleted', { cashDeskOpen: true })).toBe(false);
    expect(getModalState().open).toBe(false);
  });
});
