import type { DiceActivityKind } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  chanceDraws,
  type DiceActivityRow,
  type DiceParticipantRow,
  diceActivities,
  diceCountedDeposits,
  diceParticipants,
  dicePopupDismissals,
} from '../chance.schema.ts';

export interface ParticipantKey {
  kind: DiceActivityKind;
  playerId: number;
  period: string;
}

/** The dice activities' rows: the operator's terms, the players' throws per period, the deposits counted. */
export class DiceRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async activities(tx: Db = this.#db): Promise<DiceActivityRow[]> {
    return tx.select().from(diceActivities).orderBy(diceActivities.kind);
  }

  async activity(tx: Db, kind: DiceActivityKind): Promise<DiceActivityRow | undefined> {
    const [row] = await tx.select().from(diceActivities).where(eq(diceActivities.kind, kind));
    return row;
  }

  /** The player's rows for these periods, each with its last throw's draw. */
  async participants(playerId: number, keys: { kind: DiceActivityKind; period: string }[]) {
    if (keys.length === 0) return [];
    const rows = await this.#db
      .select({ participant: diceParticipants, lastDraw: chanceDraws })
      .from(diceParticipants)
      .leftJoin(chanceDraws, eq(chanceDraws.id, diceParticipants.lastDrawId))
      .where(
        and(
          eq(diceParticipants.playerId, playerId),
          inArray(
            diceParticipants.kind,
            keys.map((key) => key.kind),
          ),
        ),
      );
    return rows.filter(({ participant }) =>
      keys.some((key) => key.kind === participant.kind && key.period === participant.period),
    );
  }

  /** The player's row for the period, created with the period's free throws if new, locked until commit. */
  async lockParticipant(tx: Db, key: ParticipantKey, freeTries: number): Promise<DiceParticipantRow> {
    await tx
      .insert(diceParticipants)
      .values({ ...key, triesEarned: freeTries, attempts: 0, depositsCounted: 0, state: 'active' })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(diceParticipants)
      .where(
        and(
          eq(diceParticipants.kind, key.kind),
          eq(diceParticipants.playerId, key.playerId),
          eq(diceParticipants.period, key.period),
        ),
      )
      .for('update');
    if (!row) throw new Error(`dice participant ${key.kind}/${key.playerId}/${key.period} not found`);
    return row;
  }

  async saveParticipant(
    tx: Db,
    id: number,
    change: Partial<
      Pick<DiceParticipantRow, 'triesEarned' | 'attempts' | 'depositsCounted' | 'state' | 'lastDrawId'>
    >,
  ): Promise<DiceParticipantRow> {
    const [row] = await tx
      .update(diceParticipants)
      .set(change)
      .where(eq(diceParticipants.id, id))
      .returning();
    if (!row) throw new Error(`dice participant ${id} vanished`);
    return row;
  }

  /** Records a deposit as counted for an activity; false when it was counted before (an event handed over again). */
  async countDeposit(tx: Db, paymentId: string, kind: DiceActivityKind): Promise<boolean> {
    const inserted = await tx
      .insert(diceCountedDeposits)
      .values({ paymentId, kind })
      .onConflictDoNothing()
      .returning({ kind: diceCountedDeposits.kind });
    return inserted.length > 0;
  }

  async popupDismissed(playerId: number): Promise<boolean> {
    const [row] = await this.#db
      .select({ at: dicePopupDismissals.dismissedAt })
      .from(dicePopupDismissals)
      .where(eq(dicePopupDismissals.playerId, playerId));
    return row !== undefined;
  }

  async dismissPopup(playerId: number, at: Date): Promise<void> {
    await this.#db
      .insert(dicePopupDismissals)
      .values({ playerId, dismissedAt: at })
      .onConflictDoUpdate({
        target: dicePopupDismissals.playerId,
        set: { dismissedAt: sql`excluded.dismissed_at` },
      });
  }
}
