/**
 * The games module's facade: where other modules add their word on real-money stakes (a bonus's maximum bet).
 */
import type { StakeGuards } from './stake-guards.ts';

export type { GuardedStake, StakeGuard } from './stake-guards.ts';

/** What `app.games` offers the other modules. */
export interface Games {
  /** Checks every bet and bet-and-win runs in the stake's transaction, after player protection's. */
  stakeGuards: Pick<StakeGuards, 'add'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: Games;
  }
}
