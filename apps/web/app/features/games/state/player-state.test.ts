import { describe, expect, it } from 'vitest';
import { toggledFavorites } from './favorites';
import { nextReaction, withReaction } from './reactions';

describe('favourites', () => {
  it('adds a game that is not a favourite and takes away one that is', () => {
    expect(toggledFavorites([3, 7], 9)).toEqual([3, 7, 9]);
    expect(toggledFavorites([3, 7, 9], 7)).toEqual([3, 9]);
  });
});

describe('likes and dislikes', () => {
  const none = { likes: 10, dislikes: 2, myReaction: null };

  it('counts a new reaction', () => {
    expect(withReaction(none, 'like')).toEqual({ likes: 11, dislikes: 2, myReaction: 'like' });
    expect(withReaction(none, 'dislike')).toEqual({ likes: 10, dislikes: 3, myReaction: 'dislike' });
  });

  it('moves a reaction from one side to the other', () => {
    expect(withReaction({ likes: 11, dislikes: 2, myReaction: 'like' }, 'dislike')).toEqual({
      likes: 10,
      dislikes: 3,
      myReaction: 'dislike',
    });
  });

  it('takes a reaction back, never below zero', () => {
    expect(withReaction({ likes: 11, dislikes: 2, myReaction: 'like' }, null)).toEqual(none);
    expect(withReaction({ likes: 0, dislikes: 0, myReaction: 'like' }, null)).toEqual({
      likes: 0,
      dislikes: 0,
      myReaction: null,
    });
  });

  it('takes a reaction back when it is pressed again', () => {
    expect(nextReaction('like', 'like')).toBeNull();
    expect(nextReaction('like', 'dislike')).toBe('dislike');
    expect(nextReaction(null, 'like')).toBe('like');
  });
});
