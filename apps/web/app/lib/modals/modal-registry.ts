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
  /** Width on desktop; on mobile every modal is a full-screen sheet. `full` nearly fills the desktop window. */
  size?: 'sm' | 'md' | 'lg' | 'full';
}

/** The modals of the site by name. A name missing from it opens nothing. */
export type ModalTable = Partial<Record<ModalName, ModalEntry>>;

let installed: ModalTable = {};

/**
 * The composition root (`root.tsx`) installs the site's modal table once, before anything renders: lib knows how
 * modals open, the table knows which features provide them, so lib never imports a feature.
 */
export function installModals(table: ModalTable): void {
  installed = table;
}

export function installedModals(): ModalTable {
  return installed;
}
