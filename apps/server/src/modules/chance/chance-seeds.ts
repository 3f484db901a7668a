import { randomUUID } from 'node:crypto';
import type { Fairness } from '@casino/contracts';
import { newServerSeed, type Seeds, serverSeedHash } from '@casino/game-math';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Rng } from '../../platform/rng.ts';
import { type ChanceSeedRow, chanceDraws, chanceSeeds } from './chance.schema.ts';

const SERVER_SEED_BYTES = 32;
const CLIENT_SEED_BYTES = 16;

export function fairnessOf(seed: Pick<ChanceSeedRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>): Fairness {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

/**
 * The player's chance seeds (decision 036), the studio's committed-seed scheme applied to the casino's own draws:
 * the player sees the server seed's hash before any draw; each draw takes the next nonce under a row lock; rotating
 * reveals the seed, so every draw made under it can be recomputed on the verify page, and commits to a new one.
 */
export class ChanceSeeds {
  readonly #db: Db;
  readonly #rng: Rng;
  readonly #clock: Clock;
  readonly #derive: ((clientSeed: string, generation: number) => string) | undefined;

  /**
   * `derive` (tests only, CHANCE_SEED_SECRET): the server seed of a player's `generation`-th pair from their client
   * seed at its commit, so a journey can know its draws; without it every server seed is 32 random bytes.
   */
  constructor(deps: {
    db: Db;
    rng: Rng;
    clock: Clock;
    derive?: ((clientSeed: string, generation: number) => string) | undefined;
  }) {
    this.#db = deps.db;
    this.#rng = deps.rng;
    this.#clock = deps.clock;
    this.#derive = deps.derive;
  }

  /** The player's active pair, committed to now if they have none yet. */
  async active(playerId: number, tx: Db = this.#db): Promise<ChanceSeedRow> {
    const existing = await this.#activeRow(tx, playerId);
    if (existing) return existing;
    const clientSeed = this.#rng.bytes(CLIENT_SEED_BYTES).toString('hex');
    await tx
      .insert(chanceSeeds)
      .values(await this.#newSeed(tx, playerId, clientSeed))
      .onConflictDoNothing();
    const created = await this.#activeRow(tx, playerId);
    if (!created) throw new Error(`no active chance seed for player ${playerId} after creating one`);
    return created;
  }

  /**
   * Takes the next nonce of the player's active pair for one draw, in the caller's transaction: the row stays
   * locked until it commits, so two draws never share a nonce and a rotation waits for the draw.
   */
  async take(tx: Db, playerId: number): Promise<{ seed: ChanceSeedRow; seeds: Seeds }> {
    const { id } = await this.active(playerId, tx);
    const [seed] = await tx
      .update(chanceSeeds)
      .set({ nonce: sql`${chanceSeeds.nonce} + 1` })
      .where(and(eq(chanceSeeds.id, id), isNull(chanceSeeds.revealedAt)))
      .returning();
    if (!seed) return this.take(tx, playerId);
    const nonce = seed.nonce - 1;
    return { seed, seeds: { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce } };
  }

  /** The player's own client seed from the next draw on; the server seed and nonce carry on. */
  async setClientSeed(playerId: number, clientSeed: string): Promise<Fairness> {
    const { id } = await this.active(playerId);
    const [seed] = await this.#db
      .update(chanceSeeds)
      .set({ clientSeed })
      .where(eq(chanceSeeds.id, id))
      .returning();
    if (!seed) throw new Error(`chance seed ${id} vanished`);
    return fairnessOf(seed);
  }

  /** Reveals the active server seed and commits to a new one with the same client seed; the nonce starts at 0. */
  async rotate(
    playerId: number,
  ): Promise<{ revealed: Fairness & { serverSeed: string }; current: Fairness }> {
    await this.active(playerId);
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [old] = await tx
        .update(chanceSeeds)
        .set({ revealedAt: this.#clock.now() })
        .where(and(eq(chanceSeeds.playerId, playerId), isNull(chanceSeeds.revealedAt)))
        .returning();
      if (!old) throw new Error(`no active chance seed for player ${playerId} to rotate`);
      const [current] = await tx
        .insert(chanceSeeds)
        .values(await this.#newSeed(tx, playerId, old.clientSeed))
        .returning();
      if (!current) throw new Error(`no chance seed inserted for player ${playerId}`);
      return { revealed: { ...fairnessOf(old), serverSeed: old.serverSeed }, current: fairnessOf(current) };
    });
  }

  /** The player's last draws with their seeds, the server seed shown only once rotated away. */
  async draws(playerId: number, limit: number) {
    return this.#db
      .select({ draw: chanceDraws, seed: chanceSeeds })
      .from(chanceDraws)
      .innerJoin(chanceSeeds, eq(chanceSeeds.id, chanceDraws.seedId))
      .where(eq(chanceDraws.playerId, playerId))
      .orderBy(desc(chanceDraws.id))
      .limit(limit);
  }

  /** One of the player's draws with its seed: another player's reads as none. */
  async draw(playerId: number, id: number) {
    const [row] = await this.#db
      .select({ draw: chanceDraws, seed: chanceSeeds })
      .from(chanceDraws)
      .innerJoin(chanceSeeds, eq(chanceSeeds.id, chanceDraws.seedId))
      .where(and(eq(chanceDraws.id, id), eq(chanceDraws.playerId, playerId)));
    return row;
  }

  async #revealedCount(tx: Db, playerId: number): Promise<number> {
    const [row] = await tx
      .select({ revealed: count() })
      .from(chanceSeeds)
      .where(and(eq(chanceSeeds.playerId, playerId), isNotNull(chanceSeeds.revealedAt)));
    return row?.revealed ?? 0;
  }

  async #activeRow(tx: Db, playerId: number): Promise<ChanceSeedRow | undefined> {
    const [row] = await tx
      .select()
      .from(chanceSeeds)
      .where(and(eq(chanceSeeds.playerId, playerId), isNull(chanceSeeds.revealedAt)));
    return row;
  }

  async #newSeed(tx: Db, playerId: number, clientSeed: string): Promise<typeof chanceSeeds.$inferInsert> {
    const serverSeed = this.#derive
      ? this.#derive(clientSeed, await this.#revealedCount(tx, playerId))
      : newServerSeed(new Uint8Array(this.#rng.bytes(SERVER_SEED_BYTES)));
    return {
      id: randomUUID(),
      playerId,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
      nonce: 0,
      createdAt: this.#clock.now(),
    };
  }
}
