import {
  type BrandConfig,
  type CardProvider,
  type Currency,
  DEFAULT_LANGUAGE,
  GAMES_MAX_LIMIT,
  type GameBrowserType,
  type GameCard,
  type GameDetails,
  type GameKind,
  type GameList,
  type GameReaction,
  type GamesPage,
  type GameTag,
  type Language,
  type PromotionTagsResponse,
  type RtpGamesResponse,
  type Rubric,
  STUDIO_PROVIDER,
  type TagGroup,
} from '@casino/contracts';
import { studioGame } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import {
  type CatalogueGame,
  CatalogueRepository,
  type GameFilter,
  type TagWithCount,
} from './catalogue.repository.ts';
import type { RubricRow } from './catalogue.schema.ts';
import { toGameCard } from './game-card.ts';
import { SearchIndex } from './game-search.ts';
import { catalogueErrors } from './games.errors.ts';
import { formatPaytables } from './paytables.ts';

/** What the catalogue reads from real play (the games module's `PlayStats` over its rounds). */
export interface CataloguePlayStats {
  popularGameIds(since: Date, limit: number): Promise<number[]>;
  lastPlayedGameIds(playerId: number, limit: number): Promise<number[]>;
  realisedRtp(since: Date, limit: number): Promise<{ gameId: number; stakes: number; wins: number }[]>;
}

/** A game as a launch and the seamless-wallet API need it: its limits in one currency and whether it may run. */
export interface LaunchableGame {
  id: number;
  slug: string;
  title: string;
  providerSlug: string;
  providerTitle: string;
  kind: GameKind;
  minBet: number;
  maxBet: number;
  betSteps: number[];
  maxWinMultiplier: number;
  isEnabled: boolean;
  releaseAt: Date | null;
}

/** Who is looking: the player (null for a guest), the language to write in and the currency to show stakes in. */
export interface Viewer {
  playerId: number | null;
  lang: Language;
  currency: Currency;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** "Popular" is what most players played over the last week. */
export const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The RTP list compares what games returned over the last day. */
export const RTP_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The search index is rebuilt from the tables once it is this old, so a catalogue change (made by the seed or by
 * operations, on any node) is found by search within a minute even when nobody announced it; an announced change
 * (`catalogue` cache invalidation) drops it at once. Lists and pages read the tables directly.
 */
export const SEARCH_INDEX_TTL_MS = 60 * 1000;
/** A game page suggests this many games like it. */
export const RELATED_GAMES = 10;
/** Tags offered as chips beside search results. */
const SEARCH_TAGS = 10;
/** The search overlay's popular games before anything is typed: two slider groups. */
const SEARCH_INFO_GAMES = 10;
/** Games shown under each promoted tag of a provider. */
const PROMOTION_GAMES = 20;

const FIELD_WEIGHTS = { title: 1, tag: 0.6, provider: 0.5 };

const BROWSER_FILTERS: Record<GameBrowserType, GameFilter> = {
  all: {},
  slots: { kinds: ['video-slot', 'classic-slot'] },
  table: { kinds: ['roulette'] },
  instant: { kinds: ['dice', 'crash'] },
  live: { isLive: true },
  new: { isNew: true },
  popular: {},
};

interface CatalogueIndex {
  games: SearchIndex;
  tags: SearchIndex;
  builtAt: number;
}

/**
 * The casino's game catalogue: tiles and lists (popular from real play, the player's last played and favourites,
 * editorial rubrics, tags), game pages with rules and paytables, search, reactions, coming-soon subscriptions,
 * and the launch view of a game for the seamless-wallet side.
 */
export class CatalogueService {
  readonly #repository: CatalogueRepository;
  readonly #brand: BrandConfig;
  readonly #clock: Clock;
  readonly #stats: CataloguePlayStats;
  readonly #players: Pick<PlayerDirectory, 'publicNames'>;
  #index: Promise<CatalogueIndex> | undefined;

  constructor(deps: {
    db: Db;
    brand: BrandConfig;
    clock: Clock;
    stats: CataloguePlayStats;
    /** Names of the players whose reactions are shown. */
    players: Pick<PlayerDirectory, 'publicNames'>;
  }) {
    this.#repository = new CatalogueRepository(deps.db);
    this.#brand = deps.brand;
    this.#clock = deps.clock;
    this.#stats = deps.stats;
    this.#players = deps.players;
  }

  /** The kind of each game among `slugs`; an unknown slug is left out. */
  gameKinds(slugs: readonly string[], executor?: Db): Promise<Map<string, GameKind>> {
    return this.#repository.kindsBySlug(slugs, executor);
  }

  /**
   * A game as launches and wallet calls see it, in one currency: null for an unknown slug or a currency the game
   * is not played in. Disabled and coming-soon games are returned with their flags, for the caller to refuse.
   */
  async launchable(
    slug: string,
    currency: Currency,
    lang: Language = DEFAULT_LANGUAGE,
  ): Promise<LaunchableGame | null> {
    const game = await this.#repository.gameBySlug(slug);
    const betSteps = game?.betSteps[currency];
    if (!game || !betSteps?.length) return null;
    return {
      id: game.id,
      slug: game.slug,
      title: game.titles[lang],
      providerSlug: game.providerSlug,
      providerTitle: game.providerTitle,
      kind: game.kind,
      minBet: betSteps[0]!,
      maxBet: betSteps.at(-1)!,
      betSteps,
      maxWinMultiplier: game.maxWinMultiplier,
      isEnabled: game.isEnabled,
      releaseAt: game.releaseAt,
    };
  }

  /** The titles of the games among `slugs` in a language (history and statements name the games played). */
  async titles(slugs: readonly string[], lang: Language): Promise<Map<string, string>> {
    const titles = await this.#repository.titlesBySlug(slugs);
    return new Map([...titles].map(([slug, localized]) => [slug, localized[lang]]));
  }

  /** The English title and published RTP (basis points) of each game among the slugs. */
  reportFacts(slugs: readonly string[]): Promise<Map<string, { name: string; rtp: number }>> {
    return this.#repository.reportFacts(slugs);
  }

  /** The ids of the enabled games among the slugs (every enabled game when `slugs` is empty), in catalogue order. */
  idsOf(slugs: readonly string[]): Promise<number[]> {
    return this.#repository.listedIds(slugs.length === 0 ? {} : { slugs });
  }

  /** A page of tiles of the enabled games among the slugs (every enabled game when `slugs` is empty). */
  async pageOf(slugs: readonly string[], page: PageRequest, lang: Language): Promise<GamesPage> {
    return this.#page(await this.idsOf(slugs), page, lang);
  }

  /** An enabled game's slug by its id. */
  async slugOf(gameId: number): Promise<string | undefined> {
    const [game] = await this.#repository.gamesByIds([gameId]);
    return game?.slug;
  }

  /** `getAllGames`: every enabled game, coming-soon ones included, in catalogue order. */
  async allGames(lang: Language): Promise<GameCard[]> {
    const ids = await this.#repository.listedIds();
    return this.#cards(ids, lang);
  }

  /** The providers of the enabled games, each once, in the operator's order of providers. */
  async providers(lang: Language): Promise<CardProvider[]> {
    const providers = new Map<string, CardProvider>();
    for (const { provider } of await this.allGames(lang)) providers.set(provider.slug, provider);
    return [...providers.values()].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  }

  /** `getGames/{x}`: a named list; the player's own lists are empty for guests. */
  async list(list: GameList, viewer: Viewer, page: PageRequest): Promise<GamesPage> {
    return this.#page(await this.#listIds(list, viewer.playerId), page, viewer.lang);
  }

  async #listIds(list: GameList, playerId: number | null): Promise<number[]> {
    switch (list) {
      case 'popular':
        return this.#popularIds();
      case 'last':
        return playerId === null ? [] : this.#lastPlayedIds(playerId);
      case 'favorite':
        return playerId === null ? [] : this.#repository.favoriteIds(playerId);
      case 'live':
        return this.#repository.listedIds({ isLive: true });
      default: {
        // The editorial lists are the rubrics of the same name.
        const rubric = await this.#rubricBySlug(list);
        return rubric ? this.#rubricIds(rubric) : [];
      }
    }
  }

  /** The player's favourite game ids, newest first (player main data). */
  async favoriteGameIds(playerId: number): Promise<number[]> {
    return this.#repository.favoriteIds(playerId);
  }

  /** `games/{slug}`: the game page, with the viewer's stakes, favourite, reaction and subscription. */
  async details(slug: string, viewer: Viewer): Promise<GameDetails> {
    const game = await this.#enabledGame(slug);
    const betSteps = game.betSteps[viewer.currency] ?? [];
    const view =
      viewer.playerId === null
        ? { isFavorite: false, myReaction: null, isFutureSubscribed: false }
        : await this.#repository.playerView(viewer.playerId, game.id);
    const definition = game.providerSlug === STUDIO_PROVIDER ? studioGame(game.slug) : undefined;
    return {
      ...toGameCard(game, viewer.lang),
      description: game.descriptions[viewer.lang],
      rules: game.rules[viewer.lang],
      paytables: definition ? formatPaytables(definition.paytable(), viewer.lang) : [],
      currency: viewer.currency,
      minBet: betSteps[0] ?? 0,
      maxBet: betSteps.at(-1) ?? 0,
      betSteps,
      maxWinMultiplier: game.maxWinMultiplier,
      minGameCycleMs: game.minGameCycleMs,
      ...view,
    };
  }

  /** Games like this one: sharing the most tags. */
  async related(gameId: number, lang: Language): Promise<GameCard[]> {
    return this.#cards(await this.#repository.relatedIds(gameId, RELATED_GAMES), lang);
  }

  async toggleFavorite(
    slug: string,
    playerId: number,
  ): Promise<{ isFavorite: boolean; favoriteGames: number[] }> {
    const game = await this.#enabledGame(slug);
    const isFavorite = await this.#repository.toggleFavorite(playerId, game.id, this.#clock.now());
    return { isFavorite, favoriteGames: await this.#repository.favoriteIds(playerId) };
  }

  async react(
    slug: string,
    playerId: number,
    reaction: GameReaction | null,
  ): Promise<{ likes: number; dislikes: number; myReaction: GameReaction | null }> {
    const game = await this.#enabledGame(slug);
    const counters = await this.#repository.setReaction(
      { id: playerId, brand: this.#brand.id },
      game.id,
      reaction,
      this.#clock.now(),
    );
    return { ...counters, myReaction: reaction };
  }

  /** The latest reactions to a game, players named as the public sees them ("Iva***"). */
  async reactions(
    slug: string,
    page: PageRequest,
  ): Promise<{ player: string; reaction: GameReaction; createdAt: string }[]> {
    const game = await this.#enabledGame(slug);
    const rows = await this.#repository.reactions(game.id, this.#brand.id, page.limit, page.offset);
    const names = await this.#players.publicNames(rows.map((row) => row.playerId));
    return rows.map((row) => ({
      player: maskName(names.get(row.playerId) ?? ''),
      reaction: row.reaction,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async likedGames(playerId: number, page: PageRequest, lang: Language): Promise<GamesPage> {
    return this.#page(await this.#repository.likedIds(playerId), page, lang);
  }

  /** Subscribes to (or unsubscribes from) a coming-soon game's release; released games take no subscriptions. */
  async futureSubscribe(
    slug: string,
    playerId: number,
    subscribed: boolean,
  ): Promise<{ subscribed: boolean }> {
    const game = await this.#enabledGame(slug);
    const now = this.#clock.now();
    if (subscribed && (game.releaseAt === null || game.releaseAt <= now))
      throw catalogueErrors.gameReleased(slug);
    await this.#repository.setFutureSubscription(playerId, game.id, subscribed, now);
    return { subscribed };
  }

  /** `games/search`: games whose titles, provider or tags match the words typed, optionally within a tag. */
  async search(
    query: { q?: string | undefined; tag?: string | undefined },
    page: PageRequest,
    lang: Language,
  ): Promise<GamesPage & { tags: GameTag[] }> {
    const q = query.q?.trim() ?? '';
    const tag = query.tag ? await this.#tagBySlug(query.tag) : undefined;
    const inTag = tag ? await this.#repository.listedIds({ tagId: tag.id }) : undefined;
    const index = q ? await this.#searchIndex() : undefined;
    let ids: number[] = [];
    if (index) {
      const hits = index.games.search(q).map((hit) => hit.id);
      const tagged = inTag && new Set(inTag);
      ids = tagged ? hits.filter((id) => tagged.has(id)) : hits;
    } else if (inTag) {
      ids = inTag;
    }
    const tagIds = index
      ? index.tags
          .search(q)
          .slice(0, SEARCH_TAGS)
          .map((hit) => hit.id)
      : [];
    const allTags = tagIds.length ? await this.#repository.tags() : [];
    const matchedTags = tagIds.flatMap((id) => {
      const found = allTags.find((row) => row.id === id);
      return found ? [toTag(found, lang)] : [];
    });
    return { ...(await this.#page(ids, page, lang)), tags: matchedTags };
  }

  /** What the search overlay shows before anything is typed: popular games and the tags with games. */
  async searchInfo(lang: Language): Promise<{ popular: GameCard[]; tags: GameTag[] }> {
    const [popular, tags] = await Promise.all([this.#popularIds(), this.#repository.tags()]);
    return {
      popular: await this.#cards(popular.slice(0, SEARCH_INFO_GAMES), lang),
      tags: tags.filter((tag) => tag.gamesCount > 0).map((tag) => toTag(tag, lang)),
    };
  }

  async tags(lang: Language): Promise<GameTag[]> {
    return (await this.#repository.tags()).map((tag) => toTag(tag, lang));
  }

  async tagGroups(lang: Language): Promise<TagGroup[]> {
    const [groups, tags] = await Promise.all([this.#repository.tagGroups(), this.#repository.tags()]);
    return groups.map((group) => ({
      id: group.id,
      slug: group.slug,
      title: group.titles[lang],
      tags: tags.filter((tag) => tag.groupId === group.id).map((tag) => toTag(tag, lang)),
    }));
  }

  async tagGames(slug: string, page: PageRequest, lang: Language): Promise<GamesPage & { tag: GameTag }> {
    const tag = await this.#tagBySlug(slug);
    const ids = await this.#repository.listedIds({ tagId: tag.id });
    return { ...(await this.#page(ids, page, lang)), tag: toTag(tag, lang) };
  }

  async rubrics(lang: Language): Promise<Rubric[]> {
    return (await this.#repository.rubrics()).map((rubric) => toRubric(rubric, lang));
  }

  async rubricGames(
    slug: string,
    page: PageRequest,
    lang: Language,
  ): Promise<GamesPage & { rubric: Rubric; text: string }> {
    const rubric = await this.#rubricBySlug(slug);
    if (!rubric) throw catalogueErrors.rubricNotFound(slug);
    const ids = await this.#rubricIds(rubric);
    return {
      ...(await this.#page(ids, page, lang)),
      rubric: toRubric(rubric, lang),
      text: rubric.texts[lang],
    };
  }

  /**
   * `games/rtp`: the games that returned the most of their stakes to players over the last day, with the RTP they
   * realised; when fewer games were played, the list is filled with the highest published RTPs.
   */
  async rtpGames(limit: number, lang: Language): Promise<RtpGamesResponse['data']> {
    const now = this.#clock.now();
    const released = await this.#repository.listedIds({ releasedBy: now }, 'rtp');
    const playable = new Set(released);
    const realised = (await this.#stats.realisedRtp(new Date(now.getTime() - RTP_WINDOW_MS), released.length))
      .filter((entry) => playable.has(entry.gameId))
      .slice(0, limit);
    const realisedIds = new Set(realised.map((entry) => entry.gameId));
    const filling = released.filter((id) => !realisedIds.has(id)).slice(0, limit - realised.length);
    const games = new Map(
      (await this.#repository.gamesByIds([...realisedIds, ...filling])).map((game) => [game.id, game]),
    );
    const entries = [
      ...realised.map((entry) => ({ id: entry.gameId, actualRtp: realisedRtpBp(entry.stakes, entry.wins) })),
      ...filling.map((id) => ({ id, actualRtp: null })),
    ];
    return entries.flatMap(({ id, actualRtp }) => {
      const game = games.get(id);
      return game ? [{ game: toGameCard(game, lang), rtp: game.rtp, actualRtp }] : [];
    });
  }

  /** `game-browser/{type}`: games by what they are, optionally live or not and within a rubric (`categoryId`). */
  async browse(
    type: GameBrowserType,
    options: { live?: boolean | undefined; categoryId?: number | undefined },
    page: PageRequest,
    lang: Language,
  ): Promise<GamesPage> {
    const filter: GameFilter = { ...BROWSER_FILTERS[type] };
    if (options.live !== undefined) {
      // Live games asked for without live ones: nothing can match.
      if (filter.isLive !== undefined && filter.isLive !== options.live) return this.#page([], page, lang);
      filter.isLive = options.live;
    }
    let popular = type === 'popular';
    if (options.categoryId !== undefined) {
      const rubric = (await this.#repository.rubrics()).find((row) => row.id === options.categoryId);
      if (!rubric) throw catalogueErrors.rubricNotFound(options.categoryId);
      if (rubric.ordering === 'popular') popular = true;
      else filter.rubricId = rubric.id;
    }
    return this.#page(
      popular ? await this.#popularIds(filter) : await this.#repository.listedIds(filter),
      page,
      lang,
    );
  }

  /** `game-tags/promotion/{provider}`: the provider's games under each promoted tag they carry. */
  async promotion(providerSlug: string, lang: Language): Promise<PromotionTagsResponse['data']> {
    const provider = await this.#repository.providerBySlug(providerSlug);
    if (!provider) throw catalogueErrors.providerNotFound(providerSlug);
    const promoted = (await this.#repository.tags()).filter((tag) => tag.isPromoted);
    const blocks = await Promise.all(
      promoted.map(async (tag) => {
        const ids = await this.#repository.listedIds({ providerId: provider.id, tagId: tag.id });
        return { tag: toTag(tag, lang), games: await this.#cards(ids.slice(0, PROMOTION_GAMES), lang) };
      }),
    );
    return {
      provider: { slug: provider.slug, title: provider.title },
      tags: blocks.filter((block) => block.games.length > 0),
    };
  }

  // ---- pieces ----

  /** An enabled game by slug (coming-soon ones included), or 404. */
  async #enabledGame(slug: string): Promise<CatalogueGame> {
    const game = await this.#repository.gameBySlug(slug);
    if (!game?.isEnabled) throw catalogueErrors.gameNotFound(slug);
    return game;
  }

  async #tagBySlug(slug: string): Promise<TagWithCount> {
    const tag = (await this.#repository.tags()).find((row) => row.slug === slug);
    if (!tag) throw catalogueErrors.tagNotFound(slug);
    return tag;
  }

  async #rubricBySlug(slug: string): Promise<RubricRow | undefined> {
    return (await this.#repository.rubrics()).find((row) => row.slug === slug);
  }

  async #rubricIds(rubric: RubricRow): Promise<number[]> {
    return rubric.ordering === 'popular'
      ? this.#popularIds()
      : this.#repository.listedIds({ rubricId: rubric.id });
  }

  /**
   * Released games of the filter, the ones most players played for money over the last week first, then the rest
   * in catalogue order: with little play the list is still full.
   */
  async #popularIds(filter: GameFilter = {}): Promise<number[]> {
    const now = this.#clock.now();
    const candidates = await this.#repository.listedIds({ ...filter, releasedBy: now });
    // Ask for as many as the whole catalogue could hold, so filtering leaves every played candidate in.
    const everyGame = await this.#repository.listedIds({ releasedBy: now });
    const played = await this.#stats.popularGameIds(
      new Date(now.getTime() - POPULAR_WINDOW_MS),
      Math.max(everyGame.length, 1),
    );
    const wanted = new Set(candidates);
    const first = played.filter((id) => wanted.has(id));
    const taken = new Set(first);
    return [...first, ...candidates.filter((id) => !taken.has(id))];
  }

  /** The enabled games the player played, the latest first (at most a list's worth). */
  async #lastPlayedIds(playerId: number): Promise<number[]> {
    const [played, enabled] = await Promise.all([
      this.#stats.lastPlayedGameIds(playerId, GAMES_MAX_LIMIT),
      this.#repository.listedIds(),
    ]);
    const listed = new Set(enabled);
    return played.filter((id) => listed.has(id));
  }

  async #page(ids: readonly number[], page: PageRequest, lang: Language): Promise<GamesPage> {
    const slice = ids.slice(page.offset, page.offset + page.limit);
    return {
      items: await this.#cards(slice, lang),
      total: ids.length,
      limit: page.limit,
      offset: page.offset,
    };
  }

  /** Tiles of the enabled games among `ids`, in the order given. */
  async #cards(ids: readonly number[], lang: Language): Promise<GameCard[]> {
    const games = new Map((await this.#repository.gamesByIds(ids)).map((game) => [game.id, game]));
    return ids.flatMap((id) => {
      const game = games.get(id);
      return game ? [toGameCard(game, lang)] : [];
    });
  }

  /** Drops the search index, when the catalogue changed: the next search builds it again. */
  forgetSearchIndex(): void {
    this.#index = undefined;
  }

  /** The search index, built on first use and again once it is older than its time to live. */
  async #searchIndex(): Promise<CatalogueIndex> {
    const now = this.#clock.now().getTime();
    const current = this.#index && (await this.#index.catch(() => undefined));
    if (current && now - current.builtAt < SEARCH_INDEX_TTL_MS) return current;
    const building = this.#buildIndex(now);
    this.#index = building;
    return building;
  }

  async #buildIndex(builtAt: number): Promise<CatalogueIndex> {
    const source = await this.#repository.searchSource();
    const tagTitles = new Map(source.tags.map((tag) => [tag.id, Object.values(tag.titles)]));
    const games = new SearchIndex();
    for (const game of source.games) {
      games.add(game.id, [
        ...Object.values(game.titles).map((text) => ({ text, weight: FIELD_WEIGHTS.title })),
        { text: game.providerTitle, weight: FIELD_WEIGHTS.provider },
        ...game.tagIds.flatMap((id) =>
          (tagTitles.get(id) ?? []).map((text) => ({ text, weight: FIELD_WEIGHTS.tag })),
        ),
      ]);
    }
    const tags = new SearchIndex();
    for (const tag of source.tags) {
      tags.add(
        tag.id,
        Object.values(tag.titles).map((text) => ({ text, weight: FIELD_WEIGHTS.title })),
      );
    }
    return { games, tags, builtAt };
  }
}

function toTag(tag: TagWithCount, lang: Language): GameTag {
  return {
    id: tag.id,
    slug: tag.slug,
    title: tag.titles[lang],
    gamesCount: tag.gamesCount,
    groupSlug: tag.groupSlug,
  };
}

function toRubric(rubric: RubricRow, lang: Language): Rubric {
  return { id: rubric.id, slug: rubric.slug, title: rubric.titles[lang] };
}

/** Realised RTP in basis points, rounded down; the sums can exceed 2^53 / 10 000, so the division is exact. */
function realisedRtpBp(stakes: number, wins: number): number {
  return Number((BigInt(wins) * 10_000n) / BigInt(stakes));
}

/** A player's public name in a feed: the first three letters and stars ("Iva***"); one letter of short names. */
export function maskName(name: string): string {
  const letters = [...name];
  return `${letters.slice(0, letters.length > 3 ? 3 : 1).join('')}***`;
}
