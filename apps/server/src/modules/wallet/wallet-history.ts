import {
  type Currency,
  type Language,
  TRANSACTION_HISTORY_DEFAULT_DAYS,
  TRANSACTION_STATEMENT_MAX_DAYS,
  TRANSACTION_STATEMENT_MAX_ROWS,
  type TransactionGroup,
  type WalletStatementQuery,
  type WalletTransaction,
  type WalletTransactionsQuery,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { GameNames } from './game-names.ts';
import { walletErrors } from './wallet.errors.ts';
import { GROUP_KINDS, WalletRepository } from './wallet.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type HistoryRow = Awaited<ReturnType<WalletRepository['history']>>['items'][number];

/** A movement as the player reads it: what kind, how much, the balance after, and the game and round it was for. */
export type Movement = Omit<WalletTransaction, 'id' | 'currency' | 'createdAt'> & { createdAt: Date };

/**
 * The player's own record of their money (RTS 1B, 1C): the history a page at a time, the statement of a period,
 * and net deposits. A game's stake, win and refund name the game (in the page's language) and share the round's
 * id, so a round reads as one stake and its win.
 */
export class WalletHistory {
  /** Where the games module provides game names. */
  readonly gameNames = new GameNames();
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository = new WalletRepository();

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** A page of the player's real-money movements (3 months by default) and their net deposits. */
  async history(playerId: number, currency: Currency, query: WalletTransactionsQuery, lang: Language) {
    const [page, netDeposits] = await Promise.all([
      this.#repository.history(this.#db, {
        playerId,
        currency,
        ...this.#period(query),
        kinds: query.group ? GROUP_KINDS[query.group] : null,
        limit: query.limit,
        offset: query.offset,
      }),
      this.#repository.netDeposits(this.#db, playerId, currency),
    ]);
    const movements = await this.#movements(page.items, lang);
    const items: WalletTransaction[] = page.items.map((item, index) => ({
      id: item.id,
      ...movements[index]!,
      currency,
      createdAt: item.createdAt.toISOString(),
    }));
    return { items, total: page.total, netDeposits: { ...netDeposits, currency } };
  }

  /**
   * The statement of a period: every real-money movement of up to a year, oldest first, for the CSV export. A
   * period with more rows than a statement holds is refused; a shorter one is asked for instead.
   */
  async statement(
    playerId: number,
    currency: Currency,
    query: WalletStatementQuery,
    lang: Language,
  ): Promise<Movement[]> {
    const period = this.#period(query);
    if (
      period.from > period.to ||
      period.to.getTime() - period.from.getTime() > TRANSACTION_STATEMENT_MAX_DAYS * DAY_MS
    ) {
      throw walletErrors.statementPeriod(TRANSACTION_STATEMENT_MAX_DAYS);
    }
    const page = await this.#repository.history(this.#db, {
      playerId,
      currency,
      ...period,
      kinds: query.group ? GROUP_KINDS[query.group] : null,
      limit: TRANSACTION_STATEMENT_MAX_ROWS + 1,
      offset: 0,
    });
    if (page.items.length > TRANSACTION_STATEMENT_MAX_ROWS) {
      throw walletErrors.statementTooLarge(TRANSACTION_STATEMENT_MAX_ROWS);
    }
    return this.#movements(page.items.reverse(), lang);
  }

  #period(query: { from?: string; to?: string }): { from: Date; to: Date } {
    const to = query.to ? new Date(query.to) : this.#clock.now();
    const from = query.from
      ? new Date(query.from)
      : new Date(to.getTime() - TRANSACTION_HISTORY_DEFAULT_DAYS * DAY_MS);
    return { from, to };
  }

  async #movements(rows: readonly HistoryRow[], lang: Language): Promise<Movement[]> {
    const slugs = [...new Set(rows.map((row) => gameSlugOf(row.metadata)).filter((slug) => slug !== null))];
    const titles = await this.gameNames.titles(slugs, lang);
    return rows.map((row) => {
      const slug = gameSlugOf(row.metadata);
      return {
        group: groupOf(row.kind),
        kind: row.kind,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        reference: referenceOf(row.metadata),
        // A game gone from the catalogue is still named, by its slug.
        game: slug === null ? null : { slug, title: titles.get(slug) ?? slug },
        roundId: groupOf(row.kind) === 'game' ? stringOf(row.metadata.roundId) : null,
        createdAt: row.createdAt,
      };
    });
  }
}

function groupOf(kind: string): TransactionGroup {
  const entry = Object.entries(GROUP_KINDS).find(([, kinds]) => (kinds as readonly string[]).includes(kind));
  return (entry?.[0] as TransactionGroup | undefined) ?? 'adjustment';
}

function stringOf(value: unknown): string | null {
  return value === undefined || value === null ? null : String(value);
}

function gameSlugOf(metadata: Record<string, unknown>): string | null {
  return stringOf(metadata.gameSlug);
}

function referenceOf(metadata: Record<string, unknown>): string | null {
  return stringOf(
    metadata.paymentId ?? metadata.withdrawalId ?? metadata.holdTransactionId ?? metadata.roundId ?? null,
  );
}
