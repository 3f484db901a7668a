import type { PushMessageOf } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getModalState, openModal } from '../../../lib/modals/modal-store';
import { installTestModals } from '../../../lib/modals/test-modals';
import { openAllowedWithDeposit } from './allowed-with-deposit-updates';

installTestModals({ AllowedWithDepBonus: 'player', SupportContacts: 'any' });

const NOW = Date.parse('2026-11-26T12:00:00Z');

const message: PushMessageOf<'allowedWithDep'> = {
  id: 'allowedWithDep:7',
  type: 'allowedWithDep',
  action: 'offered',
  data: {
    playerBonusId: 41,
    bonusId: 2,
    paymentId: 'pay-1',
    depositAmount: 40_000,
    amount: 20_000,
    currency: 'UAH',
    expiresAt: '2026-11-26T12:30:00.000Z',
  },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeModal();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('a deposit bonus allowed after the deposit', () => {
  it('opens AllowedWithDepBonus with the sleeping bonus and the deposit it is for', () => {
    expect(openAllowedWithDeposit(message, { cashDeskOpen: false, now: NOW })).toBe('opened');
    expect(getModalState()).toMatchObject({
      name: 'AllowedWithDepBonus',
      open: true,
      params: { bonusId: '41', depositAmount: '40000' },
    });
  });

  it('waits while the cash desk or another modal is open', () => {
    expect(openAllowedWithDeposit(message, { cashDeskOpen: true, now: NOW })).toBe('busy');
    expect(getModalState().open).toBe(false);
    openModal('SupportContacts');
    expect(openAllowedWithDeposit(message, { cashDeskOpen: false, now: NOW })).toBe('busy');
    expect(getModalState().name).toBe('SupportContacts');
  });

  it('is dropped once its time is over', () => {
    const later = Date.parse(message.data.expiresAt);
    expect(openAllowedWithDeposit(message, { cashDeskOpen: false, now: later })).toBe('over');
    expect(getModalState().open).toBe(false);
  });
});
