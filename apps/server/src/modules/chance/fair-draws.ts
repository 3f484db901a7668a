import type { ChanceDraw } from '@casino/contracts';
import type { Seeds } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { type ChanceDrawRow, type ChanceSeedRow, chanceDraws } from './chance.schema.ts';
import type { ChanceSeeds } from './chance-seeds.ts';

/** What a feature draws: its name, the reference that makes the draw once only, its odds table and its outcome. */
export interface DrawRequest<Outcome extends Record<string, unknown>> {
  feature: string;
  sourceRef: string;
  playerId: number;
  oddsTable: Record<string, unknown>;
  /** The outcome from the seeds alone: the verify page runs the same function. */
  outcome: (seeds: Seeds) => Outcome;
}

export function drawView(draw: ChanceDrawRow, seed: ChanceSeedRow): ChanceDraw {
  return {
    id: draw.id,
    feature: draw.feature,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: draw.nonce,
    oddsTable: draw.oddsTable,
    outcome: draw.outcome,
    createdAt: draw.createdAt.toISOString(),
  };
}

/**
 * Every chance feature's draw (ARCHITECTURE "Chance is provably fair"): the outcome of the player's seeds at their
 * next nonce, recorded with the odds table in force, in the caller's transaction so the draw and what it pays
 * commit together or not at all.
 */
export class FairDraws {
  readonly #seeds: ChanceSeeds;
  readonly #clock: Clock;

  constructor(deps: { seeds: ChanceSeeds; clock: Clock }) {
    this.#seeds = deps.seeds;
    this.#clock = deps.clock;
  }

  async draw<Outcome extends Record<string, unknown>>(
    tx: Db,
    request: DrawRequest<Outcome>,
  ): Promise<{ row: ChanceDrawRow; outcome: Outcome; view: ChanceDraw }> {
    const { seed, seeds } = await this.#seeds.take(tx, request.playerId);
    const outcome = request.outcome(seeds);
    const [row] = await tx
      .insert(chanceDraws)
      .values({
        playerId: request.playerId,
        feature: request.feature,
        sourceRef: request.sourceRef,
        seedId: seed.id,
        nonce: seeds.nonce,
        oddsTable: request.oddsTable,
        outcome,
        createdAt: this.#clock.now(),
      })
      .returning();
    if (!row) throw new Error(`draw ${request.feature}/${request.sourceRef} not recorded`);
    return { row, outcome, view: drawView(row, { ...seed, revealedAt: null }) };
  }
}
