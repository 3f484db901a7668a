import { type Currency, type Freebet, formatOdds, type Language, type SportBetType } from '@casino/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { freebetErrors } from '../bets/sport-bets.errors.ts';
import { sportFreebets } from './freebets.schema.ts';

export type FreebetRow = typeof sportFreebets.$inferSelect;

/** What the bonuses module gives when a free-bet bonus activates. */
export type FreebetGrant = Omit<FreebetRow, 'status' | 'betId' | 'createdAt'>;

/** What a bet asks of the free bet that pays its stake. */
export interface FreebetUse {
  playerId: number;
  currency: Currency;
  type: SportBetType;
  stake: number;
}

/**
 * The sportsbook's free bets (decision 033). The bonuses module grants and cancels them, in its own transaction;
 * a placement takes one in its transaction under a row lock, so two placements with one free bet place one bet.
 */
export class SportFreebets {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Gives the free bet of a bonus just activated; a second grant of one bonus gives nothing more. */
  async grant(tx: Db, grant: FreebetGrant): Promise<void> {
    await tx
      .insert(sportFreebets)
      .values({ ...grant, status: 'available', betId: null, createdAt: this.#clock.now() })
      .onConflictDoNothing();
  }

  /**
   * Takes back a bonus's free bet not placed yet. A free bet placed already stays with its bet: `used` says so,
   * and the bonus stays open until the bet is settled.
   */
  async cancel(tx: Db, playerBonusId: number): Promise<'canceled' | 'used' | 'none'> {
    const [row] = await tx
      .select({ status: sportFreebets.status })
      .from(sportFreebets)
      .where(eq(sportFreebets.playerBonusId, playerBonusId))
      .for('update');
    if (!row) return 'none';
    if (row.status === 'used') return 'used';
    await tx
      .update(sportFreebets)
      .set({ status: 'canceled' })
      .where(eq(sportFreebets.playerBonusId, playerBonusId));
    return 'canceled';
  }

  /** The player's free bets that may be placed now, the one ending first first. */
  async available(playerId: number, lang: Language): Promise<Freebet[]> {
    const rows = await this.#db
      .select()
      .from(sportFreebets)
      .where(
        and(
          eq(sportFreebets.playerId, playerId),
          eq(sportFreebets.status, 'available'),
          gt(sportFreebets.expiresAt, this.#clock.now()),
        ),
      )
      .orderBy(asc(sportFreebets.expiresAt), asc(sportFreebets.playerBonusId));
    return rows.map((row) => ({
      id: row.playerBonusId,
      bonusId: row.bonusId,
      title: row.title[lang],
      currency: row.currency,
      amount: row.amount,
      minOdds: row.minOdds,
      betTypes: row.betTypes,
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  /**
   * Locks the player's free bet for a placement and checks the bet fits it: the player's, not placed, not past its
   * end, in the bet's currency, for its kind of bet, and staking exactly its amount. The odds are checked once the
   * placement knows them (`assertOdds`).
   */
  async lockForBet(tx: Db, playerBonusId: number, use: FreebetUse): Promise<FreebetRow> {
    const [row] = await tx
      .select()
      .from(sportFreebets)
      .where(and(eq(sportFreebets.playerBonusId, playerBonusId), eq(sportFreebets.playerId, use.playerId)))
      .for('update');
    if (row?.status !== 'available' || row.expiresAt <= this.#clock.now() || row.currency !== use.currency) {
      throw freebetErrors.notFound(playerBonusId);
    }
    if (!row.betTypes.includes(use.type)) {
      throw freebetErrors.notApplicable(`This free bet is for ${row.betTypes.join(' and ')} bets`);
    }
    if (use.stake !== row.amount) {
      throw freebetErrors.notApplicable(`A free bet stakes its whole amount, ${row.amount}`);
    }
    return row;
  }

  /** A placed bet took the free bet. */
  async use(tx: Db, playerBonusId: number, betId: number): Promise<void> {
    await tx
      .update(sportFreebets)
      .set({ status: 'used', betId })
      .where(eq(sportFreebets.playerBonusId, playerBonusId));
  }

  /** A live bet refused after its delay never stood: its free bet may be placed again. */
  async reinstate(tx: Db, playerBonusId: number): Promise<void> {
    await tx
      .update(sportFreebets)
      .set({ status: 'available', betId: null })
      .where(eq(sportFreebets.playerBonusId, playerBonusId));
  }
}

/** The combined odds must reach the free bet's minimum. */
export function assertFreebetOdds(freebet: FreebetRow, odds: number): void {
  if (odds < freebet.minOdds) {
    throw freebetErrors.notApplicable(`A free bet needs odds of at least ${formatOdds(freebet.minOdds)}`);
  }
}

/** What a payout gives the player: a free bet's stake was the house's and is not returned (nothing below zero). */
export function paidToPlayer(bet: { freebetId: number | null; stake: number }, payout: number): number {
  return bet.freebetId === null ? payout : Math.max(0, payout - bet.stake);
}
