import { fairSource } from './fair/fair-source.ts';
import { hotSevens } from './games/classic-slot/hot-sevens.ts';
import { rocketCrash } from './games/crash/rocket-crash.ts';
import { luckyDice } from './games/dice/lucky-dice.ts';
import { europeanRoulette } from './games/roulette/european-roulette.ts';
import { createVideoSlot } from './games/video-slot/definition.ts';
import { VIDEO_SLOT_CONFIGS } from './games/video-slot/slots.ts';
import type { MathCurrency, RoundResult, Seeds, StudioGameDefinition } from './types.ts';

export const STUDIO_GAMES: readonly StudioGameDefinition[] = [
  ...VIDEO_SLOT_CONFIGS.map(createVideoSlot),
  hotSevens,
  europeanRoulette,
  luckyDice,
  rocketCrash,
];

const BY_SLUG = new Map(STUDIO_GAMES.map((game) => [game.slug, game]));

export function studioGame(slug: string): StudioGameDefinition | undefined {
  return BY_SLUG.get(slug);
}

/**
 * Whether `bet` is a stake the game accepts in `currency`: one of its steps, or for roulette any whole number of
 * the smallest chip up to the largest chip (the table maximum), since a layout holds many chips.
 */
export function isAllowedStake(game: StudioGameDefinition, currency: MathCurrency, bet: number): boolean {
  const steps = game.betSteps[currency];
  if (game.kind !== 'roulette') return steps.includes(bet);
  const smallest = steps[0]!;
  return Number.isSafeInteger(bet) && bet > 0 && bet % smallest === 0 && bet <= steps.at(-1)!;
}

/**
 * Replays a round from its seeds: the definition's `play` fed by the provably-fair stream. Throws for an unknown
 * slug or parameters the game refuses, so a verifier never shows a result the studio could not have produced.
 */
export function playRound(
  slug: string,
  seeds: Seeds,
  bet: number,
  params: Record<string, unknown>,
): RoundResult {
  const game = studioGame(slug);
  if (!game) throw new Error(`unknown studio game ${slug}`);
  const checked = game.validateParams(bet, params);
  if (!checked.ok) throw new Error(`invalid params for ${slug}: ${checked.reason}`);
  return game.play(fairSource(seeds), bet, checked.params);
}
