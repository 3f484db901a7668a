import type { OperatorRole } from '@casino/contracts/backoffice';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type OperatorRow,
  type OperatorSessionRow,
  operatorSessions,
  operators,
} from './backoffice.schema.ts';

/** What the operators' list shows of an operator's sessions. */
export interface OperatorSessionFacts {
  openSessions: number;
  lastLoginAt: Date | null;
}

/** Operators and their sessions: the only SQL of the back office's sign-in. */
export class OperatorsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async create(
    tx: Db,
    input: { login: string; name: string; passwordHash: string; totpSecret: string; roles: OperatorRole[] },
    at: Date,
  ): Promise<OperatorRow> {
    const [row] = await tx
      .insert(operators)
      .values({ ...input, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('operator insert returned nothing');
    return row;
  }

  async byLogin(login: string): Promise<OperatorRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(operators)
      .where(eq(sql`lower(${operators.login})`, login.toLowerCase()));
    return row;
  }

  async byId(id: number): Promise<OperatorRow | undefined> {
    const [row] = await this.#db.select().from(operators).where(eq(operators.id, id));
    return row;
  }

  /**
   * Counts a failed login in one statement, so parallel guesses are all counted: the failure that reaches `limit`
   * resets the count and locks the account until `lockUntil`. Returns the lock it set, or null.
   */
  async recordFailure(id: number, limit: number, lockUntil: Date, at: Date): Promise<Date | null> {
    const reaches = sql`${operators.failedLogins} + 1 >= ${limit}`;
    const [row] = await this.#db
      .update(operators)
      .set({
        failedLogins: sql`case when ${reaches} then 0 else ${operators.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        updatedAt: at,
      })
      .where(eq(operators.id, id))
      .returning({ failedLogins: operators.failedLogins, lockedUntil: operators.lockedUntil });
    return row?.failedLogins === 0 && row.lockedUntil?.getTime() === lockUntil.getTime() ? lockUntil : null;
  }

  /**
   * Spends a code's step: true only for the first login with it (a later or concurrent one with the same code
   * finds the step used), which also starts the failure count again.
   */
  async spendTotpStep(id: number, step: number, at: Date): Promise<boolean> {
    const spent = await this.#db
      .update(operators)
      .set({ lastTotpStep: step, failedLogins: 0, lockedUntil: null, updatedAt: at })
      .where(and(eq(operators.id, id), or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step))))
      .returning({ id: operators.id });
    return spent.length === 1;
  }

  async openSession(
    tx: Db,
    input: Omit<OperatorSessionRow, 'id' | 'revokedAt'>,
  ): Promise<OperatorSessionRow> {
    const [row] = await tx.insert(operatorSessions).values(input).returning();
    if (!row) throw new Error('operator session insert returned nothing');
    return row;
  }

  /** A live session by its token's hash, with its operator: not revoked, not past its end, not idle since `idleSince`. */
  async liveSession(
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
    const [row] = await this.#db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          gt(operatorSessions.lastSeenAt, idleSince),
          eq(operators.status, 'active'),
        ),
      );
    return row;
  }

  async touchSession(id: number, at: Date): Promise<void> {
    await this.#db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
  }

  async revokeSession(id: number, at: Date): Promise<void> {
    await this.#db
      .update(operatorSessions)
      .set({ revokedAt: at })
      .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
  }

  /**
   * Every operator with their open sessions (live at `now`, not idle since `idleSince`) and last login, by login.
   */
  async listWithSessions(now: Date, idleSince: Date): Promise<(OperatorRow & OperatorSessionFacts)[]> {
    const live = and(
      isNull(operatorSessions.revokedAt),
      gt(operatorSessions.expiresAt, now),
      gt(operatorSessions.lastSeenAt, idleSince),
    );
    const rows = await this.#db
      .select({
        operator: operators,
        openSessions: sql<number>`count(${operatorSessions.id}) filter (where ${live})::int`,
        lastLoginAt: sql<string | null>`max(${operatorSessions.createdAt})`,
      })
      .from(operators)
      .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
      .groupBy(operators.id)
      .orderBy(operators.login);
    return rows.map((row) => ({
      ...row.operator,
      openSessions: Number(row.openSessions),
      lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt),
    }));
  }

  /** Locks an operator's row for a change. */
  async lock(tx: Db, id: number): Promise<OperatorRow | undefined> {
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    return row;
  }

  async update(
    tx: Db,
    id: number,
    change: Partial<Pick<OperatorRow, 'status' | 'roles' | 'passwordHash' | 'totpSecret' | 'lastTotpStep'>>,
    at: Date,
  ): Promise<OperatorRow> {
    const [row] = await tx
      .update(operators)
      .set({ ...change, updatedAt: at })
      .where(eq(operators.id, id))
      .returning();
    if (!row) throw new Error(`operator ${id} vanished while locked`);
    return row;
  }

  /** Ends every open session of an operator (disabled, or their password changed); returns how many. */
  async revokeAll(tx: Db, operatorId: number, at: Date): Promise<number> {
    const revoked = await tx
      .update(operatorSessions)
      .set({ revokedAt: at })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
      .returning({ id: operatorSessions.id });
    return revoked.length;
  }
}
