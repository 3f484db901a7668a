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
}

export { createWithdrawalReview } from './create-cash-services.ts';
export type { DepositGuard } from './deposits.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cash: Cash;
  }
}
