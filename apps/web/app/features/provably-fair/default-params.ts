import type { MathGameKind } from '@casino/game-math';

/** Parameters a round of each kind could have had, to start the form from when no round is given. */
export const DEFAULT_PARAMS: Record<MathGameKind, Record<string, unknown>> = {
  'video-slot': {},
  'classic-slot': {},
  dice: { target: 5000, direction: 'under' },
  crash: { cashOut: 200 },
  roulette: { bets: [{ type: 'red', numbers: [], amount: 100 }] },
};

/** The parameters as the form's JSON field shows them. */
export function paramsText(params: Record<string, unknown>): string {
  return JSON.stringify(params);
}
