import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_MODAL,
  closeModal,
  getModalState,
  isRegisteredModal,
  MODAL_UNLOAD_DELAY_MS,
  openModal,
} from './modal-store';
import { installTestModals } from './test-modals';

installTestModals({ SupportContacts: 'any' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeModal();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('modal store', () => {
  it('opens a registered modal: open and loaded, with its parameters', () => {
    expect(openModal('SupportContacts', { from: 'footer' })).toBe(true);
    expect(getModalState()).toEqual({
      name: 'SupportContacts',
      params: { from: 'footer' },
      open: true,
      loaded: true,
    });
  });

  it('closes at once but unloads only after the 350 ms delay', () => {
    openModal('SupportContacts');
    closeModal();
    expect(getModalState()).toMatchObject({ name: 'SupportContacts', open: false, loaded: true });
    vi.advanceTimersByTime(MODAL_UNLOAD_DELAY_MS - 1);
    expect(getModalState().loaded).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getModalState()).toEqual(CLOSED_MODAL);
  });

  it('keeps a modal reopened during the close delay', () => {
    openModal('SupportContacts');
    closeModal();
    openModal('SupportContacts');
    vi.advanceTimersByTime(MODAL_UNLOAD_DELAY_MS * 2);
    expect(getModalState()).toMatchObject({ open: true, loaded: true });
  });

  it('ignores a modal the table does not have, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openModal('StoriesSliderModal')).toBe(false);
    expect(getModalState()).toEqual(CLOSED_MODAL);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('recognises the installed modals only', () => {
    expect(isRegisteredModal('SupportContacts')).toBe(true);
    expect(isRegisteredModal('StoriesSliderModal')).toBe(false);
    expect(isRegisteredModal('toString')).toBe(false);
  });
});
