import type { AuditActorKind } from '@casino/contracts';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { type AuditEventRow, auditEvents } from './audit.schema.ts';

/** Who did it, and in which request. */
export interface AuditContext {
  actor: { kind: AuditActorKind; id: string | null };
  requestId?: string | null;
}

export interface AuditRecord {
  playerId: number | null;
  action: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The player acting for themselves in a request. */
export function playerActor(playerId: number, requestId?: string): AuditContext {
  return { actor: { kind: 'player', id: String(playerId) }, requestId: requestId ?? null };
}

/** A background job or a command-line tool acting by itself. */
export function systemActor(name: string): AuditContext {
  return { actor: { kind: 'system', id: name } };
}

/**
 * Appends one record in the caller's transaction, so it commits with the change it describes, or not at all. For
 * code that knows the time of its change but holds no AuditTrail (a repository writing a player's row).
 */
export async function writeAuditRecord(
  tx: Db,
  at: Date,
  context: AuditContext,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditEvents).values({
    occurredAt: at,
    actorKind: context.actor.kind,
    actorId: context.actor.id,
    playerId: record.playerId,
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    requestId: context.requestId ?? null,
  });
}

/**
 * Writes and reads the audit trail. `record` takes the caller's transaction, so the record commits with the change
 * it describes, or not at all.
 */
export class AuditTrail {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  record(tx: Db, context: AuditContext, record: AuditRecord): Promise<void> {
    return writeAuditRecord(tx, this.#clock.now(), context, record);
  }

  /**
   * When the player's records of one action were written within `[from, to]`, oldest first: the history of a
   * change whose table keeps only the latest state (a limit's changes, for a withdrawal's risk flags).
   */
  async times(playerId: number, action: string, from: Date, to: Date): Promise<Date[]> {
    const rows = await this.#db
      .select({ at: auditEvents.occurredAt })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.playerId, playerId),
          eq(auditEvents.action, action),
          gte(auditEvents.occurredAt, from),
          lte(auditEvents.occurredAt, to),
        ),
      )
      .orderBy(asc(auditEvents.occurredAt));
    return rows.map((row) => row.at);
  }

  /** A player's trail, newest first. */
  forPlayer(playerId: number, limit = 200): Promise<AuditEventRow[]> {
    return this.#db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.playerId, playerId))
      .orderBy(desc(auditEvents.id))
      .limit(limit);
  }
}
