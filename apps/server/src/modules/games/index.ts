/**
 * The games module's facade: where other modules add their word on real-money stakes (a bonus's maximum bet).
 */
import type { GameKind } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { FreeRounds } from './free-rounds.ts';
import type { StakeGuards } from './stake-guards.ts';

export type { FreeRoundGrantRow } from './free-rounds.schema.ts';
export type { FreeRoundsGrant } from './free-rounds.ts';
export type { GuardedStake, StakeGuard } from './stake-guards.ts';

/** What `app.games` offers the other modules. */
export interface Games {
  /** Checks every bet and bet-and-win runs in the stake's transaction, after player protection's. */
  stakeGuards: Pick<StakeGuards, 'add'>;
  /** Free rounds a free-spin bonus gives on a provider's games: given and canceled in the bonus's transaction. */
  freeRounds: Pick<FreeRounds, 'grant' | 'cancel' | 'ofBonuses' | 'playable' | 'games'>;
  /** The kind of each game among the slugs, in the caller's transaction if given (cashback counts by kind). */
  gameKinds(slugs: readonly string[], executor?: Db): Promise<Map<string, GameKind>>;
  /** The English title and published RTP (basis points) of each game among the slugs (the back office's reports). */
  reportFacts(slugs: readonly string[]): Promise<Map<string, { name: string; rtp: number }>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: Games;
  }
}
