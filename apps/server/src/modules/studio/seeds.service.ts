import { randomUUID } from 'node:crypto';
import type { Fairness, StudioRotateResponse, StudioSeedLookupResponse } from '@casino/contracts';
import { newServerSeed, serverSeedHash } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import { studioErrors } from './studio.errors.ts';
import type { StudioRepository } from './studio.repository.ts';
import type { StudioSeedRow, StudioSessionRow, studioSeeds } from './studio.schema.ts';

const SERVER_SEED_BYTES = 32;
/** A default client seed: 16 random bytes as hex, until the player types their own. */
const CLIENT_SEED_BYTES = 16;

/**
 * Whose seed pair a session plays under: a player's real play shares one pair across every studio game (so
 * the nonce counts all their rounds), while each demo session has its own.
 */
export function seedOwner(session: Pick<StudioSessionRow, 'id' | 'mode' | 'playerRef'>): string {
  return session.mode === 'real' ? `real:${session.playerRef}` : `demo:${session.id}`;
}

export function fairnessOf(seed: Pick<StudioSeedRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>): Fairness {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

/**
 * The provably-fair commitments: before any round the player sees the hash of a secret server seed; rounds
 * draw from HMAC(serverSeed, clientSeed:nonce:round); rotating reveals the seed so every round played under
 * it can be checked, and commits to a new one.
 */
export class SeedsService {
  readonly #repository: StudioRepository;
  readonly #rng: Rng;
  readonly #clock: Clock;

  constructor(deps: { repository: StudioRepository; rng: Rng; clock: Clock }) {
    this.#repository = deps.repository;
    this.#rng = deps.rng;
    this.#clock = deps.clock;
  }

  /** The owner's active seed pair, committed to now if it has none yet. */
  async active(owner: string): Promise<StudioSeedRow> {
    const existing = await this.#repository.activeSeed(owner);
    if (existing) return existing;
    await this.#repository.insertSeedUnlessActive(this.#newSeed(owner, this.#randomClientSeed()));
    const created = await this.#repository.activeSeed(owner);
    if (!created) throw new Error(`no active seed for ${owner} after creating one`);
    return created;
  }

  /** The player's own client seed, used from the next round on; the server seed and nonce carry on. */
  async setClientSeed(owner: string, clientSeed: string): Promise<Fairness> {
    await this.active(owner);
    const seed = await this.#repository.setClientSeed(owner, clientSeed);
    if (!seed) throw new Error(`no active seed for ${owner} to change`);
    return fairnessOf(seed);
  }

  /**
   * Reveals the active server seed and commits to a new one, keeping the player's client seed; the nonce starts
   * again at 0. Locks the active pair, so a round in flight finishes under the old seed first; refused while a
   * round drawn from the pair waits for the casino, whose outcome the seed would reveal (decision 017).
   */
  async rotate(owner: string): Promise<StudioRotateResponse['data']> {
    await this.active(owner);
    return this.#repository.transaction(async (tx) => {
      const old = await this.#repository.lockActiveSeed(tx, owner);
      if (!old) throw new Error(`no active seed for ${owner} to rotate`);
      if (await this.#repository.hasUnconfirmedRound(tx, old.id)) throw studioErrors.roundUnconfirmed();
      await this.#repository.reveal(tx, old.id, this.#clock.now());
      const current = await this.#repository.insertSeed(tx, this.#newSeed(owner, old.clientSeed));
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          nonce: old.nonce,
        },
        current: fairnessOf(current),
      };
    });
  }

  /** Anyone may look a hash up: the seed behind it once rotated away, null while it is in play. */
  async lookup(hash: string): Promise<StudioSeedLookupResponse['data']> {
    const seed = await this.#repository.seedByHash(hash);
    if (!seed) throw studioErrors.seedNotFound();
    return { serverSeedHash: seed.serverSeedHash, serverSeed: seed.revealedAt ? seed.serverSeed : null };
  }

  #newSeed(owner: string, clientSeed: string): typeof studioSeeds.$inferInsert {
    const serverSeed = newServerSeed(new Uint8Array(this.#rng.bytes(SERVER_SEED_BYTES)));
    return {
      id: randomUUID(),
      owner,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
      nonce: 0,
      createdAt: this.#clock.now(),
    };
  }

  #randomClientSeed(): string {
    return this.#rng.bytes(CLIENT_SEED_BYTES).toString('hex');
  }
}
