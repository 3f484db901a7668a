import type { DiceActivityKind, DiceActivityTerms } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { type DiceActivityRow, diceActivities } from '../chance.schema.ts';

/** Writes an operator's terms of a dice activity: the row of its kind, made on its first change. */
export async function saveDiceTerms(
  tx: Db,
  kind: DiceActivityKind,
  terms: DiceActivityTerms,
  updatedAt: Date,
): Promise<DiceActivityRow> {
  const values = { ...terms, updatedAt };
  const [row] = await tx
    .insert(diceActivities)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: diceActivities.kind, set: values })
    .returning();
  if (!row) throw new Error(`dice activity ${kind} not written`);
  return row;
}
