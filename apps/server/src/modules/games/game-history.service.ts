import {
  type Currency,
  GAME_RECALL_ROUNDS,
  type GameHistoryQuery,
  type GameHistoryResponse,
  type GameRound,
  type Language,
} from '@casino/contracts';
import type { CatalogueService } from './catalogue.service.ts';
import type { RoundsRepository } from './rounds.repository.ts';
import type { GameRoundRow } from './seamless-wallet.schema.ts';

/**
 * Game recall (GLI; issue item 8): the player's rounds, newest first, each with its stake, win, balance before and
 * after, the provider's outcome and the provably-fair facts to verify it. Unfinished rounds are included as open
 * (RTS 10). The server seed is not repeated here: the provider reveals it once the player rotates away from it.
 */
export class GameHistoryService {
  readonly #rounds: Pick<RoundsRepository, 'history'>;
  readonly #catalogue: Pick<CatalogueService, 'launchable' | 'titles'>;

  constructor(deps: {
    rounds: Pick<RoundsRepository, 'history'>;
    catalogue: Pick<CatalogueService, 'launchable' | 'titles'>;
  }) {
    this.#rounds = deps.rounds;
    this.#catalogue = deps.catalogue;
  }

  /** A page of the player's rounds, the games named in the page's language. */
  async history(
    player: { id: number; currency: Currency },
    query: GameHistoryQuery,
    lang: Language,
  ): Promise<GameHistoryResponse['data']> {
    const filtered = query.game
      ? await this.#catalogue.launchable(query.game, player.currency, lang)
      : undefined;
    if (filtered === null) return { items: [], total: 0 };
    const page = await this.#rounds.history({
      playerId: player.id,
      gameId: filtered?.id,
      status: query.status,
      limit: query.limit ?? GAME_RECALL_ROUNDS,
      offset: query.offset ?? 0,
    });
    const titles = await this.#catalogue.titles(
      [...new Set(page.items.map((round) => round.gameSlug))],
      lang,
    );
    return {
      // A game gone from the catalogue is still recalled, under its slug.
      items: page.items.map((round) => toGameRound(round, titles.get(round.gameSlug) ?? round.gameSlug)),
      total: page.total,
    };
  }
}

function toGameRound(round: GameRoundRow, title: string): GameRound {
  const fairness = round.details?.provablyFair;
  return {
    roundId: round.roundId,
    game: { slug: round.gameSlug, title, kind: round.gameKind },
    status: round.status,
    currency: round.currency as Currency,
    stake: round.stake,
    win: round.win,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    openedAt: round.openedAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
    outcome: round.details?.outcome ?? null,
    provablyFair: fairness ? { ...fairness, serverSeed: null } : null,
  };
}
