import {
  type Currency,
  domainEvent,
  type FreeSpins,
  type Language,
  type WalletFreeRounds,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { FreeRoundsRepository } from './free-rounds.repository.ts';
import type { FreeRoundGrantRow } from './free-rounds.schema.ts';

/** Grants past their end expired per run of the sweep; the next run takes the rest. */
const EXPIRY_BATCH = 200;

/** Free rounds a bonus gives: whose, on which of a provider's games, at what stake, how many, until when. */
export interface FreeRoundsGrant {
  playerId: number;
  playerBonusId: number;
  provider: string;
  gameSlugs: string[];
  currency: Currency;
  stake: number;
  rounds: number;
  expiresAt: Date;
}

interface FreeRoundsDeps {
  db: Db;
  clock: Clock;
  repository: FreeRoundsRepository;
  catalogue: Pick<CatalogueService, 'launchable'>;
}

/**
 * Free rounds on the casino's side (the industry's "free rounds" APIs): granted by the bonuses module through the
 * games facade, offered to the provider in the wallet session, played through the seamless wallet's bet-win (see
 * free-round-bet-win.ts), canceled with their bonus and expired by a sweep. Ends of a grant's spins are told
 * by `FreeRoundsFinished` in the transaction that ends them.
 */
export class FreeRounds {
  readonly #deps: FreeRoundsDeps;

  constructor(deps: FreeRoundsDeps) {
    this.#deps = deps;
  }

  /** Gives a bonus its rounds in the caller's transaction, once: a second grant of the bonus answers the first. */
  async grant(tx: Db, grant: FreeRoundsGrant): Promise<FreeRoundGrantRow> {
    const now = this.#deps.clock.now();
    const { grant: row, created } = await this.#deps.repository.insert(tx, {
      playerId: grant.playerId,
      playerBonusId: grant.playerBonusId,
      provider: grant.provider,
      gameSlugs: grant.gameSlugs,
      currency: grant.currency,
      stake: grant.stake,
      roundsTotal: grant.rounds,
      roundsLeft: grant.rounds,
      status: 'active',
      createdAt: now,
      expiresAt: grant.expiresAt,
    });
    if (created) {
      await appendOutboxEvents(tx, [
        domainEvent('FreeRoundsGranted', row.playerId, {
          grantId: row.id,
          playerBonusId: row.playerBonusId,
          currency: row.currency,
          provider: row.provider,
          gameSlugs: row.gameSlugs,
          stake: row.stake,
          rounds: row.roundsTotal,
          expiresAt: row.expiresAt.toISOString(),
        }),
      ]);
    }
    return row;
  }

  /**
   * Cancels a bonus's rounds left, in the caller's transaction (its bonus canceled or expired). Called before
   * the bonus's money is locked: a round of the grant locks the grant before the player's balances, so the two
   * take their locks in one order.
   */
  async cancel(tx: Db, playerBonusId: number): Promise<void> {
    await this.#deps.repository.endActive(tx, playerBonusId, {
      status: 'canceled',
      endedAt: this.#deps.clock.now(),
    });
  }

  /** The grants of these bonuses, by bonus. */
  async ofBonuses(executor: Db, playerBonusIds: readonly number[]): Promise<Map<number, FreeRoundGrantRow>> {
    const rows = await this.#deps.repository.ofBonuses(executor, playerBonusIds);
    return new Map(rows.map((row) => [row.playerBonusId, row]));
  }

  /** The player's grants with rounds to play now. */
  playable(playerId: number): Promise<FreeRoundGrantRow[]> {
    return this.#deps.repository.playable(this.#deps.db, playerId, this.#deps.clock.now());
  }

  /** What a provider's wallet session is told of the player's free rounds on its game. */
  async walletOffer(playerId: number, slug: string, currency: Currency): Promise<WalletFreeRounds[]> {
    const now = this.#deps.clock.now();
    const grants = await this.#deps.repository.playable(this.#deps.db, playerId, now, { slug, currency });
    return grants.map((grant) => ({
      id: String(grant.id),
      roundsLeft: grant.roundsLeft,
      roundsTotal: grant.roundsTotal,
      stake: grant.stake,
      expiresAt: grant.expiresAt.toISOString(),
    }));
  }

  /** The games free spins are for, with their titles in a language (a game gone from the catalogue by its slug). */
  async games(slugs: readonly string[], currency: Currency, lang: Language): Promise<FreeSpins['games']> {
    return Promise.all(
      slugs.map(async (slug) => {
        const game = await this.#deps.catalogue.launchable(slug, currency, lang);
        return { slug, title: game?.title ?? slug };
      }),
    );
  }

  /** Expires grants whose time ran out with rounds left, each in its own transaction; answers how many. */
  async expireDue(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    const ids = await repository.expiredIds(db, clock.now(), EXPIRY_BATCH);
    let expired = 0;
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const grant = await repository.lock(tx, id);
        const now = clock.now();
        if (grant?.status !== 'active' || grant.expiresAt > now) return false;
        const ended = await repository.update(tx, id, { status: 'expired', endedAt: now });
        await appendOutboxEvents(tx, [finishedEvent(ended)]);
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }
}

/** A grant's spins are over: played or expired; its bonus turns the winnings into its amount to wager. */
export function finishedEvent(grant: FreeRoundGrantRow) {
  return domainEvent('FreeRoundsFinished', grant.playerId, {
    grantId: grant.id,
    playerBonusId: grant.playerBonusId,
    currency: grant.currency,
    status: grant.status === 'expired' ? 'expired' : 'finished',
    winnings: grant.winnings,
  });
}
