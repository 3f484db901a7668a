/**
 * The games module's facade: where other modules add their word on real-money stakes (a bonus's maximum bet).
 */
import type { GameKind } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { CatalogueAdmin } from './catalogue-admin.ts';
import type { FreeRounds } from './free-rounds.ts';
import type { ProviderAdmin } from './provider-admin.ts';
import type { RoundLookup } from './round-lookup.ts';
import type { RubricAdmin } from './rubric-admin.ts';
import type { StakeGuards } from './stake-guards.ts';

export type {
  CatalogueChange,
  CatalogueListing,
  CatalogueListingQuery,
  CatalogueTag,
} from './catalogue-admin.ts';
export type { FreeRoundGrantRow } from './free-rounds.schema.ts';
export type { FreeRoundsGrant } from './free-rounds.ts';
export type { ProviderListing } from './provider-admin.ts';
export type { RoundRecord, RoundSummary } from './round-lookup.ts';
export type { RubricGameChange, RubricGameListing, RubricListing } from './rubric-admin.ts';
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
  /**
   * The catalogue as operations run it (the back office): every game in lobby order, enabled or not, and an
   * operator's change to one (enabled, place in the lobby, tags), audited in its transaction and announced to
   * every node's `catalogue` caches after it; and every tag, for choosing a game's.
   */
  catalogueAdmin: Pick<CatalogueAdmin, 'list' | 'change' | 'tags' | 'setTags'>;
  /** The rubrics (the lobby's rows) as operations run them: their order and editorial rubrics' games, alike. */
  rubricAdmin: Pick<RubricAdmin, 'list' | 'move' | 'changeGame'>;
  /** The game providers as operations run them: their order, alike. */
  providerAdmin: Pick<ProviderAdmin, 'list' | 'move'>;
  /**
   * A round by the casino's number or the provider's round id, with the studio's provably-fair facts, and a
   * player's rounds page by page (the back office).
   */
  rounds: Pick<RoundLookup, 'find' | 'ofPlayer'>;
  /** Games named by slug (none named: every game), as competitions list what they count. */
  gameSet: Pick<CatalogueService, 'idsOf' | 'pageOf' | 'slugOf'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: Games;
  }
}
