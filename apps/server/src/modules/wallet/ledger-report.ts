import type { LedgerRollupRepository, LedgerTotal, ReportScope } from './ledger-rollup.repository.ts';

/** A day of a brand's money in one currency, minor units (`@casino/contracts/backoffice` explains each figure). */
export interface LedgerDay {
  day: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  ggr: number;
  bonusCost: number;
  ngr: number;
  activePlayers: number;
}

export interface GamePlay {
  slug: string;
  stakes: number;
  wins: number;
}

/**
 * Promotions' real money: bonus money turned real, cashback, insurance and prizes paid, less the real money
 * players paid for lottery tickets, which goes towards the lottery's prizes (a negative entry on their balance).
 */
const BONUS_COST_KINDS = new Set([
  'bonus_conversion',
  'cashback_payout',
  'insurance_payout',
  'prize_payout',
  'lottery_ticket_purchase',
]);
/**
 * Stakes net of refunds, and wins net of reversals: the casino's and the sportsbook's (a cash-out is a win, and so
 * is a jackpot paid from its pool; contributions move between house accounts and touch no player's balance).
 */
const STAKE_KINDS = new Set(['game_bet', 'game_rollback', 'sport_bet', 'sport_refund']);
const WIN_KINDS = new Set(['game_win', 'sport_payout', 'sport_cashout', 'sport_reversal', 'jackpot_win']);
/** How long an entry waits before the rollup sums it: longer than any transaction may stay open. */
const SETTLING_MS = 5 * 60_000;
/** Entries summed per rollup transaction. */
const ROLLUP_BATCH = 50_000;

/** Every day from `from` to `to`, as `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function emptyDay(day: string): LedgerDay {
  return {
    day,
    deposits: 0,
    withdrawals: 0,
    stakes: 0,
    wins: 0,
    ggr: 0,
    bonusCost: 0,
    ngr: 0,
    activePlayers: 0,
  };
}

/** Adds one summed group of entries to its day's figures. */
function addTo(day: LedgerDay, total: LedgerTotal): void {
  const { transferKind: kind, accountKind: account, amount } = total;
  if (kind === 'deposit' && account === 'real') day.deposits += amount;
  // A payout takes the money from the player's hold: what left is the payout's debit.
  if (kind === 'withdrawal_payout' && account === 'hold') day.withdrawals -= amount;
  if (account !== 'real') return;
  if (STAKE_KINDS.has(kind)) day.stakes -= amount;
  if (WIN_KINDS.has(kind)) day.wins += amount;
  if (BONUS_COST_KINDS.has(kind)) day.bonusCost += amount;
}

/**
 * The brand's figures from the ledger: the daily report and the play per game, and the rollup job that keeps
 * them fast. Nothing here is a counter of its own: every figure is a sum of ledger entries.
 */
export class LedgerReport {
  readonly #rollup: LedgerRollupRepository;

  constructor(rollup: LedgerRollupRepository) {
    this.#rollup = rollup;
  }

  async daily(scope: ReportScope): Promise<LedgerDay[]> {
    const [totals, active] = await Promise.all([
      this.#rollup.totals(scope),
      this.#rollup.activePlayers(scope),
    ]);
    const days = new Map(daysBetween(scope.fromDay, scope.toDay).map((day) => [day, emptyDay(day)]));
    for (const total of totals) {
      const day = days.get(total.day);
      if (day) addTo(day, total);
    }
    for (const day of days.values()) {
      day.ggr = day.stakes - day.wins;
      day.ngr = day.ggr - day.bonusCost;
      day.activePlayers = active.get(day.day) ?? 0;
    }
    return [...days.values()];
  }

  /** Stakes (net of refunds) and wins of every kind of money, per game, over the scope's days. */
  async byGame(scope: ReportScope): Promise<GamePlay[]> {
    const games = new Map<string, GamePlay>();
    for (const total of await this.#rollup.totals(scope)) {
      if (!total.gameSlug || total.accountKind === 'hold') continue;
      const game = games.get(total.gameSlug) ?? { slug: total.gameSlug, stakes: 0, wins: 0 };
      if (STAKE_KINDS.has(total.transferKind)) game.stakes -= total.amount;
      if (total.transferKind === 'game_win') game.wins += total.amount;
      games.set(total.gameSlug, game);
    }
    return [...games.values()].sort((a, b) => b.stakes - a.stakes);
  }

  /** Sums settled entries into the rollup until it has caught up; returns how many it summed. */
  async roll(now: Date): Promise<number> {
    const settledBefore = new Date(now.getTime() - SETTLING_MS);
    let summed = 0;
    for (;;) {
      const batch = await this.#rollup.advance(settledBefore, ROLLUP_BATCH);
      summed += batch;
      if (batch < ROLLUP_BATCH) return summed;
    }
  }
}
