import { type Fraction, fraction } from '../../exact/fraction.ts';
import { CLASSIC_LINES, type ClassicSlotConfig, classicGrid, evaluateClassicGrid } from './classic-slot.ts';

/**
 * The exact RTP by playing every combination of reel stops once with the game's own evaluation, at a stake of one
 * line stake per line so every pay is a whole number.
 */
export function classicSlotExactRtp(config: ClassicSlotConfig): { rtp: Fraction; hitRate: Fraction } {
  const [a, b, c] = config.strips.map((strip) => strip.length) as [number, number, number];
  const stake = CLASSIC_LINES.length;
  let returned = 0;
  let hits = 0;
  for (let i = 0; i < a; i++) {
    for (let j = 0; j < b; j++) {
      for (let k = 0; k < c; k++) {
        const wins = evaluateClassicGrid(config, classicGrid(config, [i, j, k]), stake);
        if (wins.length > 0) hits++;
        for (const win of wins) returned += win.win;
      }
    }
  }
  const outcomes = a * b * c;
  return { rtp: fraction(returned, outcomes * stake), hitRate: fraction(hits, outcomes) };
}

/** Every line paying the largest combination: no round can win more than this many stakes. */
export function classicMaxWinBound(config: ClassicSlotConfig): number {
  return Math.max(...config.combinations.map((c) => c.pay));
}
