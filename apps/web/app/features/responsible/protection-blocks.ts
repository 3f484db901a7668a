import type { StudioFrameMessage } from '@casino/contracts';
import { selfLimitParams } from './modal-params';
import { openProtectionModal, type ProtectionModal } from './protection-modals';
import { tillParams } from './self-exclusion-refusal';

export type BlockedFrameMessage = Extract<StudioFrameMessage, { type: 'blocked' }>;

/** Which modal a game's `blocked` message opens: the limit reached, the exclusion, or the reality check due. */
export function modalForBlockedFrame(message: BlockedFrameMessage): ProtectionModal {
  switch (message.reason) {
    case 'self-limit':
      return { name: 'SelfLimitBlockModal', params: selfLimitParams(message.details) };
    case 'self-excluded':
      return { name: 'LudomanModal', params: tillParams(message.details) };
    case 'reality-check':
      return { name: 'RealityCheckModal', params: {} };
  }
}

/**
 * For the Game modal: the casino refused a stake for the player's own protection, so the player is shown why. A
 * reality check comes back to the game once acknowledged; a limit or an exclusion ends play for now.
 */
export function openProtectionBlock(message: BlockedFrameMessage): void {
  openProtectionModal(modalForBlockedFrame(message));
}
