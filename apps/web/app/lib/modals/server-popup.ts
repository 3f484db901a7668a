import { allowsViewer } from '../audience';
import { getModalState, isRegisteredModal, openModal, registeredModal } from './modal-store';

/** How long a popup this page has already dealt with is not opened again by the push of the same moment. */
const HANDLED_FOR_MS = 60_000;
const handledHere = new Map<string, number>();

/**
 * This page has already dealt with what the popup `name` would open (the page that completed a registration shows
 * the welcome or follows the registration's redirect instead), so the push message telling of it is dropped.
 */
export function popupHandledHere(name: string): void {
  handledHere.set(name, Date.now());
}

function wasHandledHere(name: string): boolean {
  const at = handledHere.get(name);
  return at !== undefined && Date.now() - at < HANDLED_FOR_MS;
}

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
  if (getModalState().open || page.cashDeskOpen || wasHandledHere(name)) return false;
  return openModal(name);
}
