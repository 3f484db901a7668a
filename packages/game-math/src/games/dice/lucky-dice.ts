import { uniformInt } from '../../fair/uniform-int.ts';
import type {
  DiceDirection,
  DiceOutcome,
  DicePaytable,
  ParamsCheck,
  RandomSource,
  RoundResult,
  StudioGameDefinition,
} from '../../types.ts';
import { STANDARD_BET_STEPS } from '../bet-steps.ts';
import { isRecord } from '../params.ts';

/** A roll is 0..9999 hundredths, shown as 0.00..99.99. */
export const DICE_ROLLS = 10_000;
export const DICE_HOUSE_EDGE_BP = 100;
/** Targets give between 1% and 98% chance of winning in either direction. */
export const DICE_TARGETS: Record<DiceDirection, { min: number; max: number }> = {
  under: { min: 100, max: 9800 },
  over: { min: 199, max: 9899 },
};
const BP = 10_000;

/** How many of the 10 000 rolls win: under wins when roll < target, over when roll > target. */
export function winningRolls(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE_ROLLS - 1 - target;
}

/**
 * The payout multiplier in basis points: the fair multiplier 10000/w scaled by 99%, rounded down.
 * multiplierBp = floor(99% x 10000 x 10000 / w) = floor(99_000_000 / w).
 */
export function diceMultiplierBp(winning: number): number {
  return Math.floor(((BP - DICE_HOUSE_EDGE_BP) * BP) / winning);
}

export function validateDiceParams(_bet: number, params: unknown): ParamsCheck {
  if (!isRecord(params)) return { ok: false, reason: 'params must be an object' };
  const { target, direction } = params;
  if (direction !== 'under' && direction !== 'over')
    return { ok: false, reason: 'direction must be under or over' };
  const range = DICE_TARGETS[direction];
  if (typeof target !== 'number' || !Number.isInteger(target) || target < range.min || target > range.max) {
    return { ok: false, reason: `target must be an integer from ${range.min} to ${range.max} (hundredths)` };
  }
  return { ok: true, params: { target, direction } };
}

function play(source: RandomSource, bet: number, params: Record<string, unknown>): RoundResult {
  const target = params.target as number;
  const direction = params.direction as DiceDirection;
  const roll = uniformInt(source, DICE_ROLLS);
  const multiplierBp = diceMultiplierBp(winningRolls(target, direction));
  const won = direction === 'under' ? roll < target : roll > target;
  const outcome: DiceOutcome = { roll, target, direction, multiplierBp, won };
  return { win: won ? Math.floor((bet * multiplierBp) / BP) : 0, outcome: { ...outcome } };
}

function paytable(): DicePaytable {
  return {
    kind: 'dice',
    rollRange: { min: 0, max: 9999 },
    targets: DICE_TARGETS,
    houseEdgeBp: DICE_HOUSE_EDGE_BP,
    formula:
      'winningRolls = target (under) or 9999 - target (over); multiplierBp = floor(99000000 / winningRolls); ' +
      'win = floor(bet * multiplierBp / 10000)',
  };
}

export const luckyDice: StudioGameDefinition = {
  slug: 'lucky-dice',
  kind: 'dice',
  volatility: 'medium',
  rtp: 9899,
  titles: { uk: 'Щасливі кості', ru: 'Счастливые кости', en: 'Lucky Dice' },
  theme: 'dice-neon',
  betSteps: STANDARD_BET_STEPS,
  maxWinMultiplier: 99,
  minGameCycleMs: 0,
  validateParams: validateDiceParams,
  play,
  paytable,
};
