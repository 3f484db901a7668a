import type { Currency, GameKind } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';

/** A stake as a guard sees it: whose, how much, in which currency, on what kind of game. */
export interface GuardedStake {
  playerId: number;
  currency: Currency;
  amount: number;
  gameKind: GameKind;
}

/**
 * Another module's word on a real-money stake (a bonus's maximum bet), asked in the stake's transaction right
 * after player protection's. It refuses by throwing an `AppError`; the seamless wallet answers the provider
 * with the refusal (see `STAKE_REFUSALS` in seamless-wallet.service.ts) and nothing is taken.
 */
export type StakeGuard = (tx: Db, stake: GuardedStake) => Promise<void>;

/** The guards other modules added, asked in the order they were added. */
export class StakeGuards {
  readonly #guards: StakeGuard[] = [];

  add(guard: StakeGuard): void {
    this.#guards.push(guard);
  }

  async check(tx: Db, stake: GuardedStake): Promise<void> {
    for (const guard of this.#guards) await guard(tx, stake);
  }
}
