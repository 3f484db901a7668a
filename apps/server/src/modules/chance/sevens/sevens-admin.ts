import { CURRENCIES, type Currency } from '@casino/contracts';
import { type JackpotSevensTerms, jackpotSevensTermsFaults } from '@casino/contracts/backoffice';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { notFound, validationFailed } from '../../../platform/http/app-error.ts';
import type { WalletService } from '../../wallet/index.ts';
import { refuseFaults, termsFaultFields, type UnknownGames } from '../admin-faults.ts';
import {
  type JackpotSevensRoundRow,
  type JackpotSevensRow,
  jackpotSevens,
  jackpotSevensRounds,
} from './jackpot-sevens.schema.ts';
import { sevensPoolKey } from './sevens-view.ts';

/** A jackpot-sevens' terms in the shape the console's form edits and sends back. */
export function jackpotSevensTermsOf(row: JackpotSevensRow): JackpotSevensTerms {
  return {
    title: row.title,
    enabled: row.enabled,
    shareBasisPoints: row.shareBasisPoints,
    seedAmount: row.seedAmount,
    dropCeiling: row.dropCeiling,
    games: row.games,
  };
}

/** A pool as the console shows it beside the terms. */
export interface SevensPoolStanding {
  currency: Currency;
  amount: number;
  round: JackpotSevensRoundRow | null;
  drops: number;
}

export interface SevensStanding {
  row: JackpotSevensRow;
  pools: SevensPoolStanding[];
}

type RecordChange = (
  tx: Db,
  change: { before: JackpotSevensRow | null; after: JackpotSevensRow },
) => Promise<void>;

/** A jackpot-sevens runs in a currency it has both a seed amount and a ceiling in. */
function runsIn(row: JackpotSevensRow, currency: Currency): boolean {
  return row.seedAmount[currency] !== undefined && row.dropCeiling[currency] !== undefined;
}

/**
 * Jackpot-sevens as operators configure them (decision 036). The outbox reader reads the terms fresh for every
 * stake, but a round commits to its drop point when it opens, so a change applies from each pool's next round: the
 * open round keeps its seed amount, ceiling and drop point. Nothing here moves money: a pool's first round opens,
 * seed amount and all, at the first stake (`SevensRounds.current`), so a new jackpot or a currency it starts running
 * in is seeded there, once per round, and never twice. Each change is written with the back office's audit record.
 */
export class SevensAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #wallet: Pick<WalletService, 'jackpotPools'>;

  constructor(deps: { db: Db; clock: Clock; wallet: Pick<WalletService, 'jackpotPools'> }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#wallet = deps.wallet;
  }

  async list(): Promise<SevensStanding[]> {
    return this.#standings(
      await this.#db
        .select()
        .from(jackpotSevens)
        .orderBy(asc(jackpotSevens.position), asc(jackpotSevens.slug)),
    );
  }

  async jackpot(slug: string): Promise<SevensStanding> {
    const [standing] = await this.#standings([await this.#row(this.#db, slug)]);
    if (!standing) throw notFound('not_found', `No jackpot-sevens ${slug}`);
    return standing;
  }

  /**
   * A new jackpot-sevens under a slug no other has, audited in one transaction. It goes after the others, so
   * creating one never takes the site's place from the one players see (the first enabled by position).
   */
  async create(
    slug: string,
    terms: JackpotSevensTerms,
    checks: { unknownGames: UnknownGames },
    record: RecordChange,
  ): Promise<SevensStanding> {
    await this.#check(terms, checks.unknownGames);
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [after] = await tx
        .insert(jackpotSevens)
        .values({
          slug,
          ...terms,
          position: sql`(select coalesce(max(${jackpotSevens.position}), -1) + 1 from ${jackpotSevens})`,
          updatedAt: this.#clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!after) throw validationFailed({ slug: 'another jackpot-sevens has this slug' });
      await record(tx, { before: null, after });
    });
    return this.jackpot(slug);
  }

  /** Writes the terms once they hold together, with the caller's audit record in the same transaction. */
  async change(
    slug: string,
    terms: JackpotSevensTerms,
    checks: { unknownGames: UnknownGames },
    record: RecordChange,
  ): Promise<SevensStanding> {
    await this.#check(terms, checks.unknownGames);
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await this.#row(tx, slug);
      const [after] = await tx
        .update(jackpotSevens)
        .set({ ...terms, updatedAt: this.#clock.now() })
        .where(eq(jackpotSevens.slug, slug))
        .returning();
      if (!after) throw notFound('not_found', `No jackpot-sevens ${slug}`);
      await record(tx, { before, after });
    });
    return this.jackpot(slug);
  }

  async #row(executor: Db, slug: string): Promise<JackpotSevensRow> {
    const [row] = await executor.select().from(jackpotSevens).where(eq(jackpotSevens.slug, slug));
    if (!row) throw notFound('not_found', `No jackpot-sevens ${slug}`);
    return row;
  }

  /**
   * Each pool the jackpot runs in or still holds a round in (a currency taken off keeps its open round and its
   * money until it is put back), with the open round and the count of rounds dropped.
   */
  async #standings(rows: JackpotSevensRow[]): Promise<SevensStanding[]> {
    const slugs = rows.map((row) => row.slug);
    if (slugs.length === 0) return [];
    const [balances, openRounds, drops] = await Promise.all([
      Promise.all(
        CURRENCIES.map(async (currency) => ({ currency, pools: await this.#wallet.jackpotPools(currency) })),
      ),
      this.#db
        .select()
        .from(jackpotSevensRounds)
        .where(and(inArray(jackpotSevensRounds.jackpot, slugs), isNull(jackpotSevensRounds.wonAt))),
      this.#db
        .select({
          jackpot: jackpotSevensRounds.jackpot,
          currency: jackpotSevensRounds.currency,
          drops: count(),
        })
        .from(jackpotSevensRounds)
        .where(and(inArray(jackpotSevensRounds.jackpot, slugs), isNotNull(jackpotSevensRounds.wonAt)))
        .groupBy(jackpotSevensRounds.jackpot, jackpotSevensRounds.currency),
    ]);
    return rows.map((row) => ({
      row,
      pools: balances.flatMap(({ currency, pools }): SevensPoolStanding[] => {
        const round =
          openRounds.find((open) => open.jackpot === row.slug && open.currency === currency) ?? null;
        const amount = pools.get(sevensPoolKey(row.slug));
        if (amount === undefined && round === null && !runsIn(row, currency)) return [];
        const dropped = drops.find((drop) => drop.jackpot === row.slug && drop.currency === currency);
        return [{ currency, amount: amount ?? 0, round, drops: dropped?.drops ?? 0 }];
      }),
    }));
  }

  async #check(terms: JackpotSevensTerms, unknownGames: UnknownGames): Promise<void> {
    refuseFaults(
      await termsFaultFields({
        faults: jackpotSevensTermsFaults(terms),
        games: { slugs: terms.games, unknown: unknownGames },
      }),
    );
  }
}
