import { and, eq, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ReusableStatement } from '../../../platform/db/prepared.ts';
import { uniqueViolation } from '../../../platform/db/unique-violation.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import { currentAuditContext, writeAuditRecord } from '../../audit/index.ts';
import type { ContactKind } from './contacts.ts';
import { playerChangeAudit, playerChangeEvents, touchesProfile } from './player-events.ts';
import { NICKNAME_INDEX, playerErrors } from './players.errors.ts';
import { type NewPlayerRow, type PlayerRow, players } from './players.schema.ts';

/** Trigrams are three characters: a shorter text cannot use the search's trigram indexes. */
const TRIGRAM = 3;

/** The only code that reads or writes the players table; every query is scoped to this process's brand. */
export class PlayersRepository {
  readonly #db: Db;
  readonly #brand: string;
  /** Every stake reads its player: built once, planned once per connection. */
  readonly #byId: ReusableStatement<PlayerRow>;

  constructor(db: Db, brand: string, byId?: ReusableStatement<PlayerRow>) {
    this.#db = db;
    this.#brand = brand;
    this.#byId =
      byId ??
      new ReusableStatement(
        'players-by-id',
        db
          .select()
          .from(players)
          .where(and(eq(players.brand, brand), eq(players.id, sql.placeholder('id')))),
      );
  }

  /** The same queries inside the caller's transaction, so a player's change commits with the change it belongs to. */
  within(tx: Db): PlayersRepository {
    return new PlayersRepository(tx, this.#brand, this.#byId);
  }

  async findById(id: number): Promise<PlayerRow | undefined> {
    const [row] = await this.#byId.execute(this.#db, { id });
    return row;
  }

  /** The names players show in public (nickname, else login), by id; players of other brands are left out. */
  async publicNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .select({ id: players.id, name: sql<string>`coalesce(${players.nickname}, ${players.login})` })
      .from(players)
      .where(and(eq(players.brand, this.#brand), inArray(players.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * The back office's search, in this brand, newest players first. Whole values come first: the players with one
   * of `ids`, or whose login, e-mail, phone, first or last name is the text (b-tree indexes answer these at once).
   * A unique identifier found whole (an id, login, e-mail or phone) is the answer; otherwise, while the page is not
   * full, the players whose login, e-mail, phone or a name holds the text in any case follow (trigram indexes keep
   * this fast at a million players). A text under three characters is too short for a trigram: whole values only.
   * Words apart ("olena petrenko") must each be in the first or last name.
   */
  async search(query: { text: string; ids: readonly number[] }, limit: number): Promise<PlayerRow[]> {
    const raw = query.text.trim();
    const text = raw.toLowerCase();
    const digits = text.replace(/[\s()-]/g, '');
    const phone = /^\+?\d{3,}$/.test(digits) ? digits : null;
    const identifiers: SQL[] = [inArray(players.login, [...new Set([raw, text])]), eq(players.email, text)];
    if (query.ids.length > 0) identifiers.push(inArray(players.id, [...query.ids]));
    if (phone) identifiers.push(eq(players.phone, phone.startsWith('+') ? phone : `+${phone}`));
    const names = [eq(sql`lower(${players.firstName})`, text), eq(sql`lower(${players.lastName})`, text)];
    const whole = await this.#page(or(...identifiers, ...names) as SQL, [], limit);
    const identified = whole.some(
      (player) =>
        query.ids.includes(player.id) ||
        player.login === raw ||
        player.login === text ||
        player.email === text ||
        (phone !== null && player.phone?.endsWith(phone.replace(/^\+/, '')) === true),
    );
    if (identified || whole.length >= limit || text.length < TRIGRAM) return whole;
    const contains = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;
    const pattern = contains(text);
    const parts: SQL[] = [
      like(sql`lower(${players.login})`, pattern),
      like(sql`lower(${players.email})`, pattern),
      like(sql`lower(${players.firstName})`, pattern),
      like(sql`lower(${players.lastName})`, pattern),
    ];
    // Phones are stored as +380501234567: an operator's "050 123-45" is looked for as its digits.
    if (phone) parts.push(like(players.phone, contains(phone)));
    const words = text.split(/\s+/).filter((word) => word.length >= TRIGRAM);
    if (words.length > 1) {
      const inName = words.map(
        (word) =>
          or(
            like(sql`lower(${players.firstName})`, contains(word)),
            like(sql`lower(${players.lastName})`, contains(word)),
          ) as SQL,
      );
      parts.push(and(...inName) as SQL);
    }
    const found = whole.map((player) => player.id);
    return [...whole, ...(await this.#page(or(...parts) as SQL, found, limit - whole.length))];
  }

  /**
   * The brand's players matching `where`, but for `except`, newest first. Sorted by `id + 0`: ordered by the id
   * itself, PostgreSQL walks the whole primary key backwards hoping to meet a page of matches early, which for a
   * rare value reads every player (half a second at a million); this way the matches are found by their indexes
   * and then sorted.
   */
  #page(where: SQL, except: readonly number[], limit: number): Promise<PlayerRow[]> {
    return this.#db
      .select()
      .from(players)
      .where(
        and(
          eq(players.brand, this.#brand),
          where,
          except.length > 0 ? notInArray(players.id, [...except]) : undefined,
        ),
      )
      .orderBy(sql`${players.id} + 0 desc`)
      .limit(limit);
  }

  /** Locks the player's row for the rest of the caller's transaction: an operator's change and its record. */
  async lock(tx: Db, id: number): Promise<PlayerRow | undefined> {
    const [row] = await tx
      .select()
      .from(players)
      .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
      .for('update');
    return row;
  }

  /** The logins of these players, by id; players of other brands are left out. */
  async logins(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .select({ id: players.id, login: players.login })
      .from(players)
      .where(and(eq(players.brand, this.#brand), inArray(players.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.login]));
  }

  /** How many players of this brand registered on each day (in `timeZone`) from `fromDay` to `toDay`. */
  async registrationsByDay(fromDay: string, toDay: string, timeZone: string): Promise<Map<string, number>> {
    // The zone is written into the statement (one of our constants, checked): as a parameter, the grouped
    // expression and the selected one would differ by their parameters' numbers, which PostgreSQL refuses.
    if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone)) throw new Error(`not a time zone name: ${timeZone}`);
    const day = sql<string>`(${players.createdAt} at time zone '${sql.raw(timeZone)}')::date::text`;
    const rows = await this.#db
      .select({ day, registered: sql<number>`count(*)::int` })
      .from(players)
      .where(
        and(
          eq(players.brand, this.#brand),
          // The range on the column itself, widened by a day each side for the zone, keeps an index usable.
          sql`${players.createdAt} >= ${fromDay}::date - interval '1 day'`,
          sql`${players.createdAt} < ${toDay}::date + interval '2 days'`,
          sql`${day} between ${fromDay} and ${toDay}`,
        ),
      )
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.day, Number(row.registered)]));
  }

  async findBy(kind: ContactKind | 'login', value: string): Promise<PlayerRow | undefined> {
    const column = kind === 'email' ? players.email : kind === 'phone' ? players.phone : players.login;
    const [row] = await this.#db
      .select()
      .from(players)
      .where(and(eq(players.brand, this.#brand), eq(column, value)));
    return row;
  }

  /**
   * Inserts a player; a taken e-mail, phone or login surfaces as the unique index's name, a taken nickname as
   * 422 `nickname_taken`.
   */
  async insert(row: Omit<NewPlayerRow, 'brand'>): Promise<PlayerRow> {
    const [created] = await this.#db
      .insert(players)
      .values({ ...row, brand: this.#brand })
      .returning()
      .catch(refuseTakenNickname);
    if (!created) throw new Error('player insert returned nothing');
    return created;
  }

  /**
   * Changes a player's row; a nickname another player has (in any case) is refused with 422 `nickname_taken`.
   * A change to what the player's profile shows appends its events (player-events.ts) in the same transaction,
   * worked out from the row as it was, locked, and as it became. `reason` (an operator's) goes into the audit record.
   */
  async update(
    id: number,
    changes: Partial<Omit<NewPlayerRow, 'id' | 'brand' | 'updatedAt'>>,
    at: Date,
    reason?: string,
  ): Promise<PlayerRow | undefined> {
    const write = (db: Db) =>
      db
        .update(players)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
        .returning()
        .catch(refuseTakenNickname)
        .then(([row]) => row);
    if (!touchesProfile(changes)) return write(this.#db);
    return this.#changeAnnounced(id, write, at, reason);
  }

  /**
   * Runs `write` on the player's locked row and appends the events and the audit record of what it changed, in
   * one transaction.
   */
  #changeAnnounced(
    id: number,
    write: (tx: Db) => Promise<PlayerRow | undefined>,
    at: Date,
    reason?: string,
  ): Promise<PlayerRow | undefined> {
    return this.#db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(players)
        .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
        .for('update');
      if (!before) return undefined;
      const after = await write(tx);
      if (!after) return after;
      await appendOutboxEvents(tx, playerChangeEvents(before, after));
      const audit = playerChangeAudit(before, after);
      if (audit)
        await writeAuditRecord(tx, at, await currentAuditContext(), { ...audit, reason: reason ?? null });
      return after;
    });
  }

  /**
   * Adds a closed popup id in one statement, so parallel closes cannot lose one; an id already there is kept
   * once, and past `cap` ids the oldest is dropped.
   */
  async addClosedPopup(id: number, popupId: number, cap: number, at: Date): Promise<number[] | undefined> {
    const popup = sql`to_jsonb(${popupId}::int)`;
    const [row] = await this.#db
      .update(players)
      .set({
        closedPopups: sql`case
          when ${players.closedPopups} @> jsonb_build_array(${popupId}::int) then ${players.closedPopups}
          when jsonb_array_length(${players.closedPopups}) >= ${cap} then (${players.closedPopups} - 0) || ${popup}
          else ${players.closedPopups} || ${popup} end`,
        updatedAt: at,
      })
      .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
      .returning({ closedPopups: players.closedPopups });
    return row?.closedPopups;
  }

  /**
   * Records the step of an onboarding scenario in one statement. A new scenario is refused (undefined) once the
   * player has `cap` of them, so the column cannot grow without bound.
   */
  async setOnBoardingStep(
    id: number,
    scenario: string,
    step: number,
    cap: number,
    at: Date,
  ): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.#db
      .update(players)
      .set({
        onBoarding: sql`jsonb_set(${players.onBoarding}, array[${scenario}::text], to_jsonb(${step}::int))`,
        updatedAt: at,
      })
      .where(
        and(
          eq(players.brand, this.#brand),
          eq(players.id, id),
          sql`(${players.onBoarding} ? ${scenario}::text or (select count(*) from jsonb_object_keys(${players.onBoarding})) < ${cap})`,
        ),
      )
      .returning({ onBoarding: players.onBoarding });
    return row?.onBoarding;
  }

  /** Sets some settings, keeping the others, in one statement; the profile shows them, so it is announced. */
  mergeSettings(id: number, settings: Record<string, unknown>, at: Date): Promise<PlayerRow | undefined> {
    return this.#changeAnnounced(
      id,
      async (tx) => {
        const [row] = await tx
          .update(players)
          .set({ settings: sql`${players.settings} || ${JSON.stringify(settings)}::jsonb`, updatedAt: at })
          .where(and(eq(players.brand, this.#brand), eq(players.id, id)))
          .returning();
        return row;
      },
      at,
    );
  }
}

/**
 * The unique index decides a nickname race: two players saving one nickname at once end with one owner and one
 * `nickname_taken`, which no read-then-write check could promise.
 */
function refuseTakenNickname(error: unknown): never {
  throw uniqueViolation(error) === NICKNAME_INDEX ? playerErrors.nicknameTaken() : error;
}
