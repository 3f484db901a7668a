import { STUDIO_FRAME_SOURCE } from '@casino/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, getModalState, openModal } from '../../lib/modals/modal-store';
import { installTestModals } from '../../lib/modals/test-modals';
import { type BlockedFrameMessage, modalForBlockedFrame, openProtectionBlock } from './protection-blocks';
import { openProtectionModal, takeInterruptedModal } from './protection-modals';

installTestModals({
  Game: 'any',
  LudomanModal: 'player',
  RealityCheckModal: 'player',
  SelfLimitBlockModal: 'player',
});

function blocked(
  reason: BlockedFrameMessage['reason'],
  details: BlockedFrameMessage['details'],
): BlockedFrameMessage {
  return { source: STUDIO_FRAME_SOURCE, type: 'blocked', reason, details };
}

const BLOCK = {
  type: 'loss',
  period: 'week',
  limit: 50_000,
  left: 120,
  resetsAt: '2026-11-30T22:00:00.000Z',
};

describe("a game's blocked message", () => {
  it('opens SelfLimitBlockModal with the limit, what is left and the reset', () => {
    expect(modalForBlockedFrame(blocked('self-limit', BLOCK))).toEqual({
      name: 'SelfLimitBlockModal',
      params: { type: 'loss', period: 'week', limit: '50000', left: '120', resetsAt: BLOCK.resetsAt },
    });
  });

  it('opens SelfLimitBlockModal without figures when the details are not a limit', () => {
    expect(modalForBlockedFrame(blocked('self-limit', { type: 'nonsense' }))).toEqual({
      name: 'SelfLimitBlockModal',
      params: {},
    });
  });

  it('opens the Ludoman modal with the till date, and the reality check', () => {
    expect(modalForBlockedFrame(blocked('self-excluded', { till: null }))).toEqual({
      name: 'LudomanModal',
      params: { till: 'permanent' },
    });
    expect(modalForBlockedFrame(blocked('reality-check', {}))).toEqual({
      name: 'RealityCheckModal',
      params: {},
    });
  });
});

describe('opening protection modals', () => {
  afterEach(() => {
    closeModal();
    takeInterruptedModal();
  });

  it('opens one once, however many refusals arrive together', () => {
    openProtectionModal({ name: 'LudomanModal', params: { till: 'permanent' } });
    openProtectionModal({ name: 'LudomanModal', params: {} });
    expect(getModalState()).toMatchObject({
      name: 'LudomanModal',
      params: { till: 'permanent' },
      open: true,
    });
  });

  it('remembers the game a reality check interrupted, handed back once', () => {
    openModal('Game', { slug: 'crash', isMoney: 'true' });
    openProtectionBlock(blocked('reality-check', {}));
    expect(getModalState().name).toBe('RealityCheckModal');
    expect(takeInterruptedModal()).toEqual({ name: 'Game', params: { slug: 'crash', isMoney: 'true' } });
    expect(takeInterruptedModal()).toBeNull();
  });

  it('does not come back to a game after a limit or an exclusion', () => {
    openModal('Game', { slug: 'crash' });
    openProtectionBlock(blocked('self-limit', BLOCK));
    expect(getModalState().name).toBe('SelfLimitBlockModal');
    expect(takeInterruptedModal()).toBeNull();
  });
});
