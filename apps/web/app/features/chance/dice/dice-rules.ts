import { DICE_WINNING_SECTOR, type DiceActivity, type DicePlayResponse } from '@casino/contracts';

/** Spec section 2: the weekly dice's button label. */
export type WeeklyButton = 'deposit' | 'not-Sunday' | 'throw';

/**
 * A guest, or a player with no throws, sees the deposit label; a winner or a player at the most attempts sees the
 * throw label (disabled: nothing is left to throw); outside Sunday the not-Sunday label shows, disabled.
 */
export function weeklyButton(activity: DiceActivity, isGuest: boolean): WeeklyButton {
  if (isGuest) return 'deposit';
  if (activity.state === 'winner' || activity.attempts >= activity.maxTries) return 'throw';
  if (activity.triesLeft === 0) return 'deposit';
  return activity.isTodayInRange ? 'throw' : 'not-Sunday';
}

/** What follows a throw once its result has shown (spec section 4). */
export type ThrowOutcome = 'reward' | 'no-prize' | 'deposit' | 'limit' | 'retry';

/**
 * The daily dice shows its prize (or none) after its one throw. The weekly dice: a 7 opens the reward, no throws
 * left with attempts below the most opens the deposit screen, attempts at the most the limit screen, otherwise the
 * retry screen with the throws left.
 */
export function outcomeOf(
  kind: DiceActivity['kind'],
  result: DicePlayResponse['data'],
  maxTries: number,
): ThrowOutcome {
  if (kind === 'daily-dice') return result.play.isWin ? 'reward' : 'no-prize';
  const [first, second] = result.play.dice;
  if (first + second === DICE_WINNING_SECTOR) return 'reward';
  if (result.attempts >= maxTries) return 'limit';
  if (result.triesLeft === 0) return 'deposit';
  return 'retry';
}

/** Deposits still to make for the next weekly throw. */
export function depositsToGo(activity: DiceActivity): number {
  if (activity.depositsForTry === 0) return 0;
  const counted = activity.depositsCounted % activity.depositsForTry;
  return activity.depositsForTry - counted;
}
