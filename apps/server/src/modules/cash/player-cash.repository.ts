import type { DepositTrackRequest, SavedCard } from '@casino/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { cashDepositClicks, cashSavedCards, cashTaxIds, type SavedCardRow } from './cash.schema.ts';

/** The only SQL on a player's saved cards, tax ID and deposit button clicks. */
export class PlayerCashRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  savedCards(playerId: number): Promise<SavedCardRow[]> {
    return this.#db
      .select()
      .from(cashSavedCards)
      .where(eq(cashSavedCards.playerId, playerId))
      .orderBy(asc(cashSavedCards.createdAt), asc(cashSavedCards.id));
  }

  /** One of the player's own saved cards; another player's token reads as missing. */
  async findSavedCard(playerId: number, tokenId: string): Promise<SavedCardRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(cashSavedCards)
      .where(and(eq(cashSavedCards.playerId, playerId), eq(cashSavedCards.tokenId, tokenId)));
    return row;
  }

  /** Keeps a card the provider tokenized; the same token again changes nothing. */
  async saveCard(tx: Db, playerId: number, provider: string, card: SavedCard, at: Date): Promise<void> {
    await tx
      .insert(cashSavedCards)
      .values({ playerId, provider, ...card, createdAt: at })
      .onConflictDoNothing();
  }

  async hasTaxId(playerId: number): Promise<boolean> {
    const [row] = await this.#db
      .select({ playerId: cashTaxIds.playerId })
      .from(cashTaxIds)
      .where(eq(cashTaxIds.playerId, playerId));
    return row !== undefined;
  }

  /** The players who gave this tax ID (the back office's search by a document's number): an exact match. */
  async playersWithTaxId(taxId: string): Promise<number[]> {
    const rows = await this.#db
      .select({ playerId: cashTaxIds.playerId })
      .from(cashTaxIds)
      .where(eq(cashTaxIds.taxId, taxId))
      .limit(100);
    return rows.map((row) => row.playerId);
  }

  async saveTaxId(playerId: number, taxId: string, at: Date): Promise<void> {
    await this.#db
      .insert(cashTaxIds)
      .values({ playerId, taxId, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: cashTaxIds.playerId, set: { taxId, updatedAt: at } });
  }

  async recordClick(playerId: number | null, click: DepositTrackRequest, at: Date): Promise<void> {
    await this.#db.insert(cashDepositClicks).values({
      playerId,
      buttonName: click.cash_button_name,
      bonusId: click.bonus_id ?? null,
      placement: click.button_placement,
      createdAt: at,
    });
  }
}
