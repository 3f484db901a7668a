import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { type BonusTemplateRow, LIVE_STATUSES, type NewBonusTemplateRow } from '../bonuses.repository.ts';
import { bonusTemplates, playerBonuses } from '../bonuses.schema.ts';

/** How many bonuses players took of a template, and how many of them are not closed yet. */
export interface TemplateTakes {
  all: number;
  live: number;
}

/** How often a promo code was used: bonuses taken with it, and the last one's time. */
export interface CodeUses {
  uses: number;
  lastUsedAt: Date | null;
}

/** The operators' reads and writes of bonus templates, apart from what the site's bonus flows need. */
export class TemplateAdminRepository {
  /** Every template, highest priority first (the bonuses page's order). */
  everyTemplate(executor: Db): Promise<BonusTemplateRow[]> {
    return executor
      .select()
      .from(bonusTemplates)
      .orderBy(desc(bonusTemplates.priority), asc(bonusTemplates.id));
  }

  async find(executor: Db, id: number): Promise<BonusTemplateRow | undefined> {
    const [row] = await executor.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
    return row;
  }

  /** The template, locked until the transaction ends: two edits of one template apply one after the other. */
  async lockTemplate(tx: Db, id: number): Promise<BonusTemplateRow | undefined> {
    const [row] = await tx.select().from(bonusTemplates).where(eq(bonusTemplates.id, id)).for('update');
    return row;
  }

  async insert(tx: Db, row: NewBonusTemplateRow): Promise<BonusTemplateRow> {
    const [inserted] = await tx.insert(bonusTemplates).values(row).returning();
    if (!inserted) throw new Error('a template insert returned no row');
    return inserted;
  }

  async update(tx: Db, id: number, row: Partial<NewBonusTemplateRow>): Promise<BonusTemplateRow> {
    const [updated] = await tx.update(bonusTemplates).set(row).where(eq(bonusTemplates.id, id)).returning();
    if (!updated) throw new Error(`template ${id} vanished under its lock`);
    return updated;
  }

  /** Takes by template, for the templates asked (all of them when none are named). */
  async takes(executor: Db, templateIds?: number[]): Promise<Map<number, TemplateTakes>> {
    const rows = await executor
      .select({
        templateId: playerBonuses.templateId,
        all: count(),
        live: sql<number>`count(*) filter (where ${inArray(playerBonuses.status, LIVE_STATUSES)})`,
      })
      .from(playerBonuses)
      .where(templateIds ? inArray(playerBonuses.templateId, templateIds) : undefined)
      .groupBy(playerBonuses.templateId);
    return new Map(rows.map((row) => [row.templateId, { all: Number(row.all), live: Number(row.live) }]));
  }

  /** Templates with a promo code, and the uses of each (bonuses taken with the code), by template. */
  async codeUses(executor: Db): Promise<Map<number, CodeUses>> {
    const rows = await executor
      .select({
        templateId: playerBonuses.templateId,
        uses: count(),
        lastUsedAt: max(playerBonuses.createdAt),
      })
      .from(playerBonuses)
      .innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
      .where(and(isNotNull(bonusTemplates.promoCode), eq(playerBonuses.source, 'promo_code')))
      .groupBy(playerBonuses.templateId);
    return new Map(
      rows.map((row) => [row.templateId, { uses: Number(row.uses), lastUsedAt: row.lastUsedAt }]),
    );
  }
}
