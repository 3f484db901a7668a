import {
  type GameKind,
  localizePath,
  type RoundStatus,
  STUDIO_ENDPOINTS,
  STUDIO_PROVIDER,
  studioSeedLookupResponseSchema,
} from '@casino/contracts';
import { serverSeedHash } from '@casino/game-math';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { RoundsRepository } from './rounds.repository.ts';
import type { GameRoundRow } from './seamless-wallet.schema.ts';

/** How long the studio's seed lookup may take before the round is shown without its seed. */
const SEED_LOOKUP_TIMEOUT_MS = 3000;
/** The casino's own round numbers are a bigserial: digits only. */
const ROUND_NUMBER = /^\d{1,15}$/;

/** A round as operators look it up: what was staked and won, and how to check it. */
export interface RoundRecord {
  id: number;
  provider: string;
  roundId: string;
  playerId: number;
  game: { slug: string; title: string; kind: GameKind };
  currency: string;
  stake: number;
  bonusStake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number | null;
  status: RoundStatus;
  freeRound: boolean;
  openedAt: Date;
  closedAt: Date | null;
  outcome: Record<string, unknown> | null;
  /** The studio's provably-fair facts; null for other providers' rounds. */
  provablyFair: {
    serverSeedHash: string;
    serverSeed: string | null;
    clientSeed: string;
    nonce: number;
  } | null;
  /** The site's page that checks the round in the browser (English), for a studio round. */
  verifyUrl: string | null;
}

/** A round in a player's list: what was staked and won, without the outcome and seeds its own lookup shows. */
export type RoundSummary = Omit<
  RoundRecord,
  'balanceBefore' | 'balanceAfter' | 'outcome' | 'provablyFair' | 'verifyUrl'
>;

/**
 * One round by the casino's number or the provider's round id, for the back office, with the studio's seed once
 * revealed. The studio is a provider reached only over HTTP (decision 014): the seed comes from its public seed
 * lookup, as the verify page gets it, and is shown only if it hashes to the commitment the round was played under.
 */
export class RoundLookup {
  readonly #rounds: Pick<RoundsRepository, 'byId' | 'byProviderRoundId' | 'history'>;
  readonly #catalogue: Pick<CatalogueRepository, 'providers' | 'titlesBySlug'>;
  readonly #publicUrl: string;
  readonly #fetch: typeof fetch;
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;

  constructor(deps: {
    rounds: Pick<RoundsRepository, 'byId' | 'byProviderRoundId' | 'history'>;
    catalogue: Pick<CatalogueRepository, 'providers' | 'titlesBySlug'>;
    /** Where the site (and the studio it serves) is reached. */
    publicUrl: string;
    fetch: typeof fetch;
    log: Pick<FastifyBaseLogger, 'warn'>;
  }) {
    this.#rounds = deps.rounds;
    this.#catalogue = deps.catalogue;
    this.#publicUrl = deps.publicUrl;
    this.#fetch = deps.fetch;
    this.#log = deps.log;
  }

  /** The round, or undefined when no round has this number or provider's id. */
  async find(id: string): Promise<RoundRecord | undefined> {
    const round = await this.#round(id.trim());
    if (!round) return undefined;
    const titles = await this.#catalogue.titlesBySlug([round.gameSlug]);
    const fairness = round.provider === STUDIO_PROVIDER ? round.details?.provablyFair : undefined;
    return {
      ...summaryOf(round, titles),
      balanceBefore: round.balanceBefore,
      balanceAfter: round.balanceAfter,
      outcome: round.details?.outcome ?? null,
      provablyFair: fairness
        ? { ...fairness, serverSeed: await this.#revealedSeed(fairness.serverSeedHash) }
        : null,
      verifyUrl: fairness ? this.#verifyUrl(round.roundId) : null,
    };
  }

  /** A page of the player's rounds, newest first, with how many there are in all. */
  async ofPlayer(
    playerId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: RoundSummary[]; total: number }> {
    const rounds = await this.#rounds.history({ playerId, ...page });
    const titles = await this.#catalogue.titlesBySlug([
      ...new Set(rounds.items.map((round) => round.gameSlug)),
    ]);
    return { total: rounds.total, items: rounds.items.map((round) => summaryOf(round, titles)) };
  }

  async #round(id: string): Promise<GameRoundRow | undefined> {
    if (ROUND_NUMBER.test(id)) {
      const byNumber = await this.#rounds.byId(Number(id));
      if (byNumber) return byNumber;
    }
    const providers = (await this.#catalogue.providers()).map((provider) => provider.slug);
    const [first] = await this.#rounds.byProviderRoundId(id, providers);
    return first;
  }

  /** The server seed behind the hash once the studio revealed it; null while in play or when it cannot tell. */
  async #revealedSeed(hash: string): Promise<string | null> {
    const path = STUDIO_ENDPOINTS.lookUpSeed.path.replace(':hash', encodeURIComponent(hash));
    try {
      const response = await this.#fetch(`${this.#publicUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(SEED_LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the studio answered ${response.status}`);
      const seed = studioSeedLookupResponseSchema.parse(await response.json()).data.serverSeed;
      if (seed !== null && serverSeedHash(seed) !== hash) {
        throw new Error('the studio revealed a seed that does not hash to the commitment');
      }
      return seed;
    } catch (error) {
      this.#log.warn(
        { err: error, serverSeedHash: hash },
        'studio seed lookup failed: the round is shown without',
      );
      return null;
    }
  }

  /** The site's provably-fair page with the round filled in, opened at its form (the web's `verifyHref`). */
  #verifyUrl(roundId: string): string {
    const path = localizePath('/provably-fair/', 'en');
    return `${this.#publicUrl}${path}?${new URLSearchParams({ round: roundId })}#fair-verify`;
  }
}

/** What a round's row says of it in any list; a game gone from the catalogue is still shown, under its slug. */
function summaryOf(round: GameRoundRow, titles: Map<string, { en: string }>): RoundSummary {
  return {
    id: round.id,
    provider: round.provider,
    roundId: round.roundId,
    playerId: round.playerId,
    game: {
      slug: round.gameSlug,
      title: titles.get(round.gameSlug)?.en ?? round.gameSlug,
      kind: round.gameKind,
    },
    currency: round.currency,
    stake: round.stake,
    bonusStake: round.bonusStake,
    win: round.win,
    status: round.status,
    freeRound: round.freeRoundGrantId !== null,
    openedAt: round.openedAt,
    closedAt: round.closedAt,
  };
}
