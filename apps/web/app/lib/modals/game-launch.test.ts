import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openGame, registerToPlay } from './game-launch';
import { closeModal, getModalState } from './modal-store';
import { installTestModals } from './test-modals';

installTestModals({ Register: 'guest', Game: 'any' });

const FEATURES = { modalNameNewSuffix: false, issueUrls: false };

beforeEach(() => closeModal());

describe('a game launch that needs an account', () => {
  it('opens registration from the game_play source, carrying the game', () => {
    registerToPlay('book-of-ra', FEATURES);
    expect(getModalState()).toMatchObject({
      name: 'Register',
      open: true,
      params: { source: 'game_play', game: 'book-of-ra' },
    });
  });

  it('carries nothing that is not a game slug', () => {
    registerToPlay('../logout', FEATURES);
    expect(getModalState().open).toBe(false);
  });
});

describe('reopening the game', () => {
  it('opens the Game modal with the game', () => {
    const navigate = vi.fn();
    openGame('book-of-ra', { lang: 'uk', features: FEATURES, navigate });
    expect(getModalState()).toMatchObject({ name: 'Game', open: true, params: { slug: 'book-of-ra' } });
    expect(navigate).not.toHaveBeenCalled();
  });
});
