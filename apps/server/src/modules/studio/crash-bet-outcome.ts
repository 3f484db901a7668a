import { liveCrashWin } from '@casino/game-math';
import type { CrashLiveRepository } from './crash-live.repository.ts';
import type { CrashBetRow } from './crash-live.schema.ts';
import type { Executor, StudioRepository } from './studio.repository.ts';

/**
 * Decides an open stake in the transaction that locked it: cashed out at a multiplier, or lost to the crash. A
 * demo stake's win is credited to the session's play money at once; a real one owes the casino its win call
 * (0 for a loss, closing the casino's round), due now and sent after the transaction commits.
 */
export class CrashBetOutcome {
  readonly #crash: CrashLiveRepository;
  readonly #studio: StudioRepository;

  constructor(deps: { crash: CrashLiveRepository; studio: StudioRepository }) {
    this.#crash = deps.crash;
    this.#studio = deps.studio;
  }

  async cashOut(tx: Executor, bet: CrashBetRow, cashOut: number, now: Date): Promise<CrashBetRow> {
    const win = liveCrashWin(bet.stake, cashOut);
    return this.#crash.updateBet(tx, bet.id, {
      status: 'cashed',
      cashOut,
      win,
      cashedAt: now,
      ...(await this.#money(tx, bet, win, now)),
    });
  }

  async lose(tx: Executor, bet: CrashBetRow, now: Date): Promise<CrashBetRow> {
    return this.#crash.updateBet(tx, bet.id, {
      status: 'lost',
      win: 0,
      ...(await this.#money(tx, bet, 0, now)),
    });
  }

  async #money(tx: Executor, bet: CrashBetRow, win: number, now: Date) {
    if (bet.mode === 'demo') {
      return { balanceAfter: await this.#studio.settleDemo(tx, bet.sessionId, 0, win) };
    }
    return { pendingCall: 'win' as const, nextAttemptAt: now, attempts: 0 };
  }
}
