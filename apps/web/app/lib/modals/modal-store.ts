import { createStore, useStore } from '../external-store';
import type { ModalName } from './modal-names';
import { installedModals, type ModalEntry, type ModalParams } from './modal-registry';

/** Spec section 2: closing waits 350 ms (the closing animation) before the modal is unloaded. */
export const MODAL_UNLOAD_DELAY_MS = 350;

/** `open` drives the dialog and its animation; `loaded` keeps the body mounted until the close delay ends. */
export interface ModalState {
  name: ModalName | null;
  params: ModalParams;
  open: boolean;
  loaded: boolean;
}

export const CLOSED_MODAL: ModalState = { name: null, params: {}, open: false, loaded: false };

const modalStore = createStore<ModalState>(CLOSED_MODAL);
let unloadTimer: ReturnType<typeof setTimeout> | undefined;

export function registeredModal(name: ModalName): ModalEntry | undefined {
  return installedModals()[name];
}

/** Whether a name from outside (a deep link) is a modal of the installed table. */
export function isRegisteredModal(value: string): value is ModalName {
  return Object.hasOwn(installedModals(), value);
}

/** Opens a registered modal, replacing any open one. Returns false (and warns in development) for others. */
export function openModal(name: ModalName, params: ModalParams = {}): boolean {
  if (!registeredModal(name)) {
    if (import.meta.env.DEV) console.warn(`openModal: "${name}" is not registered yet`);
    return false;
  }
  clearTimeout(unloadTimer);
  modalStore.set({ name, params, open: true, loaded: true });
  return true;
}

export function closeModal(): void {
  const current = modalStore.get();
  if (!current.open) return;
  modalStore.set({ ...current, open: false });
  clearTimeout(unloadTimer);
  unloadTimer = setTimeout(() => modalStore.set(CLOSED_MODAL), MODAL_UNLOAD_DELAY_MS);
}

export function getModalState(): ModalState {
  return modalStore.get();
}

export function useModalState(): ModalState {
  return useStore(modalStore, CLOSED_MODAL);
}
