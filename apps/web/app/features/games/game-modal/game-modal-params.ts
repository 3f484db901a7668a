import { isGameSlug } from '../../../lib/game-slug';
import type { ModalParams } from '../../../lib/modals/modal-registry';
import { openModal } from '../../../lib/modals/modal-store';

/** The Game modal's request: which game, for real money or demo. */
export interface GameRequest {
  slug: string;
  isMoney: boolean;
}

/**
 * `isMoney` as links and the modal's parameters carry it. Spec section 2: money is the default for logged-in
 * players; spec section 5: guests always play demo.
 */
export function parseIsMoney(value: string | null | undefined, isGuest: boolean): boolean {
  if (isGuest) return false;
  if (value === 'false' || value === '0') return false;
  return true;
}

/** The modal's parameters as a request, or null when they name no game. */
export function readGameRequest(params: ModalParams, isGuest: boolean): GameRequest | null {
  const slug = params.slug ?? '';
  if (!isGameSlug(slug)) return null;
  return { slug, isMoney: parseIsMoney(params.isMoney, isGuest) };
}

/** Opens a game in the Game modal; without `isMoney` the modal decides by the viewer. */
export function openGameModal(slug: string, isMoney?: boolean): void {
  if (!isGameSlug(slug)) return;
  openModal('Game', isMoney === undefined ? { slug } : { slug, isMoney: String(isMoney) });
}
