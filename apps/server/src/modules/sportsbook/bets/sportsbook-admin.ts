import type { BrandId, Currency } from '@casino/contracts';
import type {
  OperatorSportBet,
  SportBetLimitsInput,
  SportPlayerLimitsBody,
  SportWinFeedTerms,
} from '@casino/contracts/backoffice';
import { and, asc, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { BookSettings, SportBetsRepository } from './sport-bets.repository.ts';
import {
  sportBetLimits,
  sportBetSelections,
  sportBets,
  sportBookSettings,
  sportPlayerLimits,
  sportWinFeedMinimums,
} from './sport-bets.schema.ts';

export type OperatorBetFilter = 'open' | 'settled' | 'unrecovered';

/**
 * The sportsbook's terms as an operator edits them (decision 032): the bet limits of each currency, the live bet
 * delay, the limits lowered for one player, and the bets. The console's routes write each change to the audit
 * trail in the same transaction.
 */
export class SportsbookAdmin {
  readonly #repository: SportBetsRepository;

  constructor(repository: SportBetsRepository) {
    this.#repository = repository;
  }

  async terms(executor: Db = this.#repository.db) {
    const limits = await executor.select().from(sportBetLimits).orderBy(asc(sportBetLimits.currency));
    const [feed] = await executor
      .select({
        minOddsSingle: sportBookSettings.winFeedMinOddsSingle,
        minOddsMulti: sportBookSettings.winFeedMinOddsMulti,
        maxEntries: sportBookSettings.winFeedMaxEntries,
        delaySeconds: sportBookSettings.winFeedDelaySeconds,
      })
      .from(sportBookSettings);
    const minimums = await executor
      .select()
      .from(sportWinFeedMinimums)
      .orderBy(asc(sportWinFeedMinimums.currency));
    if (!feed) throw new Error('the sportsbook settings row is missing');
    return { limits, ...(await this.#repository.settings(executor)), winFeed: { ...feed, minimums } };
  }

  /** The win feed's settings; the minimums of the currencies named replace theirs. */
  async saveWinFeed(tx: Db, terms: SportWinFeedTerms, now: Date): Promise<void> {
    const { minimums, ...feed } = terms;
    await tx
      .update(sportBookSettings)
      .set({
        winFeedMinOddsSingle: feed.minOddsSingle,
        winFeedMinOddsMulti: feed.minOddsMulti,
        winFeedMaxEntries: feed.maxEntries,
        winFeedDelaySeconds: feed.delaySeconds,
        updatedAt: now,
      })
      .where(eq(sportBookSettings.id, 1));
    for (const minimum of minimums) {
      await tx
        .insert(sportWinFeedMinimums)
        .values(minimum)
        .onConflictDoUpdate({
          target: sportWinFeedMinimums.currency,
          set: { minWinSingle: minimum.minWinSingle, minWinMulti: minimum.minWinMulti },
        });
    }
  }

  async saveLimits(tx: Db, limits: SportBetLimitsInput, now: Date): Promise<void> {
    const { currency, ...amounts } = limits;
    await tx
      .insert(sportBetLimits)
      .values({ ...limits, updatedAt: now })
      .onConflictDoUpdate({ target: sportBetLimits.currency, set: { ...amounts, updatedAt: now } });
  }

  async saveSettings(tx: Db, settings: BookSettings, now: Date): Promise<void> {
    await tx
      .insert(sportBookSettings)
      .values({ id: 1, ...settings, updatedAt: now })
      .onConflictDoUpdate({ target: sportBookSettings.id, set: { ...settings, updatedAt: now } });
  }

  async playerLimits(playerId: number, currency: Currency, executor: Db = this.#repository.db) {
    const [lowered] = await executor
      .select()
      .from(sportPlayerLimits)
      .where(eq(sportPlayerLimits.playerId, playerId));
    return { lowered: lowered ?? null, inForce: await this.#repository.limits(executor, currency, playerId) };
  }

  /** Lowers the player's limits; with every field null, lifts the lowering. */
  async savePlayerLimits(tx: Db, playerId: number, body: SportPlayerLimitsBody, now: Date): Promise<void> {
    const { reason, ...amounts } = body;
    if (Object.values(amounts).every((amount) => amount === null)) {
      await tx.delete(sportPlayerLimits).where(eq(sportPlayerLimits.playerId, playerId));
      return;
    }
    await tx
      .insert(sportPlayerLimits)
      .values({ playerId, ...amounts, reason, updatedAt: now })
      .onConflictDoUpdate({
        target: sportPlayerLimits.playerId,
        set: { ...amounts, reason, updatedAt: now },
      });
  }

  /** The brand's bets (players belong to one brand; the sportsbook's tables are shared by the brands). */
  async bets(query: {
    brand: BrandId;
    playerId?: number | undefined;
    filter?: OperatorBetFilter | undefined;
    limit: number;
    offset: number;
  }): Promise<{ total: number; bets: OperatorSportBet[] }> {
    const executor = this.#repository.db;
    const conditions: SQL[] = [
      sql`exists (select 1 from players p where p.id = ${sportBets.playerId} and p.brand = ${query.brand})`,
    ];
    if (query.playerId !== undefined) conditions.push(eq(sportBets.playerId, query.playerId));
    const open = and(eq(sportBets.outcome, 'open'), ne(sportBets.status, 'rejected')) as SQL;
    if (query.filter === 'open') conditions.push(open);
    if (query.filter === 'settled') conditions.push(sql`not (${open})`);
    if (query.filter === 'unrecovered') conditions.push(gt(sportBets.unrecovered, 0));
    const where = and(...conditions);
    const [total] = await executor.select({ count: count() }).from(sportBets).where(where);
    const rows = await executor
      .select({
        bet: sportBets,
        selections:
          sql<number>`(select count(*) from ${sportBetSelections} where ${sportBetSelections.betId} = ${sportBets.id})`.mapWith(
            Number,
          ),
      })
      .from(sportBets)
      .where(where)
      .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: total?.count ?? 0,
      bets: rows.map(({ bet, selections }) => ({
        id: bet.id,
        playerId: bet.playerId,
        referenceId: bet.referenceId,
        type: bet.type,
        status: bet.status,
        rejectReason: bet.rejectReason,
        currency: bet.currency,
        stake: bet.stake,
        odds: bet.odds,
        potentialPayout: bet.potentialPayout,
        outcome: bet.outcome,
        payout: bet.payout,
        unrecovered: bet.unrecovered,
        live: bet.live,
        selections,
        placedAt: bet.placedAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
      })),
    };
  }
}
