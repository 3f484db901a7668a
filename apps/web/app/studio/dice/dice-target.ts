import { type DiceDirection, type DicePaytable, winningRolls } from '@casino/game-math';

type Targets = DicePaytable['targets'];

/** The target kept inside the direction's range (hundredths). */
export function clampTarget(targets: Targets, direction: DiceDirection, target: number): number {
  const { min, max } = targets[direction];
  return Math.min(max, Math.max(min, Math.round(target)));
}

/**
 * The target on switching direction: the mirror image, so the chance of winning stays the same (under 50.00 wins
 * on 5000 rolls of 10 000, and so does over 49.99).
 */
export function flipTarget(targets: Targets, from: DiceDirection, target: number): number {
  const to: DiceDirection = from === 'under' ? 'over' : 'under';
  const winning = winningRolls(target, from);
  const mirrored = to === 'under' ? winning : 9999 - winning;
  return clampTarget(targets, to, mirrored);
}

/** The chance of winning in basis points: each of the 10 000 rolls is one basis point. */
export function winChanceBp(target: number, direction: DiceDirection): number {
  return winningRolls(target, direction);
}
