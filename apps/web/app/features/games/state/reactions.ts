import type { GameReaction } from '@casino/contracts';

export interface ReactionCounts {
  likes: number;
  dislikes: number;
  myReaction: GameReaction | null;
}

/** The counts as they will be once `next` replaces the player's reaction (null takes it back). */
export function withReaction(current: ReactionCounts, next: GameReaction | null): ReactionCounts {
  const count = (reaction: GameReaction) =>
    (current.myReaction === reaction ? -1 : 0) + (next === reaction ? 1 : 0);
  return {
    likes: Math.max(0, current.likes + count('like')),
    dislikes: Math.max(0, current.dislikes + count('dislike')),
    myReaction: next,
  };
}

/** Pressing a reaction again takes it back; pressing the other one switches. */
export function nextReaction(current: GameReaction | null, pressed: GameReaction): GameReaction | null {
  return current === pressed ? null : pressed;
}
