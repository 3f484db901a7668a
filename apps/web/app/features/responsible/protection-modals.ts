import type { ModalName } from '../../lib/modals/modal-names';
import type { ModalParams } from '../../lib/modals/modal-registry';
import { getModalState, openModal } from '../../lib/modals/modal-store';

/** The modals of player protection. */
export type ProtectionModalName = Extract<
  ModalName,
  'LudomanModal' | 'LudomanCashbackModal' | 'SelfLimitBlockModal' | 'RealityCheckModal'
>;

export interface ProtectionModal {
  name: ProtectionModalName;
  params: ModalParams;
}

const PROTECTION_MODALS: readonly ModalName[] = [
  'LudomanModal',
  'LudomanCashbackModal',
  'SelfLimitBlockModal',
  'RealityCheckModal',
];

/** The modal a reality check took the place of (the Game modal), to come back to once it is acknowledged. */
let interrupted: { name: ModalName; params: ModalParams } | null = null;

/**
 * Opens a protection modal once: several refusals of one moment (a game and the balance both answering 444) show
 * it a single time. Only one modal is open at a time, so a reality check remembers the game it interrupted.
 */
export function openProtectionModal(modal: ProtectionModal): void {
  const { open, name, params } = getModalState();
  if (open && name === modal.name) return;
  const replaced = open && name !== null && !PROTECTION_MODALS.includes(name) ? { name, params } : null;
  interrupted = modal.name === 'RealityCheckModal' ? replaced : null;
  openModal(modal.name, modal.params);
}

/** The modal the reality check interrupted, handed over once (play continues there). */
export function takeInterruptedModal(): { name: ModalName; params: ModalParams } | null {
  const modal = interrupted;
  interrupted = null;
  return modal;
}
