import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { ContactKind } from './contacts.ts';
import { type NewPlayerRow, type PlayerRow, players } from './players.schema.ts';

/** The only code that reads or writes the players table; every query is scoped to this process's brand. */
export class PlayersRepository {
  readonly #db: Db;
  readonly #brand: string;

  constructor(db: Db, brand: string) {
    this.#db = db;
    this.#brand = brand;
  }

  async findById(id: number): Promise<PlayerRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(players)
      .where(and(eq(players.brand, this.#brand), eq(players.id, id)));
    return row;
  }

  async findBy(kind: ContactKind | 'login', value: string): Promise<PlayerRow | undefined> {
    const column = kind === 'email' ? players.email : kind === 'phone' ? players.phone : players.login;
    const [row] = await this.#db
      .select()
      .from(players)
      .where(and(eq(players.brand, this.#brand), eq(column, value)));
    return row;
  }

  /** Inserts a player; a taken e-mail, phone or login surfaces as the unique index's name. */
  async insert(row: Omit<NewPlayerRow, 'brand'>): Promise<PlayerRow> {
    const [created] = await this.#db
      .insert(players)
      .values({ ...row, brand: this.#brand })
      .returning();
    if (!created) throw new Error('player insert returned nothing');
    return created;
  }

  async update(
    id: number,
    changes: Partial<Omit<NewPlayerRow, 'id' | 'brand' | 'updatedAt'>>,
    at: Date,
  ): Promise<PlayerRow | undefined> {
    const [row] = await this.#db
      .update(players)
      .set({ ...changes, updatedAt: at })
      .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
      .returning();
    return row;
  }

  /**
   * Counts a wrong password in one statement, so parallel guesses cannot be under-counted: the failure that
   * reaches `limit` resets the count and locks the account until `at + lockMs`.
   */
  async recordFailedLogin(id: number, at: Date, limit: number, lockMs: number): Promise<FailedLoginOutcome> {
    const lockUntil = new Date(at.getTime() + lockMs);
    const [row] = await this.#db
      .update(players)
      .set({
        failedLogins: sql`case when ${players.failedLogins} + 1 >= ${limit} then 0 else ${players.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${players.failedLogins} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${players.lockedUntil} end`,
        updatedAt: at,
      })
      .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
      .returning({ failedLogins: players.failedLogins, lockedUntil: players.lockedUntil });
    const locked =
      row?.failedLogins === 0 && row.lockedUntil && row.lockedUntil.getTime() === lockUntil.getTime();
    return { lockedUntil: locked ? lockUntil : null };
  }
}

export interface FailedLoginOutcome {
  /** Set when this failure reached the limit and locked the account. */
  lockedUntil: Date | null;
}

/** The unique index a PostgreSQL unique violation names, e.g. `players_brand_email`, or undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? 'unique';
    current = candidate.cause;
  }
  return undefined;
}
