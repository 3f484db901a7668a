import type { SportSelectionResult } from '@casino/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { outboxEvents } from '../../../platform/events/events.schema.ts';
import type { OutboxEvent } from '../../../platform/events/outbox-event.ts';
import type { SettledFields } from './bet-settlement.ts';
import type { SportBetRow } from './sport-bets.repository.ts';
import { sportBetSelections, sportBets } from './sport-bets.schema.ts';

/**
 * The SQL of settling bets as a set (`settle-bet-set.ts`): one statement for all the set's bets at each step, the
 * rows handed over as one JSON parameter (a statement takes at most 65,535 parameters; a set's rows may be more).
 */

const jsonIds = (ids: readonly number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`;

/** The bets of the set still standing (accepted), locked until the transaction ends, in id order. */
export function lockAcceptedBets(tx: Db, betIds: readonly number[]): Promise<SportBetRow[]> {
  return tx
    .select()
    .from(sportBets)
    .where(and(sql`${sportBets.id} in ${jsonIds(betIds)}`, eq(sportBets.status, 'accepted')))
    .orderBy(asc(sportBets.id))
    .for('update');
}

export async function updateSelectionResults(
  tx: Db,
  updates: readonly { betId: number; position: number; result: SportSelectionResult }[],
): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    update ${sportBetSelections} s set result = u.result
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u("betId" bigint, position smallint, result text)
     where s.bet_id = u."betId" and s.position = u.position`);
}

/** The bets' state after a settlement step. */
export async function updateBets(
  tx: Db,
  updates: readonly (SettledFields & { id: number })[],
): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`
    update ${sportBets} b
       set outcome = u.outcome, payout = u.payout, unrecovered = u.unrecovered,
           settlement_step = u."settlementStep", settled_at = u."settledAt"
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
        as u(id bigint, outcome text, payout bigint, unrecovered bigint, "settlementStep" integer, "settledAt" timestamptz)
     where b.id = u.id`);
}

/** Appends the events to the outbox in one statement (as `appendOutboxEvents` does, in the caller's transaction). */
export async function appendEventsInBulk(tx: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`
    insert into ${outboxEvents} (type, version, player_id, payload)
    select type, version, "playerId", payload
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as e(type text, version smallint, "playerId" bigint, payload jsonb)`);
}
