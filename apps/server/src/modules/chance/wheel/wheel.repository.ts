import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type WheelPlayerRow,
  type WheelRow,
  type WheelSpinRow,
  wheelCountedDeposits,
  wheelPlayers,
  wheelSpins,
  wheels,
} from '../chance.schema.ts';

export interface WheelPlayerKey {
  wheelSlug: string;
  playerId: number;
  period: string;
}

/** The wheels' rows: the operator's wheels, the players' spins per day, every spin made, the deposits counted. */
export class WheelRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The enabled wheels, in the operator's order. */
  async enabled(tx: Db = this.#db): Promise<WheelRow[]> {
    return tx
      .select()
      .from(wheels)
      .where(eq(wheels.enabled, true))
      .orderBy(asc(wheels.position), asc(wheels.slug));
  }

  /** An enabled wheel by slug, or the first enabled one when no slug is named. */
  async wheel(tx: Db, slug: string | undefined): Promise<WheelRow | undefined> {
    const rows = await this.enabled(tx);
    return slug === undefined ? rows[0] : rows.find((row) => row.slug === slug);
  }

  /** The first enabled guest wheel. */
  async guestWheel(): Promise<WheelRow | undefined> {
    return (await this.enabled()).find((row) => row.guest);
  }

  async player(key: WheelPlayerKey): Promise<WheelPlayerRow | undefined> {
    const [row] = await this.#db.select().from(wheelPlayers).where(this.#keyed(key));
    return row;
  }

  /** The player's row for the day, created with the day's free spins if new, locked until commit. */
  async lockPlayer(tx: Db, key: WheelPlayerKey, freeSpins: number): Promise<WheelPlayerRow> {
    await tx
      .insert(wheelPlayers)
      .values({ ...key, spinsEarned: freeSpins, spinsMade: 0, depositsCounted: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select().from(wheelPlayers).where(this.#keyed(key)).for('update');
    if (!row) throw new Error(`wheel player ${key.wheelSlug}/${key.playerId}/${key.period} not found`);
    return row;
  }

  async savePlayer(
    tx: Db,
    id: number,
    change: Partial<Pick<WheelPlayerRow, 'spinsEarned' | 'spinsMade' | 'depositsCounted'>>,
  ): Promise<WheelPlayerRow> {
    const [row] = await tx.update(wheelPlayers).set(change).where(eq(wheelPlayers.id, id)).returning();
    if (!row) throw new Error(`wheel player ${id} vanished`);
    return row;
  }

  async addSpin(tx: Db, spin: typeof wheelSpins.$inferInsert): Promise<WheelSpinRow> {
    const [row] = await tx.insert(wheelSpins).values(spin).returning();
    if (!row) throw new Error(`wheel spin of draw ${spin.drawId} not recorded`);
    return row;
  }

  /** The player's winning spins, newest first. */
  async prizes(playerId: number, limit: number): Promise<WheelSpinRow[]> {
    return this.#db
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.playerId, playerId), sql`${wheelSpins.prize}->>'type' <> 'none'`))
      .orderBy(desc(wheelSpins.id))
      .limit(limit);
  }

  /** One spin of the player's: another player's is not found. */
  async spinOf(playerId: number, id: number): Promise<WheelSpinRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.id, id), eq(wheelSpins.playerId, playerId)));
    return row;
  }

  /** Records a deposit as counted for a wheel; false when it was counted before (an event handed over again). */
  async countDeposit(tx: Db, paymentId: string, wheelSlug: string): Promise<boolean> {
    const inserted = await tx
      .insert(wheelCountedDeposits)
      .values({ paymentId, wheelSlug })
      .onConflictDoNothing()
      .returning({ slug: wheelCountedDeposits.wheelSlug });
    return inserted.length > 0;
  }

  #keyed(key: WheelPlayerKey) {
    return and(
      eq(wheelPlayers.wheelSlug, key.wheelSlug),
      eq(wheelPlayers.playerId, key.playerId),
      eq(wheelPlayers.period, key.period),
    );
  }
}
