import type { ChestEarnSource } from '@casino/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { chanceDraws, chanceSeeds } from '../chance.schema.ts';
import {
  type ChestCampaignRow,
  type ChestParticipantRow,
  chestCampaigns,
  chestCountedEvents,
  chestParticipants,
  type LootBoxRow,
  lootBoxes,
} from './chests.schema.ts';

export interface ParticipantKey {
  campaignId: string;
  playerId: number;
}

/** The chests' rows: the operators' campaigns, players' progress and opens, counted events, loot boxes. */
export class ChestsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async campaign(id: string, tx: Db = this.#db): Promise<ChestCampaignRow | undefined> {
    const [row] = await tx.select().from(chestCampaigns).where(eq(chestCampaigns.id, id));
    return row;
  }

  /** The chest campaign players see: the first enabled one of kind `chests` by id. */
  async runningCampaign(): Promise<ChestCampaignRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(chestCampaigns)
      .where(and(eq(chestCampaigns.kind, 'chests'), eq(chestCampaigns.enabled, true)))
      .orderBy(asc(chestCampaigns.id))
      .limit(1);
    return row;
  }

  /** The enabled chest campaigns that this kind of event earns progress in. */
  async earning(tx: Db, earnBy: ChestEarnSource): Promise<ChestCampaignRow[]> {
    return tx
      .select()
      .from(chestCampaigns)
      .where(
        and(
          eq(chestCampaigns.kind, 'chests'),
          eq(chestCampaigns.enabled, true),
          eq(chestCampaigns.earnBy, earnBy),
        ),
      );
  }

  async participant(key: ParticipantKey): Promise<ChestParticipantRow | undefined> {
    const [row] = await this.#db.select().from(chestParticipants).where(this.#is(key));
    return row;
  }

  /** The player's row in the campaign, created empty if new, locked until the transaction commits. */
  async lockParticipant(tx: Db, key: ParticipantKey): Promise<ChestParticipantRow> {
    await tx
      .insert(chestParticipants)
      .values({ ...key, progress: 0, chestsEarned: 0, chestsOpened: 0, periodOpens: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select().from(chestParticipants).where(this.#is(key)).for('update');
    if (!row) throw new Error(`chest participant ${key.campaignId}/${key.playerId} not found`);
    return row;
  }

  async saveParticipant(
    tx: Db,
    id: number,
    change: Partial<Omit<ChestParticipantRow, 'id' | 'campaignId' | 'playerId'>>,
  ): Promise<ChestParticipantRow> {
    const [row] = await tx
      .update(chestParticipants)
      .set(change)
      .where(eq(chestParticipants.id, id))
      .returning();
    if (!row) throw new Error(`chest participant ${id} vanished`);
    return row;
  }

  /** Records an event as counted for a campaign; false when it was counted before (handed over again). */
  async countEvent(tx: Db, campaignId: string, sourceKey: string): Promise<boolean> {
    const inserted = await tx
      .insert(chestCountedEvents)
      .values({ campaignId, sourceKey })
      .onConflictDoNothing()
      .returning({ key: chestCountedEvents.sourceKey });
    return inserted.length > 0;
  }

  async wasCounted(tx: Db, campaignId: string, sourceKey: string): Promise<boolean> {
    const [row] = await tx
      .select({ key: chestCountedEvents.sourceKey })
      .from(chestCountedEvents)
      .where(and(eq(chestCountedEvents.campaignId, campaignId), eq(chestCountedEvents.sourceKey, sourceKey)));
    return row !== undefined;
  }

  /** A draw with the seed it came from, for showing it with what the verify page needs. */
  async drawWithSeed(drawId: number) {
    const [row] = await this.#db
      .select({ draw: chanceDraws, seed: chanceSeeds })
      .from(chanceDraws)
      .innerJoin(chanceSeeds, eq(chanceSeeds.id, chanceDraws.seedId))
      .where(eq(chanceDraws.id, drawId));
    return row;
  }

  async grantLootBox(
    tx: Db,
    box: Pick<LootBoxRow, 'campaignId' | 'playerId' | 'source' | 'sourceRef' | 'grantedAt'>,
  ): Promise<LootBoxRow | undefined> {
    const [row] = await tx.insert(lootBoxes).values(box).onConflictDoNothing().returning();
    return row;
  }

  /** The box a source and reference gave, if it gave one. */
  async lootBoxGivenBy(tx: Db, source: string, sourceRef: string): Promise<LootBoxRow | undefined> {
    const [row] = await tx
      .select()
      .from(lootBoxes)
      .where(and(eq(lootBoxes.source, source), eq(lootBoxes.sourceRef, sourceRef)));
    return row;
  }

  /** The loot-box campaigns, by id. */
  lootBoxCampaigns(): Promise<ChestCampaignRow[]> {
    return this.#db
      .select()
      .from(chestCampaigns)
      .where(eq(chestCampaigns.kind, 'loot-box'))
      .orderBy(asc(chestCampaigns.id));
  }

  /** The player's own loot box: another player's id reads as none. */
  async lootBox(playerId: number, id: number, tx: Db = this.#db): Promise<LootBoxRow | undefined> {
    const [row] = await tx
      .select()
      .from(lootBoxes)
      .where(and(eq(lootBoxes.id, id), eq(lootBoxes.playerId, playerId)));
    return row;
  }

  /** The player's own loot box, locked for opening. */
  async lockLootBox(tx: Db, playerId: number, id: number): Promise<LootBoxRow | undefined> {
    const [row] = await tx
      .select()
      .from(lootBoxes)
      .where(and(eq(lootBoxes.id, id), eq(lootBoxes.playerId, playerId)))
      .for('update');
    return row;
  }

  async saveLootBox(tx: Db, id: number, change: Pick<LootBoxRow, 'openedAt' | 'drawId'>): Promise<void> {
    await tx.update(lootBoxes).set(change).where(eq(lootBoxes.id, id));
  }

  /** The player's unopened loot boxes of enabled campaigns, oldest first. */
  async unopenedLootBoxes(playerId: number) {
    return this.#db
      .select({ box: lootBoxes, campaign: chestCampaigns })
      .from(lootBoxes)
      .innerJoin(chestCampaigns, eq(chestCampaigns.id, lootBoxes.campaignId))
      .where(
        and(eq(lootBoxes.playerId, playerId), isNull(lootBoxes.openedAt), eq(chestCampaigns.enabled, true)),
      )
      .orderBy(asc(lootBoxes.id));
  }

  #is(key: ParticipantKey) {
    return and(
      eq(chestParticipants.campaignId, key.campaignId),
      eq(chestParticipants.playerId, key.playerId),
    );
  }
}
