import type { Currency } from '@casino/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  columnPlaceholders,
  driverRow,
  executePrepared,
  ReusableStatement,
  rowsOf,
} from '../../../platform/db/prepared.ts';
import {
  type BetLimits,
  eventLockKey,
  limitsInForce,
  type MarketKey,
  type NewSportBet,
  type NewSportBetSelection,
  type SlipRow,
  type SlipState,
  type SportBetRow,
  type SportBetsRepository,
  slipStateOf,
  slipStateSql,
} from './sport-bets.repository.ts';
import { sportBetSelections, sportBets, sportBookSettings } from './sport-bets.schema.ts';

/** Everything a placement decides on, read in one statement once the player's balance and matches are held. */
export interface PlacementBook extends SlipState {
  /** The limits in force for the player (null when the currency has none). */
  limits: BetLimits | null;
  /** What the player's open bets may pay: together, and by match for the slip's matches. */
  exposure: { total: number; byEvent: Map<string, number> };
  /** The live bet delay (null when the book's settings row is missing). */
  liveDelayMs: number | null;
}

/** The columns a placement writes; the rest of a bet's start at their defaults. */
const BET_COLUMNS = [
  'playerId',
  'referenceId',
  'fingerprint',
  'type',
  'systemSize',
  'currency',
  'stake',
  'oddsPolicy',
  'odds',
  'potentialPayout',
  'freebetId',
  'live',
  'status',
  'rejectReason',
  'rejectLimit',
  'outcome',
  'placedAt',
  'acceptAfter',
  'decidedAt',
] as const satisfies readonly (keyof NewSportBet)[];

/** A new selection's columns: all but the bet it belongs to, which the statement takes from the inserted bet. */
const SELECTION_COLUMNS = Object.entries(getTableColumns(sportBetSelections));

/**
 * The placement's statements (decision 032), each built once and run as a named prepared statement: a bet is
 * placed hundreds of times a second, and building and planning its statements anew cost more than running them.
 */
export class BetPlacementRepository {
  readonly #db: Db;
  readonly #byReference: ReusableStatement<SportBetRow>;
  readonly #holdAndFind: ReusableStatement<SportBetRow>;
  /** The insert of a bet with its selections, one statement per number of selections. */
  readonly #inserts = new Map<number, ReusableStatement<SportBetRow>>();

  constructor(db: Db) {
    this.#db = db;
    const ofReference = and(
      eq(sportBets.playerId, sql.placeholder('playerId')),
      eq(sportBets.referenceId, sql.placeholder('referenceId')),
    );
    this.#byReference = new ReusableStatement(
      'sport-bet-by-reference',
      db.select().from(sportBets).where(ofReference),
    );
    const held = sql`(select pg_advisory_xact_lock_shared(hashtextextended(${sql.placeholder('lockKey')}, 0))) is not null`;
    this.#holdAndFind = new ReusableStatement(
      'sport-bet-hold-by-reference',
      db.select().from(sportBets).where(and(held, ofReference)),
    );
  }

  /**
   * Holds the slip's matches against settlement (as `lockEventsShared` does, in the same order) and reads the bet
   * the player's reference id already names, if any. The first match's hold rides on the read: an uncorrelated
   * subquery in the condition runs once, before any row is looked at, so a single costs one statement.
   */
  async holdMatchesAndFind(
    tx: Db,
    repository: Pick<SportBetsRepository, 'lockEventsShared'>,
    request: { playerId: number; referenceId: string; eventIds: readonly string[] },
  ): Promise<SportBetRow | undefined> {
    const [first, ...rest] = [...new Set(request.eventIds)].sort();
    if (first === undefined) throw new Error('a slip without matches');
    const [earlier] = await this.#holdAndFind.execute(tx, {
      lockKey: eventLockKey(first),
      playerId: request.playerId,
      referenceId: request.referenceId,
    });
    await repository.lockEventsShared(tx, rest);
    return earlier;
  }

  async byReference(executor: Db, playerId: number, referenceId: string): Promise<SportBetRow | undefined> {
    const [row] = await this.#byReference.execute(executor, { playerId, referenceId });
    return row;
  }

  /**
   * The slip's matches and markets, the producers up, the player's limits and open exposure and the bet delay,
   * in one statement. Read after the player's balance is locked, so two placements of one player are measured
   * one after the other.
   */
  async book(
    tx: Db,
    playerId: number,
    currency: Currency,
    keys: readonly MarketKey[],
  ): Promise<PlacementBook> {
    const eventIds = sql.join(
      [...new Set(keys.map((key) => key.eventId))].map((id) => sql`${id}`),
      sql`, `,
    );
    const open = sql`b.player_id = ${playerId} and b.outcome = 'open' and b.status <> 'rejected'`;
    const more = sql`,
      ${limitsInForce(currency, playerId)} as limits,
      (select coalesce(sum(b.potential_payout), 0) from ${sportBets} b where ${open}) as exposure_total,
      (select coalesce(json_object_agg(x.event_id, x.total), '{}')
         from (select s.event_id, sum(b.potential_payout) as total
                 from ${sportBets} b
                 -- From the player's few open bets to their selections, never through every bet on a match (a
                 -- big match has hundreds of thousands): the offset keeps the planner from turning it around.
                 cross join lateral (
                   select event_id from ${sportBetSelections} s where s.bet_id = b.id offset 0
                 ) s
                where ${open} and s.event_id in (${eventIds})
                group by s.event_id) x) as exposure_by_event,
      (select ${sportBookSettings.liveDelayMs} from ${sportBookSettings}) as live_delay_ms`;
    const rows = rowsOf<BookRow>(await executePrepared(tx, 'sport-placement-book', slipStateSql(keys, more)));
    const first = rows[0];
    return {
      ...slipStateOf(rows),
      limits: first?.limits ?? null,
      exposure: {
        total: Number(first?.exposure_total ?? 0),
        byEvent: new Map(
          Object.entries(first?.exposure_by_event ?? {}).map(([id, sum]) => [id, Number(sum)]),
        ),
      },
      liveDelayMs: first?.live_delay_ms ?? null,
    };
  }

  /** Inserts the bet and its selections in one statement; null when the player's reference id was taken meanwhile. */
  async insert(
    tx: Db,
    bet: NewSportBet,
    selections: readonly NewSportBetSelection[],
  ): Promise<SportBetRow | null> {
    const values = driverRow(sportBets, bet, BET_COLUMNS);
    selections.forEach((selection, index) => {
      Object.assign(
        values,
        driverRow(sportBetSelections, { ...selection, betId: 0 }, undefined, `_${index}`),
      );
    });
    const [row] = await this.#insertOf(selections.length).execute(tx, values);
    return row ?? null;
  }

  #insertOf(count: number): ReusableStatement<SportBetRow> {
    const known = this.#inserts.get(count);
    if (known) return known;
    const db = this.#db;
    const placed = db
      .$with('placed')
      .as(
        db
          .insert(sportBets)
          .values(columnPlaceholders(sportBets, BET_COLUMNS))
          .onConflictDoNothing()
          .returning(),
      );
    // Each selection is a row selected from the inserted bet, so none is written when the reference id was taken.
    const rows = Array.from({ length: count }, (_, index) => selectionRow(index));
    const chosen = db
      .$with('chosen')
      .as(db.insert(sportBetSelections).select(sql.join(rows, sql` union all `)));
    const statement = new ReusableStatement<SportBetRow>(
      `sport-bet-insert-${count}`,
      db.with(placed, chosen).select().from(placed),
    );
    this.#inserts.set(count, statement);
    return statement;
  }
}

interface BookRow extends SlipRow {
  limits: BetLimits | null;
  exposure_total: string | number;
  exposure_by_event: Record<string, string | number> | null;
  live_delay_ms: number | null;
}

/** The `index`th selection as a row of the insert's select: typed placeholders, and the id of the bet inserted. */
function selectionRow(index: number): SQL {
  const columns = SELECTION_COLUMNS.map(([key, column]) =>
    key === 'betId'
      ? sql`"placed"."id"`
      : sql`cast(${sql.placeholder(`${key}_${index}`)} as ${sql.raw(column.getSQLType())})`,
  );
  return sql`select ${sql.join(columns, sql`, `)} from "placed"`;
}
