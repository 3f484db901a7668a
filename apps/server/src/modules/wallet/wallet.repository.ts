import type { Currency, HoldKind, TransactionGroup } from '@casino/contracts';
import { and, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './ledger.repository.ts';
import type { TransferKind } from './transfer-request.ts';
import { walletAccounts, walletEntries, walletHolds, walletTransfers } from './wallet.schema.ts';

/** The transfer kinds each history group shows. */
export const GROUP_KINDS: Record<TransactionGroup, readonly TransferKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_request', 'withdrawal_return', 'withdrawal_payout'],
  hold: ['hold_accrual', 'hold_park', 'hold_release'],
  game: ['game_bet', 'game_win', 'game_rollback'],
  sport: ['sport_bet', 'sport_payout', 'sport_refund', 'sport_reversal', 'sport_cashout'],
  bonus: [
    'bonus_grant',
    'bonus_conversion',
    'bonus_forfeit',
    'cashback_payout',
    'insurance_payout',
    'prize_payout',
    'lottery_ticket_purchase',
    'jackpot_win',
  ],
  adjustment: ['adjustment'],
};

export type HoldRow = typeof walletHolds.$inferSelect;

/**
 * A player's real-money play, at the casino and on sports, summed from the ledger rows a query selects: stakes less
 * refunded stakes, and wins less corrected sports payouts. Player protection's wager and loss limits read it, so a
 * sports stake counts against them exactly as a casino stake does.
 */
const REAL_PLAY_SUMS = {
  stakes: sql<string>`coalesce(-sum(${walletEntries.amount}) filter (where ${walletTransfers.kind} in ('game_bet', 'game_rollback', 'sport_bet', 'sport_refund')), 0)`,
  wins: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletTransfers.kind} in ('game_win', 'sport_payout', 'sport_reversal', 'sport_cashout')), 0)`,
};

/** The ledger rows of a player's play on their real balance (bonus money staked or won is not theirs). */
function realPlayOf(playerId: number): SQL[] {
  return [
    eq(walletTransfers.playerId, playerId),
    inArray(walletTransfers.kind, [...GROUP_KINDS.game, ...GROUP_KINDS.sport]),
    eq(walletAccounts.playerId, playerId),
    eq(walletAccounts.kind, 'real'),
  ];
}

/** Reads of balances, holds and history, and the hold rows' writes: the wallet's SQL beside the ledger's. */
export class WalletRepository {
  async playerBalances(
    executor: Executor,
    playerId: number,
    currency: Currency,
  ): Promise<Record<string, number>> {
    const rows = await executor
      .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.playerId, playerId),
          eq(walletAccounts.currency, currency),
          inArray(walletAccounts.kind, ['real', 'hold', 'bonus']),
        ),
      )
      // Every balance message reads it: planned once per connection.
      .prepare('wallet-player-balances')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
  }

  /** The balance of each jackpot's pool (house accounts `jackpot_pool`, one row each) in a currency. */
  async jackpotPools(executor: Executor, currency: Currency): Promise<Map<string, number>> {
    const rows = await executor
      .select({ slug: walletAccounts.provider, balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.kind, 'jackpot_pool'), eq(walletAccounts.currency, currency)));
    return new Map(rows.map((row) => [row.slug, row.balance]));
  }

  async insertHold(
    executor: Executor,
    hold: {
      playerId: number;
      currency: Currency;
      kind: HoldKind;
      amount: number;
      transferId: number;
      holdTill: Date | null;
    },
  ): Promise<HoldRow> {
    const [row] = await executor.insert(walletHolds).values(hold).onConflictDoNothing().returning();
    if (row) return row;
    const [existing] = await executor
      .select()
      .from(walletHolds)
      .where(eq(walletHolds.transferId, hold.transferId));
    if (!existing) throw new Error(`hold of transfer ${hold.transferId} missing`);
    return existing;
  }

  /** The hold, locked for the rest of the transaction so two closers cannot both act on it. */
  async lockHold(executor: Executor, playerId: number | null, transferId: number): Promise<HoldRow | null> {
    const [row] = await executor
      .select()
      .from(walletHolds)
      .where(
        and(
          eq(walletHolds.transferId, transferId),
          playerId === null ? undefined : eq(walletHolds.playerId, playerId),
        ),
      )
      .for('update');
    return row ?? null;
  }

  async closeHold(
    executor: Executor,
    holdId: number,
    change: { status: 'released' | 'settled'; closedByTransferId: number; closedAt: Date },
  ): Promise<void> {
    await executor.update(walletHolds).set(change).where(eq(walletHolds.id, holdId));
  }

  async activeHolds(executor: Executor, playerId: number, currency: Currency): Promise<HoldRow[]> {
    return executor
      .select()
      .from(walletHolds)
      .where(
        and(
          eq(walletHolds.playerId, playerId),
          eq(walletHolds.currency, currency),
          eq(walletHolds.status, 'active'),
        ),
      )
      .orderBy(desc(walletHolds.id));
  }

  async countActiveBalanceHolds(executor: Executor, playerId: number): Promise<number> {
    const [row] = await executor
      .select({ total: count() })
      .from(walletHolds)
      .where(
        and(
          eq(walletHolds.playerId, playerId),
          eq(walletHolds.status, 'active'),
          inArray(walletHolds.kind, ['balance', 'parked']),
        ),
      );
    return row?.total ?? 0;
  }

  /** Dated holds that are due, skipping those another node is releasing right now. */
  async dueHolds(executor: Executor, now: Date, limit: number): Promise<HoldRow[]> {
    return executor
      .select()
      .from(walletHolds)
      .where(and(eq(walletHolds.status, 'active'), lte(walletHolds.holdTill, now)))
      .orderBy(walletHolds.holdTill)
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** The player's movements of real money (their principal), newest first, with the total for paging. */
  async history(
    executor: Executor,
    query: {
      playerId: number;
      currency: Currency;
      from: Date;
      to: Date;
      kinds: readonly string[] | null;
      limit: number;
      offset: number;
    },
  ) {
    const where = and(
      eq(walletAccounts.playerId, query.playerId),
      eq(walletAccounts.currency, query.currency),
      eq(walletAccounts.kind, 'real'),
      gte(walletEntries.createdAt, query.from),
      lte(walletEntries.createdAt, query.to),
      query.kinds ? inArray(walletTransfers.kind, [...query.kinds, '']) : undefined,
    );
    const base = () =>
      executor
        .select({
          id: walletEntries.id,
          kind: walletTransfers.kind,
          amount: walletEntries.amount,
          balanceAfter: walletEntries.balanceAfter,
          metadata: walletTransfers.metadata,
          createdAt: walletEntries.createdAt,
        })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
        .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId));
    const items = await base()
      .where(where)
      .orderBy(desc(walletEntries.id))
      .limit(query.limit)
      .offset(query.offset);
    const [totalRow] = await executor
      .select({ total: count() })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(where);
    return { items, total: totalRow?.total ?? 0 };
  }

  /** Completed deposits and paid withdrawals over the account's life (RTS 1C), in minor units. */
  /**
   * A player's real-money play since a moment, from the ledger: stakes less refunded stakes, and wins. Whatever
   * the provider, this is what limits on wagering and losses count.
   */
  async playTotals(executor: Executor, playerId: number, since: Date, until?: Date) {
    const [row] = await executor
      .select({
        ...REAL_PLAY_SUMS,
      })
      .from(walletTransfers)
      .innerJoin(walletEntries, eq(walletEntries.transferId, walletTransfers.id))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(
        and(
          ...realPlayOf(playerId),
          gte(walletTransfers.createdAt, since),
          until ? lte(walletTransfers.createdAt, until) : undefined,
        ),
      );
    return { stakes: Number(row?.stakes ?? 0), wins: Number(row?.wins ?? 0) };
  }

  /**
   * A player's real-money play in a currency over `[from, to)`, by the game's slug, from the ledger: stakes less
   * refunded stakes, and wins, on the real balance only (bonus money staked or won is not the player's own).
   */
  async realPlayByGame(
    executor: Executor,
    playerId: number,
    currency: Currency,
    period: { from: Date; to: Date },
  ): Promise<{ gameSlug: string | null; stakes: number; wins: number }[]> {
    const rows = await executor
      .select({
        gameSlug: sql<string | null>`${walletTransfers.metadata} ->> 'gameSlug'`,
        ...REAL_PLAY_SUMS,
      })
      .from(walletTransfers)
      .innerJoin(walletEntries, eq(walletEntries.transferId, walletTransfers.id))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(
        and(
          ...realPlayOf(playerId),
          eq(walletTransfers.currency, currency),
          gte(walletTransfers.createdAt, period.from),
          lt(walletTransfers.createdAt, period.to),
        ),
      )
      .groupBy(sql`1`);
    return rows.map((row) => ({
      gameSlug: row.gameSlug,
      stakes: Number(row.stakes),
      wins: Number(row.wins),
    }));
  }

  async realEntry(
    executor: Executor,
    playerId: number,
    transferId: number,
  ): Promise<{ balanceAfter: number; createdAt: Date } | null> {
    const [row] = await executor
      .select({ balanceAfter: walletEntries.balanceAfter, createdAt: walletTransfers.createdAt })
      .from(walletEntries)
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(
        and(
          eq(walletEntries.transferId, transferId),
          eq(walletAccounts.playerId, playerId),
          eq(walletAccounts.kind, 'real'),
        ),
      );
    return row ? { balanceAfter: Number(row.balanceAfter), createdAt: row.createdAt } : null;
  }

  /**
   * The entries on every account of the player (real, bonus, hold; every currency), newest first: the back
   * office's view of their ledger, each with its transfer's kind and the account's balance right after it.
   */
  entriesOf(executor: Executor, playerId: number, limit: number) {
    return executor
      .select({
        transferId: walletEntries.transferId,
        at: walletEntries.createdAt,
        kind: walletTransfers.kind,
        account: walletAccounts.kind,
        amount: walletEntries.amount,
        currency: walletAccounts.currency,
        balanceAfter: walletEntries.balanceAfter,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(eq(walletAccounts.playerId, playerId))
      .orderBy(desc(walletEntries.id))
      .limit(limit);
  }

  async netDeposits(executor: Executor, playerId: number, currency: Currency) {
    const [row] = await executor
      .select({
        deposits: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletTransfers.kind} = 'deposit'), 0)`,
        withdrawals: sql<string>`coalesce(-sum(${walletEntries.amount}) filter (where ${walletTransfers.kind} = 'withdrawal_payout'), 0)`,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransfers, eq(walletTransfers.id, walletEntries.transferId))
      .where(
        and(
          eq(walletAccounts.playerId, playerId),
          eq(walletAccounts.currency, currency),
          // A deposit lands on the real account, a payout leaves the hold account.
          sql`(${walletAccounts.kind} = 'real' and ${walletTransfers.kind} = 'deposit') or (${walletAccounts.kind} = 'hold' and ${walletTransfers.kind} = 'withdrawal_payout')`,
        ),
      );
    const deposits = Number(row?.deposits ?? 0);
    const withdrawals = Number(row?.withdrawals ?? 0);
    return { deposits, withdrawals, net: deposits - withdrawals };
  }
}
