import { allowsViewer } from '../../../lib/audience';
import {
  getModalState,
  isRegisteredModal,
  openModal,
  registeredModal,
} from '../../../lib/modals/modal-store';

/**
 * `popup`: opens the modal the server names, for a signed-in player. A name this site has no modal for is
 * logged and dropped. A popup never covers what the player is busy with — an open modal (the page that
 * completed a registration already shows its welcome), or the cash desk — so it is dropped then too. Returns
 * whether it opened.
 */
export function openServerPopup(name: string, page: { cashDeskOpen: boolean }): boolean {
  if (!isRegisteredModal(name)) {
    console.warn(`push popup "${name}" names no modal of this site; dropped`);
    return false;
  }
  const entry = registeredModal(name);
  if (!entry || !allowsViewer(entry.audience, false)) {
    console.warn(`push popup "${name}" is not for signed-in players; dropped`);
    return false;
  }
  if (getModalState().open || page.cashDeskOpen) return false;
  return openModal(name);
}
