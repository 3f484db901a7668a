import type { ComponentType } from 'react';
import type { Audience } from '../audience';
import type { ModalName } from './modal-names';

/** Values a modal is opened with; deep links hand over query parameters, so they are strings. */
export type ModalParams = Readonly<Record<string, string>>;

export interface ModalBodyProps {
  params: ModalParams;
}

/** Spec section 9: modals sit at z-index 9900, the exit popup above everything at 99999. */
export const MODAL_LAYERS = { modal: 9900, exit: 99999 } as const;

export interface ModalEntry {
  /** The modal's body, loaded when it first opens so no page pays for modals it does not show. */
  load: () => Promise<{ default: ComponentType<ModalBodyProps> }>;
  /** Who may open it by deep link. */
  audience: Audience;
  /** Query parameters the `openModal` deep link passes to it (and clears with it). */
  queryParams?: readonly string[];
  layer?: keyof typeof MODAL_LAYERS;
  /** Width on desktop; on mobile every modal is a full-screen sheet. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The modals that exist. Each capability adds its modals here (Login and Register come with accounts);
 * opening a name that is not registered does nothing.
 */
export const MODAL_REGISTRY: Partial<Record<ModalName, ModalEntry>> = {
  SupportContacts: {
    load: () => import('../../components/modals/support-contacts-modal'),
    audience: 'any',
    size: 'sm',
  },
};
