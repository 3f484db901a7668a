import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import type { BonusTemplateRow } from '../bonuses.repository.ts';
import { bonusTemplates } from '../bonuses.schema.ts';
import { bonusCalendarZones, bonusOfferCampaigns, bonusOffers } from './bonus-offers.schema.ts';

export type BonusOfferRow = typeof bonusOffers.$inferSelect;
export type NewBonusOfferRow = typeof bonusOffers.$inferInsert;
export type BonusOfferCampaignRow = typeof bonusOfferCampaigns.$inferSelect;

/** An offer with the template it offers. */
export interface OfferedBonus {
  offer: BonusOfferRow;
  template: BonusTemplateRow;
}

/** The only SQL over the personal offer tables. */
export class BonusOffersRepository {
  /** Inserts an offer unless its source made it already; answers it when inserted. */
  async insertOffer(executor: Db, row: NewBonusOfferRow): Promise<BonusOfferRow | undefined> {
    const [created] = await executor.insert(bonusOffers).values(row).onConflictDoNothing().returning();
    return created;
  }

  /** The offer a source made to the player of a template. */
  async offerBySource(
    executor: Db,
    key: Pick<BonusOfferRow, 'playerId' | 'templateId' | 'source' | 'sourceRef'>,
  ): Promise<BonusOfferRow | undefined> {
    const [row] = await executor
      .select()
      .from(bonusOffers)
      .where(
        and(
          eq(bonusOffers.playerId, key.playerId),
          eq(bonusOffers.templateId, key.templateId),
          eq(bonusOffers.source, key.source),
          eq(bonusOffers.sourceRef, key.sourceRef),
        ),
      );
    return row;
  }

  /** The player's own offer by its id, locked until the transaction ends; another player's reads as missing. */
  async lockOwnOffer(tx: Db, playerId: number, id: number): Promise<OfferedBonus | undefined> {
    const [row] = await this.#offered(tx)
      .where(and(eq(bonusOffers.id, id), eq(bonusOffers.playerId, playerId)))
      .for('update', { of: bonusOffers });
    return row;
  }

  /**
   * The player's offers not decided yet that may be accepted at some moment of [from, until), newest first:
   * those open now when `until` is just after `from`, a calendar's days otherwise.
   */
  openOffers(executor: Db, playerId: number, from: Date, until: Date): Promise<OfferedBonus[]> {
    return this.#offered(executor)
      .where(
        and(
          eq(bonusOffers.playerId, playerId),
          eq(bonusOffers.status, 'offered'),
          gt(bonusOffers.validUntil, from),
          sql`${bonusOffers.validFrom} < ${until}`,
        ),
      )
      .orderBy(desc(bonusOffers.validFrom), desc(bonusOffers.id));
  }

  /** Marks the player's offer shown (the first time counts); answers whether the player has such an offer. */
  async markShown(executor: Db, playerId: number, id: number, at: Date): Promise<boolean> {
    const rows = await executor
      .update(bonusOffers)
      .set({ shownAt: sql`coalesce(${bonusOffers.shownAt}, ${at})` })
      .where(and(eq(bonusOffers.id, id), eq(bonusOffers.playerId, playerId)))
      .returning({ id: bonusOffers.id });
    return rows.length > 0;
  }

  async updateOffer(
    tx: Db,
    id: number,
    changes: PgUpdateSetSource<typeof bonusOffers>,
  ): Promise<BonusOfferRow> {
    const [updated] = await tx.update(bonusOffers).set(changes).where(eq(bonusOffers.id, id)).returning();
    if (!updated) throw new Error(`bonus offer ${id} vanished`);
    return updated;
  }

  /** Offers past their time that were never decided become `expired`; answers how many. */
  async expireDue(executor: Db, now: Date): Promise<number> {
    const rows = await executor
      .update(bonusOffers)
      .set({ status: 'expired', decidedAt: now })
      .where(and(eq(bonusOffers.status, 'offered'), lte(bonusOffers.validUntil, now)))
      .returning({ id: bonusOffers.id });
    return rows.length;
  }

  // Campaigns and the calendar's zone.

  /** Active campaigns fired by a trigger, with the template each offers. */
  activeCampaigns(
    executor: Db,
    trigger: BonusOfferCampaignRow['trigger'],
  ): Promise<{ campaign: BonusOfferCampaignRow; template: BonusTemplateRow }[]> {
    return executor
      .select({ campaign: bonusOfferCampaigns, template: bonusTemplates })
      .from(bonusOfferCampaigns)
      .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOfferCampaigns.templateId))
      .where(and(eq(bonusOfferCampaigns.trigger, trigger), eq(bonusOfferCampaigns.active, true)))
      .orderBy(bonusOfferCampaigns.id);
  }

  /** Inserts a campaign unless one has its slug. */
  async insertCampaign(executor: Db, row: typeof bonusOfferCampaigns.$inferInsert): Promise<void> {
    await executor.insert(bonusOfferCampaigns).values(row).onConflictDoNothing({
      target: bonusOfferCampaigns.slug,
    });
  }

  /** The brand's calendar time zone, or undefined when it has none. */
  async calendarZone(executor: Db, brand: string): Promise<string | undefined> {
    const [row] = await executor
      .select({ timeZone: bonusCalendarZones.timeZone })
      .from(bonusCalendarZones)
      .where(eq(bonusCalendarZones.brand, brand));
    return row?.timeZone;
  }

  async insertCalendarZone(executor: Db, row: typeof bonusCalendarZones.$inferInsert): Promise<void> {
    await executor.insert(bonusCalendarZones).values(row).onConflictDoNothing();
  }

  #offered(executor: Db) {
    return executor
      .select({ offer: bonusOffers, template: bonusTemplates })
      .from(bonusOffers)
      .innerJoin(bonusTemplates, eq(bonusTemplates.id, bonusOffers.templateId))
      .$dynamic();
  }
}
