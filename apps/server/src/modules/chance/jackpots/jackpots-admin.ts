import { CURRENCIES, type Currency } from '@casino/contracts';
import { type JackpotTerms, jackpotTermsFaults } from '@casino/contracts/backoffice';
import { JACKPOT_TICKETS } from '@casino/game-math';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { notFound, validationFailed } from '../../../platform/http/app-error.ts';
import type { WalletService } from '../../wallet/index.ts';
import { refuseFaults, termsFaultFields, type UnknownGames } from '../admin-faults.ts';
import type { JackpotsRepository } from './jackpots.repository.ts';
import { type JackpotRow, type JackpotWinRow, jackpots } from './jackpots.schema.ts';

/** The wins the console lists per jackpot, newest first. */
const RECENT_WIN_LIMIT = 10;

/** A jackpot's terms in the shape the console's form edits and sends back. */
export function jackpotTermsOf(row: JackpotRow): JackpotTerms {
  return {
    title: row.title,
    enabled: row.enabled,
    shareBasisPoints: row.shareBasisPoints,
    seedAmount: row.seedAmount,
    ticketsPerMinorUnit: row.ticketsPerMinorUnit,
    games: row.games,
  };
}

/** A jackpot with what the console shows beside its terms: each pool's balance and the latest wins. */
export interface JackpotStanding {
  row: JackpotRow;
  /** The tickets a stake's are drawn out of. */
  totalTickets: number;
  pools: { currency: Currency; amount: number }[];
  recentWins: JackpotWinRow[];
}

/** A jackpot runs in a currency it has both a seed amount and odds in. */
function runsIn(row: JackpotRow, currency: Currency): boolean {
  return row.seedAmount[currency] !== undefined && row.ticketsPerMinorUnit[currency] !== undefined;
}

type RecordChange = (tx: Db, change: { before: JackpotRow | null; after: JackpotRow }) => Promise<void>;

/**
 * Progressive jackpots as operators configure them (decision 036): terms read fresh by every stake, so a change
 * applies to the next one. The pool is the wallet's account and never a term: it keeps its money whatever changes;
 * a new seed amount is put in after the next win, a new share counts from the next stake, and a currency the
 * jackpot starts running in opens its pool with its seed amount, once (keyed per jackpot and currency). Each change
 * is written with the back office's audit record.
 */
export class JackpotsAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: Pick<JackpotsRepository, 'recentWins'>;
  readonly #wallet: Pick<WalletService, 'jackpotPools' | 'jackpotTransfer'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: Pick<JackpotsRepository, 'recentWins'>;
    wallet: Pick<WalletService, 'jackpotPools' | 'jackpotTransfer'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#wallet = deps.wallet;
  }

  async list(): Promise<JackpotStanding[]> {
    return this.#standings(await this.#db.select().from(jackpots).orderBy(asc(jackpots.slug)));
  }

  async jackpot(slug: string): Promise<JackpotStanding> {
    const [standing] = await this.#standings([await this.#row(this.#db, slug)]);
    if (!standing) throw notFound('not_found', `No jackpot ${slug}`);
    return standing;
  }

  /** A new jackpot under a slug no other has, its pools opened with their seed amounts, audited in one transaction. */
  async create(
    slug: string,
    terms: JackpotTerms,
    checks: { unknownGames: UnknownGames },
    record: RecordChange,
  ): Promise<JackpotStanding> {
    await this.#check(terms, checks.unknownGames);
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [after] = await tx
        .insert(jackpots)
        .values({ slug, ...terms, updatedAt: this.#clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!after) throw validationFailed({ slug: 'another jackpot has this slug' });
      await this.#openPools(tx, after, null);
      await record(tx, { before: null, after });
    });
    return this.jackpot(slug);
  }

  /** Writes the terms once they hold together, with the caller's audit record in the same transaction. */
  async change(
    slug: string,
    terms: JackpotTerms,
    checks: { unknownGames: UnknownGames },
    record: RecordChange,
  ): Promise<JackpotStanding> {
    await this.#check(terms, checks.unknownGames);
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.#row(tx, slug);
      const [after] = await tx
        .update(jackpots)
        .set({ ...terms, updatedAt: this.#clock.now() })
        .where(eq(jackpots.slug, slug))
        .returning();
      if (!after) throw notFound('not_found', `No jackpot ${slug}`);
      await this.#openPools(tx, after, before);
      await record(tx, { before, after });
    });
    return this.jackpot(slug);
  }

  async #row(executor: Db, slug: string): Promise<JackpotRow> {
    const [row] = await executor.select().from(jackpots).where(eq(jackpots.slug, slug));
    if (!row) throw notFound('not_found', `No jackpot ${slug}`);
    return row;
  }

  /**
   * The seed money of each currency the jackpot starts running in: a pool it ran in already keeps what it holds.
   * The key is per jackpot and currency, so a currency dropped and taken up again is not seeded twice.
   */
  async #openPools(tx: Db, jackpot: JackpotRow, before: JackpotRow | null): Promise<void> {
    for (const currency of CURRENCIES) {
      const amount = jackpot.seedAmount[currency];
      if (amount === undefined || (before && runsIn(before, currency))) continue;
      await this.#wallet.jackpotTransfer(tx, {
        kind: 'jackpot_seed',
        jackpot: jackpot.slug,
        currency,
        amount,
        playerId: null,
        idempotencyKey: `jackpot:${jackpot.slug}:opening:${currency}`,
        metadata: { opening: true },
      });
    }
  }

  async #standings(rows: JackpotRow[]): Promise<JackpotStanding[]> {
    const slugs = rows.map((row) => row.slug);
    const byCurrency = await Promise.all(
      CURRENCIES.map(async (currency) => ({
        currency,
        pools: await this.#wallet.jackpotPools(currency),
        wins: await this.#repository.recentWins(slugs, currency, RECENT_WIN_LIMIT * rows.length),
      })),
    );
    return rows.map((row) => ({
      row,
      totalTickets: JACKPOT_TICKETS,
      pools: byCurrency.flatMap(({ currency, pools }) => {
        const amount = pools.get(row.slug);
        return amount === undefined && !runsIn(row, currency) ? [] : [{ currency, amount: amount ?? 0 }];
      }),
      recentWins: byCurrency
        .flatMap(({ wins }) => wins.filter((win) => win.jackpot === row.slug))
        .sort((a, b) => b.wonAt.getTime() - a.wonAt.getTime() || b.id - a.id)
        .slice(0, RECENT_WIN_LIMIT),
    }));
  }

  async #check(terms: JackpotTerms, unknownGames: UnknownGames): Promise<void> {
    refuseFaults(
      await termsFaultFields({
        faults: jackpotTermsFaults(terms),
        games: { slugs: terms.games, unknown: unknownGames },
      }),
    );
  }
}
