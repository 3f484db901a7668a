import { ACTIVE_BONUS_STATUSES, CLOSED_BONUS_STATUSES, type Currency } from '@casino/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { ReusableStatement } from '../../platform/db/prepared.ts';
import {
  type BonusSource,
  bonusTemplates,
  bonusWageringStakes,
  declinedBonuses,
  hiddenBonuses,
  playerBonuses,
} from './bonuses.schema.ts';

export type BonusTemplateRow = typeof bonusTemplates.$inferSelect;
export type NewBonusTemplateRow = typeof bonusTemplates.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type NewPlayerBonusRow = typeof playerBonuses.$inferInsert;
/** A player's bonus with the template it was taken from (its kind, title and card; the terms are the bonus's). */
export interface TakenBonus {
  bonus: PlayerBonusRow;
  template: BonusTemplateRow;
}
/** Bonuses not closed yet: chosen, granted, queued or active. */
export const LIVE_STATUSES = ['init', 'sleeping', 'waiting', ...ACTIVE_BONUS_STATUSES] as const;
/** The states the expiry sweep looks at (the `player_bonuses_expiry` index's). */
const EXPIRING_STATUSES = ['sleeping', 'waiting', ...ACTIVE_BONUS_STATUSES] as const;
/** How many of the rows counted are not closed yet. */
const liveCount =
  sql<number>`count(*) filter (where ${notInArray(playerBonuses.status, [...CLOSED_BONUS_STATUSES])})`.mapWith(
    Number,
  );

/** The only SQL over the bonus tables. */
export class BonusesRepository {
  // Every stake asks for the active bonus's maximum bet, and every relayed stake for the active bonus (wagering):
  // built once, planned once per connection.
  readonly #activeMaxBet: ReusableStatement<{ maxBet: number | null }>;
  readonly #active: ReusableStatement<TakenBonus>;

  constructor(db: Db) {
    const active = and(
      eq(playerBonuses.playerId, sql.placeholder('playerId')),
      eq(playerBonuses.currency, sql.placeholder('currency')),
      inArray(playerBonuses.status, [...ACTIVE_BONUS_STATUSES]),
      // A free bet puts nothing on the bonus balance: it is never the active bonus.
      isNull(playerBonuses.freebet),
    );
    this.#activeMaxBet = new ReusableStatement(
      'bonuses-active-max-bet',
      db.select({ maxBet: playerBonuses.maxBet }).from(playerBonuses).where(active),
    );
    this.#active = new ReusableStatement('bonuses-active', this.#taken(db).where(active));
  }

  /**
   * Serialises every change to one player's bonuses until the transaction ends: taking, activating, wagering,
   * converting, canceling and expiring read the player's bonuses after this and cannot interleave (two takes at
   * once, two activations at once, a cancel during a conversion).
   */
  async lockPlayer(tx: Db, playerId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`casino:bonuses:${playerId}`}, 0))`);
  }

  // Templates.

  async template(executor: Db, id: number): Promise<BonusTemplateRow | undefined> {
    const [row] = await executor.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
    return row;
  }

  async templateBySlug(executor: Db, slug: string): Promise<BonusTemplateRow | undefined> {
    const [row] = await executor.select().from(bonusTemplates).where(eq(bonusTemplates.slug, slug));
    return row;
  }

  /** The template a promo code names, matched whatever case it was typed in (codes are stored upper-case). */
  async templateByPromoCode(executor: Db, code: string): Promise<BonusTemplateRow | undefined> {
    const [row] = await executor
      .select()
      .from(bonusTemplates)
      .where(eq(bonusTemplates.promoCode, code.toUpperCase()));
    return row;
  }

  /** Active templates offered on the bonuses page, highest priority first; dates and eligibility are the caller's. */
  listedTemplates(executor: Db): Promise<BonusTemplateRow[]> {
    return executor
      .select()
      .from(bonusTemplates)
      .where(and(eq(bonusTemplates.listed, true), eq(bonusTemplates.active, true)))
      .orderBy(desc(bonusTemplates.priority), asc(bonusTemplates.id));
  }

  /** Inserts a template unless one has its slug; answers whether it was inserted. */
  async insertTemplate(executor: Db, row: NewBonusTemplateRow): Promise<boolean> {
    const inserted = await executor
      .insert(bonusTemplates)
      .values(row)
      .onConflictDoNothing({ target: bonusTemplates.slug })
      .returning({ id: bonusTemplates.id });
    return inserted.length > 0;
  }

  // A player's bonuses.

  /** The player's bonuses not closed yet, oldest first (the queue's order). */
  liveBonuses(executor: Db, playerId: number): Promise<TakenBonus[]> {
    return this.#taken(executor)
      .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, [...LIVE_STATUSES])))
      .orderBy(asc(playerBonuses.createdAt), asc(playerBonuses.id));
  }

  /** The player's closed bonuses, newest first. */
  closedBonuses(executor: Db, playerId: number, limit: number): Promise<TakenBonus[]> {
    return this.#taken(executor)
      .where(
        and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, [...CLOSED_BONUS_STATUSES])),
      )
      .orderBy(desc(playerBonuses.closedAt), desc(playerBonuses.id))
      .limit(limit);
  }

  /** The player's own bonus by its id; another player's reads as missing. */
  async ownBonus(executor: Db, playerId: number, id: number): Promise<TakenBonus | undefined> {
    const [row] = await this.#taken(executor).where(
      and(eq(playerBonuses.id, id), eq(playerBonuses.playerId, playerId)),
    );
    return row;
  }

  /** A bonus, locked until the transaction ends (the expiry sweep takes each bonus this way). */
  async lockBonus(tx: Db, id: number): Promise<TakenBonus | undefined> {
    const [row] = await this.#taken(tx).where(eq(playerBonuses.id, id)).for('update', { of: playerBonuses });
    return row;
  }

  /** The player's active bonus in a currency (at most one: a partial unique index says so). */
  async activeBonus(executor: Db, playerId: number, currency: Currency): Promise<TakenBonus | undefined> {
    const [row] = await this.#active.execute(executor, { playerId, currency });
    return row;
  }

  /** The largest stake the player's active bonus in a currency allows: null with no such bonus or no limit. */
  async activeMaxBet(executor: Db, playerId: number, currency: Currency): Promise<number | null> {
    const [row] = await this.#activeMaxBet.execute(executor, { playerId, currency });
    return row?.maxBet ?? null;
  }

  /** The oldest bonus queued behind the active one in a currency. */
  async nextQueued(tx: Db, playerId: number, currency: Currency): Promise<TakenBonus | undefined> {
    const [row] = await this.#taken(tx)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.currency, currency),
          eq(playerBonuses.status, 'waiting'),
        ),
      )
      .orderBy(asc(playerBonuses.createdAt), asc(playerBonuses.id))
      .limit(1);
    return row;
  }

  /** The player's chosen (`init`) bonus of a template, waiting for a deposit. */
  chosenBonus(tx: Db, playerId: number, templateId: number): Promise<PlayerBonusRow | undefined> {
    return this.#first(
      tx,
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.templateId, templateId),
        eq(playerBonuses.status, 'init'),
      ),
      asc(playerBonuses.id),
    );
  }

  /** The bonus a deposit earned, once it has (one per deposit). */
  depositBonus(tx: Db, playerId: number, paymentId: string): Promise<PlayerBonusRow | undefined> {
    return this.#first(
      tx,
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.source, 'deposit'),
        eq(playerBonuses.sourceRef, paymentId),
      ),
    );
  }

  /** The player's most recently closed bonus in a currency: a late win of it is forfeited in its name. */
  lastClosed(tx: Db, playerId: number, currency: Currency): Promise<PlayerBonusRow | undefined> {
    return this.#first(
      tx,
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        inArray(playerBonuses.status, [...CLOSED_BONUS_STATUSES]),
      ),
      desc(playerBonuses.closedAt),
      desc(playerBonuses.id),
    );
  }

  /** How many bonuses the player took of a template, and how many of them are not closed yet. */
  async takenOf(executor: Db, playerId: number, templateId: number): Promise<{ all: number; live: number }> {
    const [row] = await executor
      .select({
        all: count(),
        live: liveCount,
      })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.templateId, templateId)));
    return { all: row?.all ?? 0, live: row?.live ?? 0 };
  }

  /** Templates the player took a bonus of, with how many and how many are not closed yet. */
  async takenByTemplate(executor: Db, playerId: number): Promise<Map<number, { all: number; live: number }>> {
    const rows = await executor
      .select({
        templateId: playerBonuses.templateId,
        all: count(),
        live: liveCount,
      })
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, playerId))
      .groupBy(playerBonuses.templateId);
    return new Map(rows.map(({ templateId, ...taken }) => [templateId, taken]));
  }

  /** Whether the player has chosen a friend's gift (a referral template's bonus), in any state. */
  async hasReferralGift(executor: Db, playerId: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: playerBonuses.id })
      .from(playerBonuses)
      .innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
      .where(
        and(eq(playerBonuses.playerId, playerId), sql`${bonusTemplates.eligibility} ->> 'referral' = 'true'`),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Inserts a bonus unless its source already gave one (a second take of the same offer, code or deposit). */
  async insertBonus(tx: Db, row: NewPlayerBonusRow): Promise<PlayerBonusRow | undefined> {
    const [created] = await tx.insert(playerBonuses).values(row).onConflictDoNothing().returning();
    return created;
  }

  async updateBonus(
    tx: Db,
    id: number,
    changes: PgUpdateSetSource<typeof playerBonuses>,
  ): Promise<PlayerBonusRow> {
    const [updated] = await tx.update(playerBonuses).set(changes).where(eq(playerBonuses.id, id)).returning();
    if (!updated) throw new Error(`player bonus ${id} vanished`);
    return updated;
  }

  /** Bonuses past their end that are not closed yet, soonest first: the expiry sweep's work. */
  expiredBonuses(executor: Db, now: Date, limit: number): Promise<{ id: number; playerId: number }[]> {
    return executor
      .select({ id: playerBonuses.id, playerId: playerBonuses.playerId })
      .from(playerBonuses)
      .where(
        and(
          inArray(playerBonuses.status, [...EXPIRING_STATUSES]),
          isNotNull(playerBonuses.expiresAt),
          lte(playerBonuses.expiresAt, now),
        ),
      )
      .orderBy(asc(playerBonuses.expiresAt))
      .limit(limit);
  }

  // Hidden offers.

  async hide(executor: Db, playerId: number, templateId: number, at: Date): Promise<void> {
    await executor.insert(hiddenBonuses).values({ playerId, templateId, hiddenAt: at }).onConflictDoNothing();
  }

  async hiddenTemplateIds(executor: Db, playerId: number): Promise<Set<number>> {
    const rows = await executor
      .select({ templateId: hiddenBonuses.templateId })
      .from(hiddenBonuses)
      .where(eq(hiddenBonuses.playerId, playerId));
    return new Set(rows.map((row) => row.templateId));
  }

  // Birthday, daily and welcome-chain bonuses.

  /** Active templates of a kind, highest priority first; dates and eligibility are the caller's. */
  templatesOfKind(executor: Db, kind: BonusTemplateRow['kind']): Promise<BonusTemplateRow[]> {
    return executor
      .select()
      .from(bonusTemplates)
      .where(and(eq(bonusTemplates.kind, kind), eq(bonusTemplates.active, true)))
      .orderBy(desc(bonusTemplates.priority), asc(bonusTemplates.id));
  }

  /** Active templates that are steps of the welcome chain, in the chain's order. */
  welcomeTemplates(executor: Db): Promise<BonusTemplateRow[]> {
    return executor
      .select()
      .from(bonusTemplates)
      .where(and(isNotNull(bonusTemplates.welcomeStep), eq(bonusTemplates.active, true)))
      .orderBy(asc(bonusTemplates.welcomeStep), asc(bonusTemplates.id));
  }

  /**
   * Which of these templates the player was granted a bonus of: one past `init` that was not closed before it had
   * money (a deposit bonus chosen and canceled before its deposit was never granted).
   */
  async grantedTemplateIds(executor: Db, playerId: number, templateIds: number[]): Promise<Set<number>> {
    if (templateIds.length === 0) return new Set();
    const rows = await executor
      .selectDistinct({ templateId: playerBonuses.templateId })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.templateId, templateIds),
          ne(playerBonuses.status, 'init'),
          or(gt(playerBonuses.amount, 0), notInArray(playerBonuses.status, ['canceled', 'expired'])),
        ),
      );
    return new Set(rows.map((row) => row.templateId));
  }

  /** The player's latest bonus taken from a source (their last daily bonus), whatever its template. */
  lastFromSource(executor: Db, playerId: number, source: BonusSource): Promise<PlayerBonusRow | undefined> {
    return this.#first(
      executor,
      and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.source, source)),
      desc(playerBonuses.createdAt),
      desc(playerBonuses.id),
    );
  }

  /** The player's bonus of one take (the birthday of a year, the daily bonus of a day), whatever its template. */
  takenFor(
    executor: Db,
    playerId: number,
    take: { source: BonusSource; sourceRef: string },
  ): Promise<PlayerBonusRow | undefined> {
    return this.#first(
      executor,
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.source, take.source),
        eq(playerBonuses.sourceRef, take.sourceRef),
      ),
    );
  }

  /** Records that the player declined a template's bonus for a period; answers whether it was not recorded yet. */
  async decline(executor: Db, row: typeof declinedBonuses.$inferInsert): Promise<boolean> {
    const inserted = await executor
      .insert(declinedBonuses)
      .values(row)
      .onConflictDoNothing()
      .returning({ period: declinedBonuses.period });
    return inserted.length > 0;
  }

  async isDeclined(executor: Db, playerId: number, templateId: number, period: string): Promise<boolean> {
    const rows = await executor
      .select({ period: declinedBonuses.period })
      .from(declinedBonuses)
      .where(
        and(
          eq(declinedBonuses.playerId, playerId),
          eq(declinedBonuses.templateId, templateId),
          eq(declinedBonuses.period, period),
        ),
      );
    return rows.length > 0;
  }

  // Wagering.

  /**
   * Counts a stake towards a bonus once: keyed by the bonus and the stake's ledger transfer, so a stake handed
   * over again counts nothing. Answers the bonus with its new wagering, or undefined when counted before.
   */
  async countStake(
    tx: Db,
    stake: typeof bonusWageringStakes.$inferInsert,
  ): Promise<PlayerBonusRow | undefined> {
    const inserted = await tx
      .insert(bonusWageringStakes)
      .values(stake)
      .onConflictDoNothing()
      .returning({ counted: bonusWageringStakes.counted });
    if (inserted.length === 0) return undefined;
    return this.updateBonus(tx, stake.playerBonusId, {
      wagered: sql`${playerBonuses.wagered} + ${stake.counted}`,
    });
  }

  /**
   * Takes a rolled-back bet's stake off the wagering of the player's bonus it counted for: its row keeps its place
   * with nothing counted (the stake handed over again still finds it), and `wagered` loses what it had counted, so
   * it stays the sum of its rows.
   */
  async uncountStake(
    tx: Db,
    playerId: number,
    bet: { provider: string; roundId: string; transferId: number },
  ): Promise<void> {
    const [row] = await tx
      .select({ playerBonusId: bonusWageringStakes.playerBonusId, counted: bonusWageringStakes.counted })
      .from(bonusWageringStakes)
      .innerJoin(playerBonuses, eq(playerBonuses.id, bonusWageringStakes.playerBonusId))
      .where(
        and(
          eq(bonusWageringStakes.provider, bet.provider),
          eq(bonusWageringStakes.roundId, bet.roundId),
          eq(bonusWageringStakes.transferId, bet.transferId),
          eq(playerBonuses.playerId, playerId),
          gt(bonusWageringStakes.counted, 0),
        ),
      )
      .for('update', { of: bonusWageringStakes });
    if (!row) return;
    await tx
      .update(bonusWageringStakes)
      .set({ counted: 0 })
      .where(
        and(
          eq(bonusWageringStakes.playerBonusId, row.playerBonusId),
          eq(bonusWageringStakes.transferId, bet.transferId),
        ),
      );
    await this.updateBonus(tx, row.playerBonusId, {
      wagered: sql`${playerBonuses.wagered} - ${row.counted}`,
    });
  }

  async #first(executor: Db, where: SQL | undefined, ...order: SQL[]): Promise<PlayerBonusRow | undefined> {
    const [row] = await executor
      .select()
      .from(playerBonuses)
      .where(where)
      .orderBy(...order)
      .limit(1);
    return row;
  }

  #taken(executor: Db) {
    return executor
      .select({ bonus: playerBonuses, template: bonusTemplates })
      .from(playerBonuses)
      .innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
      .$dynamic();
  }
}
