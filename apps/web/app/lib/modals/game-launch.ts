import { type BrandFeatures, GAME_PLAY_REGISTRATION_SOURCE, type Language } from '@casino/contracts';
import type { NavigateFunction } from 'react-router';
import { contentUrl } from '../content-url';
import { isGameSlug } from '../game-slug';
import { openAuthModal } from './auth-modals';
import { isRegisteredModal, openModal } from './modal-store';

/**
 * A guest's game launch that needs an account: registration from the `game_play` source, carrying the game so
 * the end of the funnel reopens it (the registration keeps it once it succeeds).
 */
export function registerToPlay(slug: string, features: Pick<BrandFeatures, 'modalNameNewSuffix'>): void {
  if (!isGameSlug(slug)) return;
  openAuthModal('Register', features, { source: GAME_PLAY_REGISTRATION_SOURCE, game: slug });
}

/** Opens a game: the Game modal once the games capability registers it, until then the game's own page. */
export function openGame(
  slug: string,
  context: { lang: Language; features: Pick<BrandFeatures, 'issueUrls'>; navigate: NavigateFunction },
): void {
  if (isRegisteredModal('Game')) openModal('Game', { slug });
  else void context.navigate(contentUrl('issues', slug, context.lang, context.features));
}
