/** The cash desk's facade: what other modules may ask about a player's payments. */
import type { Db } from '../../platform/db/database.ts';

/** What `app.cash` offers the other modules. */
export interface Cash {
  /** How many of the player's deposits fix their currency (completed ones, and open ones that may be credited). */
  depositsFixingCurrency(playerId: number): Promise<number>;
  /** What the player deposited since a moment, deposits on their way included (deposit limits count them). */
  depositedSince(tx: Db, playerId: number, since: Date): Promise<number>;
  /** Whether the player has given their tax ID (a real-money game may need it). */
  hasTaxId(playerId: number): Promise<boolean>;
  /**
   * How many of the player's deposits were credited before this payment (all of them when null): a deposit
   * bonus for the first deposit or the next ones asks.
   */
  depositsCreditedBefore(executor: Db, playerId: number, paymentId: string | null): Promise<number>;
  /** When the player's newest deposit was credited, or null: a bonus may need a recent deposit. */
  lastDepositAt(executor: Db, playerId: number): Promise<Date | null>;
}

export { createWithdrawalReview } from './create-cash-services.ts';
export type { DepositGuard } from './deposits.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cash: Cash;
  }
}
