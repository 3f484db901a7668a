import type { LotteryTicketKind } from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type LotteryDrawRow,
  type LotteryPlayerRow,
  type LotteryPrizeClaimRow,
  type LotteryRow,
  type LotteryTicketRow,
  lotteries,
  lotteryDraws,
  lotteryPlayers,
  lotteryPrizeClaims,
  lotteryPromoCodes,
  lotteryStarMovements,
  lotteryTickets,
} from './lottery.schema.ts';

export type NewTicket = Pick<
  LotteryTicketRow,
  'lotterySlug' | 'playerId' | 'kind' | 'source' | 'sourceRef' | 'createdAt'
> & { transferId?: number | null };

/** A ticket that is the player's to enter or spend: neither entered into a draw nor spent. */
const unusedTicket = and(isNull(lotteryTickets.drawId), isNull(lotteryTickets.spentAt));

/** The lottery's rows: the operator's lotteries, draws, players' stars, tickets, promo codes and prize claims. */
export class LotteryRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The lottery the site shows: the first enabled one by position. */
  async running(tx: Db = this.#db): Promise<LotteryRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteries)
      .where(eq(lotteries.enabled, true))
      .orderBy(asc(lotteries.position), asc(lotteries.slug))
      .limit(1);
    return row;
  }

  async lottery(slug: string, tx: Db = this.#db): Promise<LotteryRow | undefined> {
    const [row] = await tx.select().from(lotteries).where(eq(lotteries.slug, slug));
    return row;
  }

  async all(): Promise<LotteryRow[]> {
    return this.#db.select().from(lotteries).orderBy(asc(lotteries.position), asc(lotteries.slug));
  }

  async saveTerms(tx: Db, slug: string, change: Omit<LotteryRow, 'slug' | 'position'>): Promise<LotteryRow> {
    const [row] = await tx.update(lotteries).set(change).where(eq(lotteries.slug, slug)).returning();
    if (!row) throw new Error(`lottery ${slug} not found`);
    return row;
  }

  // Draws.

  async scheduledDraw(slug: string, tx: Db = this.#db): Promise<LotteryDrawRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotterySlug, slug), eq(lotteryDraws.status, 'scheduled')));
    return row;
  }

  /** The scheduled draw, share-locked: entries go in side by side, never while the draw is being made. */
  async shareDraw(tx: Db, slug: string): Promise<LotteryDrawRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotterySlug, slug), eq(lotteryDraws.status, 'scheduled')))
      .for('share');
    return row;
  }

  /** Schedules a draw unless the lottery has one scheduled already (the unique index decides between nodes). */
  async scheduleDraw(
    tx: Db,
    draw: Pick<LotteryDrawRow, 'lotterySlug' | 'drawAt' | 'serverSeed' | 'serverSeedHash' | 'createdAt'>,
  ): Promise<void> {
    await tx
      .insert(lotteryDraws)
      .values({ ...draw, status: 'scheduled' })
      .onConflictDoNothing();
  }

  async dueDraws(at: Date): Promise<LotteryDrawRow[]> {
    return this.#db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'scheduled'), lte(lotteryDraws.drawAt, at)))
      .orderBy(asc(lotteryDraws.drawAt));
  }

  /** The draw, locked until the transaction ends: the job drawing it twice at once draws it once. */
  async lockDraw(tx: Db, id: number): Promise<LotteryDrawRow | undefined> {
    const [row] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for('update');
    return row;
  }

  async saveDraw(tx: Db, id: number, change: Partial<LotteryDrawRow>): Promise<void> {
    await tx.update(lotteryDraws).set(change).where(eq(lotteryDraws.id, id));
  }

  async draw(id: number): Promise<LotteryDrawRow | undefined> {
    const [row] = await this.#db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    return row;
  }

  async pastDraws(slug: string, limit: number): Promise<LotteryDrawRow[]> {
    return this.#db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotterySlug, slug), eq(lotteryDraws.status, 'drawn')))
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(limit);
  }

  /** Every ticket entered into a draw, in id order: the draw's entries. */
  async entries(drawId: number, tx: Db = this.#db): Promise<LotteryTicketRow[]> {
    return tx
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.drawId, drawId))
      .orderBy(asc(lotteryTickets.id));
  }

  async winners(drawIds: readonly number[]): Promise<LotteryTicketRow[]> {
    if (drawIds.length === 0) return [];
    return this.#db
      .select()
      .from(lotteryTickets)
      .where(and(inArray(lotteryTickets.drawId, [...drawIds]), isNotNull(lotteryTickets.wonLevelId)))
      .orderBy(asc(lotteryTickets.wonLevelId), asc(lotteryTickets.winPosition));
  }

  async recordWin(
    tx: Db,
    ticketId: number,
    win: Pick<LotteryTicketRow, 'wonLevelId' | 'winPosition' | 'prize' | 'rewardGrantId'>,
  ): Promise<void> {
    await tx.update(lotteryTickets).set(win).where(eq(lotteryTickets.id, ticketId));
  }

  // Stars.

  async player(playerId: number, tx: Db = this.#db): Promise<LotteryPlayerRow | undefined> {
    const [row] = await tx.select().from(lotteryPlayers).where(eq(lotteryPlayers.playerId, playerId));
    return row;
  }

  /** The player's stars row, created empty if new, locked until the transaction ends. */
  async lockPlayer(tx: Db, playerId: number, at: Date): Promise<LotteryPlayerRow> {
    await tx
      .insert(lotteryPlayers)
      .values({ playerId, stars: 0, stakeProgress: 0, updatedAt: at })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(lotteryPlayers)
      .where(eq(lotteryPlayers.playerId, playerId))
      .for('update');
    if (!row) throw new Error(`lottery player ${playerId} not found`);
    return row;
  }

  async savePlayer(tx: Db, playerId: number, change: Partial<LotteryPlayerRow>): Promise<void> {
    await tx.update(lotteryPlayers).set(change).where(eq(lotteryPlayers.playerId, playerId));
  }

  /** Records a change of stars once per key; false when the key counted before (an event handed over twice). */
  async moveStars(
    tx: Db,
    movement: { key: string; playerId: number; stars: number; stake: number; createdAt: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(lotteryStarMovements)
      .values(movement)
      .onConflictDoNothing()
      .returning({ key: lotteryStarMovements.key });
    return inserted.length > 0;
  }

  async starMovement(tx: Db, key: string) {
    const [row] = await tx.select().from(lotteryStarMovements).where(eq(lotteryStarMovements.key, key));
    return row;
  }

  // Tickets.

  async ticketBySource(sourceRef: string, tx: Db = this.#db): Promise<LotteryTicketRow | undefined> {
    const [row] = await tx.select().from(lotteryTickets).where(eq(lotteryTickets.sourceRef, sourceRef));
    return row;
  }

  /** Adds tickets; those whose source reference exists already are kept as they are. */
  async addTickets(tx: Db, tickets: readonly NewTicket[]): Promise<LotteryTicketRow[]> {
    if (tickets.length === 0) return [];
    return tx
      .insert(lotteryTickets)
      .values([...tickets])
      .onConflictDoNothing()
      .returning();
  }

  /** One of the player's tickets, locked (another player's is not found). */
  async lockTicket(tx: Db, playerId: number, id: number): Promise<LotteryTicketRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.id, id), eq(lotteryTickets.playerId, playerId)))
      .for('update');
    return row;
  }

  async applyTicket(tx: Db, id: number, drawId: number, at: Date): Promise<LotteryTicketRow> {
    const [row] = await tx
      .update(lotteryTickets)
      .set({ drawId, appliedAt: at })
      .where(eq(lotteryTickets.id, id))
      .returning();
    if (!row) throw new Error(`lottery ticket ${id} not found`);
    return row;
  }

  /** The player's oldest unused tickets of a kind, locked: what a prize spends. */
  async lockUnused(
    tx: Db,
    playerId: number,
    kind: LotteryTicketKind,
    limit: number,
  ): Promise<LotteryTicketRow[]> {
    return tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.playerId, playerId), eq(lotteryTickets.kind, kind), unusedTicket))
      .orderBy(asc(lotteryTickets.id))
      .limit(limit)
      .for('update');
  }

  async spendTickets(tx: Db, ids: readonly number[], at: Date): Promise<void> {
    await tx
      .update(lotteryTickets)
      .set({ spentAt: at })
      .where(inArray(lotteryTickets.id, [...ids]));
  }

  /** The player's unused tickets by kind, and their tickets in the scheduled draw. */
  async counts(playerId: number, scheduledDrawId: number | null) {
    const unused = await this.#db
      .select({ kind: lotteryTickets.kind, n: count() })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.playerId, playerId), unusedTicket))
      .groupBy(lotteryTickets.kind);
    const [entered] =
      scheduledDrawId === null
        ? [{ n: 0 }]
        : await this.#db
            .select({ n: count() })
            .from(lotteryTickets)
            .where(and(eq(lotteryTickets.playerId, playerId), eq(lotteryTickets.drawId, scheduledDrawId)));
    const byKind = { super: 0, gold: 0, regular: 0 };
    for (const row of unused) byKind[row.kind] = row.n;
    return { unusedByKind: byKind, entered: entered?.n ?? 0 };
  }

  /** A page of the player's tickets, newest first; `applied` keeps entered (true) or not entered (false) ones. */
  async tickets(playerId: number, page: { applied: boolean | undefined; limit: number; offset: number }) {
    const filter = and(
      eq(lotteryTickets.playerId, playerId),
      page.applied === undefined
        ? undefined
        : page.applied
          ? isNotNull(lotteryTickets.drawId)
          : isNull(lotteryTickets.drawId),
    );
    const [rows, [total]] = await Promise.all([
      this.#db
        .select({ ticket: lotteryTickets, drawAt: lotteryDraws.drawAt, drawStatus: lotteryDraws.status })
        .from(lotteryTickets)
        .leftJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .where(filter)
        .orderBy(desc(lotteryTickets.id))
        .limit(page.limit)
        .offset(page.offset),
      this.#db.select({ n: count() }).from(lotteryTickets).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async ticketWithDraw(id: number, tx: Db = this.#db) {
    const [row] = await tx
      .select({ ticket: lotteryTickets, drawAt: lotteryDraws.drawAt, drawStatus: lotteryDraws.status })
      .from(lotteryTickets)
      .leftJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .where(eq(lotteryTickets.id, id));
    if (!row) throw new Error(`lottery ticket ${id} not found`);
    return row;
  }

  // Promo codes and prize claims.

  async promoCode(code: string, tx: Db = this.#db) {
    const [row] = await tx
      .select()
      .from(lotteryPromoCodes)
      .where(eq(sql`upper(${lotteryPromoCodes.code})`, code.toUpperCase()));
    return row;
  }

  async addClaim(tx: Db, claim: Omit<LotteryPrizeClaimRow, 'id'>): Promise<LotteryPrizeClaimRow> {
    const [row] = await tx.insert(lotteryPrizeClaims).values(claim).returning();
    if (!row) throw new Error('lottery prize claim not recorded');
    return row;
  }
}
