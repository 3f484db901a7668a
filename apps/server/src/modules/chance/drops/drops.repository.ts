import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { chanceDraws } from '../chance.schema.ts';
import { type DropCampaignRow, type DropWinRow, dropCampaigns, dropWins } from './drops.schema.ts';

/** The drop campaigns' tables: their only SQL. */
export class DropsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  all(executor: Db = this.#db): Promise<DropCampaignRow[]> {
    return executor.select().from(dropCampaigns).orderBy(dropCampaigns.startsAt, dropCampaigns.slug);
  }

  /** The enabled campaigns whose window has not closed by `at`: running, or still to start. */
  openAt(at: Date, executor: Db = this.#db): Promise<DropCampaignRow[]> {
    return executor
      .select()
      .from(dropCampaigns)
      .where(and(eq(dropCampaigns.enabled, true), gt(dropCampaigns.endsAt, at)))
      .orderBy(dropCampaigns.startsAt, dropCampaigns.slug);
  }

  /** The campaign's row, locked until the transaction ends: every draw and every edit of it takes this lock. */
  async lock(tx: Db, slug: string): Promise<DropCampaignRow | undefined> {
    const [row] = await tx.select().from(dropCampaigns).where(eq(dropCampaigns.slug, slug)).for('update');
    return row;
  }

  /** Inserts a new campaign; undefined when the slug is taken. */
  async create(tx: Db, row: typeof dropCampaigns.$inferInsert): Promise<DropCampaignRow | undefined> {
    const [created] = await tx.insert(dropCampaigns).values(row).onConflictDoNothing().returning();
    return created;
  }

  async save(tx: Db, slug: string, change: Partial<DropCampaignRow>): Promise<DropCampaignRow> {
    const [row] = await tx.update(dropCampaigns).set(change).where(eq(dropCampaigns.slug, slug)).returning();
    if (!row) throw new Error(`drop campaign ${slug} not found`);
    return row;
  }

  /** Whether a stake was drawn for this feature and reference already (a replayed event draws nothing). */
  async drawn(tx: Db, feature: string, sourceRef: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: chanceDraws.id })
      .from(chanceDraws)
      .where(and(eq(chanceDraws.feature, feature), eq(chanceDraws.sourceRef, sourceRef)));
    return row !== undefined;
  }

  async recordWin(tx: Db, row: typeof dropWins.$inferInsert): Promise<DropWinRow> {
    const [win] = await tx.insert(dropWins).values(row).returning();
    if (!win) throw new Error(`drop of draw ${row.drawId} not recorded`);
    return win;
  }

  /** The latest drops of each campaign named, newest first, at most `limit` per campaign. */
  async recentWins(slugs: readonly string[], limit: number): Promise<DropWinRow[]> {
    if (slugs.length === 0) return [];
    const ranked = this.#db
      .select({
        id: dropWins.id,
        rank: sql<number>`row_number() over (partition by ${dropWins.campaign} order by ${dropWins.id} desc)`.as(
          'rank',
        ),
      })
      .from(dropWins)
      .where(inArray(dropWins.campaign, [...slugs]))
      .as('ranked');
    return this.#db
      .select({ win: dropWins })
      .from(dropWins)
      .innerJoin(ranked, eq(ranked.id, dropWins.id))
      .where(sql`${ranked.rank} <= ${limit}`)
      .orderBy(desc(dropWins.id))
      .then((rows) => rows.map((row) => row.win));
  }

  /** A player's own drops of the campaigns named, newest first. */
  playerWins(playerId: number, slugs: readonly string[], limit: number): Promise<DropWinRow[]> {
    if (slugs.length === 0) return Promise.resolve([]);
    return this.#db
      .select()
      .from(dropWins)
      .where(and(eq(dropWins.playerId, playerId), inArray(dropWins.campaign, [...slugs])))
      .orderBy(desc(dropWins.id))
      .limit(limit);
  }
}
