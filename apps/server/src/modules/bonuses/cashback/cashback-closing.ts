import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import type { CashbackRepository, TakenCashback } from './cashback.repository.ts';
import type { NetLosses } from './cashback-net-loss.ts';
import { cashbackAmount, isOffered, periodAt } from './cashback-terms.ts';
import { cashbackChanged } from './cashback-view.ts';

/** Periods closed per round of the job; more wait for the next minute. */
const CLOSED_PER_ROUND = 500;

interface Deps {
  db: Db;
  clock: Clock;
  repository: CashbackRepository;
  netLosses: NetLosses;
  players: Pick<BonusPlayers, 'find' | 'isExcluded'>;
}

/**
 * The `cashback-close` job: each accruing cashback whose period has ended gets its net loss from the ledger and
 * its amount (`completed`, or `closed` with nothing to pay), once: in its own transaction, under its row lock,
 * looked at again there, so a second run (another node, a retry) finds it closed. The choice carries on into the
 * next period while the programme is still offered to the player and they are not excluded.
 */
export class CashbackClosing {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Closes what is due; resolves with how many closed, or rejects with the failures once all were tried. */
  async closeDue(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    const due = await repository.due(db, clock.now(), CLOSED_PER_ROUND);
    const failures: unknown[] = [];
    let closed = 0;
    for (const { id } of due) {
      try {
        if (await this.#close(id)) closed += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} cashbacks failed to close`);
    return closed;
  }

  #close(id: number): Promise<boolean> {
    const { db, clock, repository, netLosses } = this.#deps;
    return db.transaction(async (tx) => {
      const taken = await repository.lock(tx, id);
      const now = clock.now();
      if (taken?.cashback.status !== 'active' || taken.cashback.periodEnd > now) return false;
      const { cashback, program } = taken;
      const netLoss = await netLosses.of(tx, program, cashback, {
        from: cashback.periodStart,
        to: cashback.periodEnd,
      });
      const amount = cashbackAmount(program, cashback.currency, netLoss);
      const closed = await repository.update(tx, id, {
        status: amount > 0 ? 'completed' : 'closed',
        netLoss,
        amount,
        closedAt: now,
      });
      await appendOutboxEvents(tx, [cashbackChanged(closed, cashback.status)]);
      await this.#carryOn(tx, taken);
      return true;
    });
  }

  async #carryOn(tx: Db, { cashback, program }: TakenCashback): Promise<void> {
    const { players, repository, clock } = this.#deps;
    const player = await players.find(cashback.playerId, tx);
    if (!player || player.currency !== cashback.currency || !isOffered(program, player)) return;
    if (await players.isExcluded(cashback.playerId, tx)) return;
    await repository.insert(tx, {
      playerId: cashback.playerId,
      programId: program.id,
      currency: cashback.currency,
      status: 'active',
      periodStart: cashback.periodEnd,
      periodEnd: periodAt(program, cashback.periodEnd).end,
      createdAt: clock.now(),
    });
  }
}
