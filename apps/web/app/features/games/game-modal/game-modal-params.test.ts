import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, getModalState } from '../../../lib/modals/modal-store';
import { installTestModals } from '../../../lib/modals/test-modals';
import { openGameModal, parseIsMoney, readGameRequest } from './game-modal-params';

installTestModals({ Game: 'any' });

afterEach(() => closeModal());

describe('the Game modal request', () => {
  it('plays for money by default for players, and demo when asked', () => {
    expect(parseIsMoney(null, false)).toBe(true);
    expect(parseIsMoney('true', false)).toBe(true);
    expect(parseIsMoney('1', false)).toBe(true);
    expect(parseIsMoney('false', false)).toBe(false);
    expect(parseIsMoney('0', false)).toBe(false);
  });

  it('plays demo for guests whatever the link says', () => {
    expect(parseIsMoney(null, true)).toBe(false);
    expect(parseIsMoney('true', true)).toBe(false);
  });

  it('reads the modal parameters, refusing what is not a game slug', () => {
    expect(readGameRequest({ slug: 'book-of-sevens' }, false)).toEqual({
      slug: 'book-of-sevens',
      isMoney: true,
    });
    expect(readGameRequest({ slug: 'book-of-sevens', isMoney: 'false' }, false)).toEqual({
      slug: 'book-of-sevens',
      isMoney: false,
    });
    expect(readGameRequest({ slug: '../logout' }, false)).toBeNull();
    expect(readGameRequest({}, false)).toBeNull();
  });

  it('opens the Game modal with the game and the mode asked for', () => {
    openGameModal('lucky-dice', true);
    expect(getModalState()).toMatchObject({
      name: 'Game',
      open: true,
      params: { slug: 'lucky-dice', isMoney: 'true' },
    });
    openGameModal('rocket-crash');
    expect(getModalState().params).toEqual({ slug: 'rocket-crash' });
  });
});
