import type { Currency } from '@casino/contracts';
import { isAllowedStake, type StudioGameDefinition } from '@casino/game-math';

/** The stakes a session offers, in minor units: `betSteps` ascending, within `minBet`..`maxBet`. */
export interface BetLimits {
  betSteps: number[];
  minBet: number;
  maxBet: number;
}

/**
 * The game's stakes for the currency within the casino's limits for the game, or null when none is left (the game
 * cannot be played in that currency). Roulette's steps are chip values: its stake is any sum of chips between the
 * limits, so every chip up to the maximum is offered.
 */
export function sessionBetLimits(
  game: StudioGameDefinition,
  currency: Currency,
  casino: { minBet: number; maxBet: number },
): BetLimits | null {
  const steps = game.betSteps[currency];
  if (game.kind === 'roulette') {
    const chips = steps.filter((chip) => chip <= casino.maxBet);
    const minBet = Math.max(casino.minBet, steps[0] ?? Number.POSITIVE_INFINITY);
    const maxBet = Math.min(casino.maxBet, steps.at(-1) ?? 0);
    return chips.length > 0 && minBet <= maxBet ? { betSteps: chips, minBet, maxBet } : null;
  }
  const offered = steps.filter((step) => step >= casino.minBet && step <= casino.maxBet);
  const [minBet, maxBet] = [offered[0], offered.at(-1)];
  return minBet !== undefined && maxBet !== undefined ? { betSteps: offered, minBet, maxBet } : null;
}

/** What is wrong with a stake for a session, in words for the `bet` field; null when it is allowed. */
export function betProblem(
  game: StudioGameDefinition,
  currency: Currency,
  limits: BetLimits,
  bet: number,
): string | null {
  if (!Number.isSafeInteger(bet) || bet <= 0) return 'must be a positive whole number of minor units';
  if (bet > limits.maxBet) return `must be at most ${limits.maxBet}`;
  if (bet < limits.minBet) return `must be at least ${limits.minBet}`;
  if (game.kind === 'roulette') {
    return isAllowedStake(game, currency, bet) ? null : 'must be made of the table chips';
  }
  return limits.betSteps.includes(bet) ? null : `must be one of ${limits.betSteps.join(', ')}`;
}
