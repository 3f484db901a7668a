import type { GameKind, GameReaction } from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type GameProviderRow,
  type GameRow,
  gameFavorites,
  gameFutureSubscriptions,
  gameProviders,
  gameReactions,
  games,
  gameTags,
  type RubricRow,
  rubricGames,
  rubrics,
  type TagGroupRow,
  type TagRow,
  tagGroups,
  tags,
} from './catalogue.schema.ts';

/** A game with its provider and its tags (slugs, in tag order): everything a tile and a page are made of. */
export interface CatalogueGame extends GameRow {
  providerSlug: string;
  providerTitle: string;
  /** The provider's place in the providers' order. */
  providerOrder: number;
  tagSlugs: string[];
}

/** Which enabled games a list holds. A rubric's games come in its order, the others in catalogue order. */
export interface GameFilter {
  /** Only games released by then (coming-soon games left out). */
  releasedBy?: Date;
  kinds?: readonly GameKind[];
  isNew?: boolean;
  isHot?: boolean;
  isLive?: boolean;
  providerId?: number;
  tagId?: number;
  rubricId?: number;
  /** Only these games. */
  slugs?: readonly string[];
}

export interface TagWithCount extends TagRow {
  groupSlug: string | null;
  gamesCount: number;
}

export interface ReactionEntry {
  playerId: number;
  reaction: GameReaction;
  createdAt: Date;
}

/** A game of a rubric as operators manage it, enabled or not; `sortOrder` is its position in the rubric. */
export interface RubricMember {
  id: number;
  slug: string;
  titles: GameRow['titles'];
  isEnabled: boolean;
  sortOrder: number;
}

/** What the search index is built from: every enabled game's titles, provider and tags, and every tag. */
export interface SearchSource {
  games: { id: number; titles: GameRow['titles']; providerTitle: string; tagIds: number[] }[];
  tags: { id: number; slug: string; titles: TagRow['titles'] }[];
}

const gameColumns = {
  game: games,
  providerSlug: gameProviders.slug,
  providerTitle: gameProviders.title,
  providerOrder: gameProviders.sortOrder,
};

function flatten(row: { game: GameRow; providerSlug: string; providerTitle: string; providerOrder: number }) {
  const { game, ...provider } = row;
  return { ...game, ...provider };
}

/** The only code that reads or writes the catalogue's tables. */
export class CatalogueRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** A game by slug, enabled or not, released or not. */
  async gameBySlug(slug: string): Promise<CatalogueGame | undefined> {
    const [row] = await this.#db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(eq(games.slug, slug));
    return row && (await this.#withTags([flatten(row)]))[0];
  }

  /**
   * The kind of each game among `slugs` (enabled or not: a game played once counts as what it is), on the app's
   * connection or in the caller's transaction.
   */
  async kindsBySlug(slugs: readonly string[], executor: Db = this.#db): Promise<Map<string, GameKind>> {
    if (slugs.length === 0) return new Map();
    const rows = await executor
      .select({ slug: games.slug, kind: games.kind })
      .from(games)
      .where(inArray(games.slug, [...slugs]));
    return new Map(rows.map((row) => [row.slug, row.kind]));
  }

  /** The localized titles of the games among `slugs`, enabled or not (a game played once keeps its name). */
  async titlesBySlug(slugs: readonly string[]): Promise<Map<string, GameRow['titles']>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.#db
      .select({ slug: games.slug, titles: games.titles })
      .from(games)
      .where(inArray(games.slug, [...slugs]));
    return new Map(rows.map((row) => [row.slug, row.titles]));
  }

  /** The English title and published RTP (basis points) of each game among the slugs (the back office's reports). */
  async reportFacts(slugs: readonly string[]): Promise<Map<string, { name: string; rtp: number }>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.#db
      .select({ slug: games.slug, titles: games.titles, rtp: games.rtp })
      .from(games)
      .where(inArray(games.slug, [...slugs]));
    return new Map(rows.map((row) => [row.slug, { name: row.titles.en, rtp: row.rtp }]));
  }

  /** The enabled games among `ids`, in no particular order. */
  async gamesByIds(ids: readonly number[]): Promise<CatalogueGame[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(games.isEnabled, true), inArray(games.id, [...ids])));
    return this.#withTags(rows.map(flatten));
  }

  /**
   * The ids of the enabled games a filter holds, in list order: a rubric's own order, the catalogue's, or the
   * highest published RTP first.
   */
  async listedIds(filter: GameFilter = {}, order: 'catalogue' | 'rtp' = 'catalogue'): Promise<number[]> {
    const conditions: SQL[] = [eq(games.isEnabled, true)];
    if (filter.releasedBy) {
      conditions.push(or(isNull(games.releaseAt), lte(games.releaseAt, filter.releasedBy))!);
    }
    if (filter.kinds) conditions.push(inArray(games.kind, [...filter.kinds]));
    if (filter.isNew !== undefined) conditions.push(eq(games.isNew, filter.isNew));
    if (filter.isHot !== undefined) conditions.push(eq(games.isHot, filter.isHot));
    if (filter.isLive !== undefined) conditions.push(eq(games.isLive, filter.isLive));
    if (filter.providerId !== undefined) conditions.push(eq(games.providerId, filter.providerId));
    if (filter.slugs) conditions.push(inArray(games.slug, [...filter.slugs]));
    if (filter.tagId !== undefined) {
      conditions.push(
        inArray(
          games.id,
          this.#db.select({ id: gameTags.gameId }).from(gameTags).where(eq(gameTags.tagId, filter.tagId)),
        ),
      );
    }
    if (filter.rubricId === undefined) {
      const rows = await this.#db
        .select({ id: games.id })
        .from(games)
        .where(and(...conditions))
        .orderBy(...(order === 'rtp' ? [desc(games.rtp)] : []), asc(games.sortOrder), asc(games.id));
      return rows.map((row) => row.id);
    }
    const rows = await this.#db
      .select({ id: games.id })
      .from(games)
      .innerJoin(
        rubricGames,
        and(eq(rubricGames.gameId, games.id), eq(rubricGames.rubricId, filter.rubricId)),
      )
      .where(and(...conditions))
      .orderBy(asc(rubricGames.position), asc(games.sortOrder), asc(games.id));
    return rows.map((row) => row.id);
  }

  /** Enabled games sharing the most tags with the game, then in catalogue order. */
  async relatedIds(gameId: number, limit: number): Promise<number[]> {
    const shared = count();
    const rows = await this.#db
      .select({ id: games.id })
      .from(gameTags)
      .innerJoin(games, and(eq(games.id, gameTags.gameId), eq(games.isEnabled, true)))
      .where(
        and(
          sql`${games.id} <> ${gameId}`,
          inArray(
            gameTags.tagId,
            this.#db.select({ id: gameTags.tagId }).from(gameTags).where(eq(gameTags.gameId, gameId)),
          ),
        ),
      )
      .groupBy(games.id, games.sortOrder)
      .orderBy(desc(shared), asc(games.sortOrder), asc(games.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async providerBySlug(slug: string) {
    const [row] = await this.#db.select().from(gameProviders).where(eq(gameProviders.slug, slug));
    return row;
  }

  /** Every tag with its group and how many enabled games carry it, in group then tag order. */
  async tags(): Promise<TagWithCount[]> {
    const gamesCount = count(games.id);
    const rows = await this.#db
      .select({ tag: tags, groupSlug: tagGroups.slug, groupOrder: tagGroups.sortOrder, gamesCount })
      .from(tags)
      .leftJoin(tagGroups, eq(tagGroups.id, tags.groupId))
      .leftJoin(gameTags, eq(gameTags.tagId, tags.id))
      .leftJoin(games, and(eq(games.id, gameTags.gameId), eq(games.isEnabled, true)))
      .groupBy(tags.id, tagGroups.slug, tagGroups.sortOrder)
      .orderBy(sql`${tagGroups.sortOrder} nulls last`, asc(tags.sortOrder), asc(tags.id));
    return rows.map((row) => ({ ...row.tag, groupSlug: row.groupSlug, gamesCount: row.gamesCount }));
  }

  async tagGroups(): Promise<TagGroupRow[]> {
    return this.#db.select().from(tagGroups).orderBy(asc(tagGroups.sortOrder), asc(tagGroups.id));
  }

  async rubrics(): Promise<RubricRow[]> {
    return this.#db.select().from(rubrics).orderBy(asc(rubrics.sortOrder), asc(rubrics.id));
  }

  async searchSource(): Promise<SearchSource> {
    const [gameRows, links, tagRows] = await Promise.all([
      this.#db
        .select({ id: games.id, titles: games.titles, providerTitle: gameProviders.title })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.isEnabled, true))
        .orderBy(asc(games.sortOrder), asc(games.id)),
      this.#db.select().from(gameTags),
      this.#db.select({ id: tags.id, slug: tags.slug, titles: tags.titles }).from(tags).orderBy(asc(tags.id)),
    ]);
    const tagIdsOf = new Map<number, number[]>();
    for (const link of links) tagIdsOf.set(link.gameId, [...(tagIdsOf.get(link.gameId) ?? []), link.tagId]);
    return {
      games: gameRows.map((row) => ({ ...row, tagIds: tagIdsOf.get(row.id) ?? [] })),
      tags: tagRows,
    };
  }

  // ---- operations: the back office's view of the whole catalogue ----

  /** Every game, enabled or not, released or not, with its provider and tags, in catalogue order. */
  async everyGame(): Promise<CatalogueGame[]> {
    const rows = await this.#db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .orderBy(asc(games.sortOrder), asc(games.id));
    return this.#withTags(rows.map(flatten));
  }

  /** Every provider, in provider order. */
  async providers(): Promise<GameProviderRow[]> {
    return this.#db.select().from(gameProviders).orderBy(asc(gameProviders.sortOrder), asc(gameProviders.id));
  }

  /**
   * Every game's place, in catalogue order, locked to the end of the caller's transaction: changes to the order
   * are made one at a time. `for no key update`, so the rounds, sessions and reactions that reference games are
   * not held up meanwhile.
   */
  async lockOrder(): Promise<{ id: number; slug: string; isEnabled: boolean; sortOrder: number }[]> {
    return this.#db
      .select({ id: games.id, slug: games.slug, isEnabled: games.isEnabled, sortOrder: games.sortOrder })
      .from(games)
      .orderBy(asc(games.sortOrder), asc(games.id))
      .for('no key update');
  }

  async setEnabled(gameId: number, isEnabled: boolean): Promise<void> {
    await this.#db.update(games).set({ isEnabled }).where(eq(games.id, gameId));
  }

  async setSortOrder(gameId: number, sortOrder: number): Promise<void> {
    await this.#db.update(games).set({ sortOrder }).where(eq(games.id, gameId));
  }

  /** The game's id and its tags' ids, the game's row locked to the end of the caller's transaction. */
  async lockGameTags(slug: string): Promise<{ id: number; tagIds: number[] } | undefined> {
    const [game] = await this.#db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.slug, slug))
      .for('no key update');
    if (!game) return undefined;
    const links = await this.#db
      .select({ tagId: gameTags.tagId })
      .from(gameTags)
      .where(eq(gameTags.gameId, game.id));
    return { id: game.id, tagIds: links.map((link) => link.tagId) };
  }

  /** Gives the game exactly these tags. */
  async setGameTags(gameId: number, tagIds: readonly number[]): Promise<void> {
    await this.#db
      .delete(gameTags)
      .where(
        and(eq(gameTags.gameId, gameId), tagIds.length ? notInArray(gameTags.tagId, [...tagIds]) : undefined),
      );
    if (tagIds.length) {
      await this.#db
        .insert(gameTags)
        .values(tagIds.map((tagId) => ({ gameId, tagId })))
        .onConflictDoNothing();
    }
  }

  /**
   * Every rubric in lobby order, locked to the end of the caller's transaction: changes to rubrics and their games
   * are made one at a time (`for no key update`, so readers and the rows referencing rubrics are not held up).
   */
  async lockRubrics(): Promise<RubricRow[]> {
    return this.#db
      .select()
      .from(rubrics)
      .orderBy(asc(rubrics.sortOrder), asc(rubrics.id))
      .for('no key update');
  }

  async setRubricSortOrder(rubricId: number, sortOrder: number): Promise<void> {
    await this.#db.update(rubrics).set({ sortOrder }).where(eq(rubrics.id, rubricId));
  }

  /**
   * The games of the rubrics, enabled or not, each rubric's in its order (the order the site lists the enabled
   * ones in); `sortOrder` is the game's position in the rubric.
   */
  async rubricMembers(rubricIds: readonly number[]): Promise<Map<number, RubricMember[]>> {
    if (rubricIds.length === 0) return new Map();
    const rows = await this.#db
      .select({
        rubricId: rubricGames.rubricId,
        id: games.id,
        slug: games.slug,
        titles: games.titles,
        isEnabled: games.isEnabled,
        sortOrder: rubricGames.position,
      })
      .from(rubricGames)
      .innerJoin(games, eq(games.id, rubricGames.gameId))
      .where(inArray(rubricGames.rubricId, [...rubricIds]))
      .orderBy(asc(rubricGames.rubricId), asc(rubricGames.position), asc(games.sortOrder), asc(games.id));
    const members = new Map<number, RubricMember[]>();
    for (const { rubricId, ...member } of rows)
      members.set(rubricId, [...(members.get(rubricId) ?? []), member]);
    return members;
  }

  async addRubricGame(rubricId: number, gameId: number, position: number): Promise<void> {
    await this.#db.insert(rubricGames).values({ rubricId, gameId, position });
  }

  async removeRubricGame(rubricId: number, gameId: number): Promise<void> {
    await this.#db
      .delete(rubricGames)
      .where(and(eq(rubricGames.rubricId, rubricId), eq(rubricGames.gameId, gameId)));
  }

  async setRubricGamePosition(rubricId: number, gameId: number, position: number): Promise<void> {
    await this.#db
      .update(rubricGames)
      .set({ position })
      .where(and(eq(rubricGames.rubricId, rubricId), eq(rubricGames.gameId, gameId)));
  }

  /** Every provider in provider order, locked to the end of the caller's transaction, like `lockRubrics`. */
  async lockProviders(): Promise<GameProviderRow[]> {
    return this.#db
      .select()
      .from(gameProviders)
      .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.id))
      .for('no key update');
  }

  async setProviderSortOrder(providerId: number, sortOrder: number): Promise<void> {
    await this.#db.update(gameProviders).set({ sortOrder }).where(eq(gameProviders.id, providerId));
  }

  /** How many games each provider has, and how many of them are enabled; a provider without games is left out. */
  async providerGameCounts(): Promise<Map<number, { enabled: number; total: number }>> {
    const rows = await this.#db
      .select({
        providerId: games.providerId,
        enabled: sql<number>`count(*) filter (where ${games.isEnabled})::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(games)
      .groupBy(games.providerId);
    return new Map(rows.map(({ providerId, ...counts }) => [providerId, counts]));
  }

  // ---- the player's own: favourites, reactions, subscriptions ----

  /** The player's favourite enabled games, the newest favourite first. */
  async favoriteIds(playerId: number): Promise<number[]> {
    const rows = await this.#db
      .select({ id: gameFavorites.gameId })
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .where(and(eq(gameFavorites.playerId, playerId), eq(games.isEnabled, true)))
      .orderBy(desc(gameFavorites.createdAt), desc(gameFavorites.gameId));
    return rows.map((row) => row.id);
  }

  /** Adds the game to the player's favourites, or takes it out when it is there; answers whether it now is. */
  async toggleFavorite(playerId: number, gameId: number, at: Date): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const removed = await tx
        .delete(gameFavorites)
        .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)))
        .returning({ gameId: gameFavorites.gameId });
      if (removed.length > 0) return false;
      await tx.insert(gameFavorites).values({ playerId, gameId, createdAt: at }).onConflictDoNothing();
      return true;
    });
  }

  /** The player's relation to one game: favourite, reaction, subscription. */
  async playerView(playerId: number, gameId: number) {
    const [favorite, reaction, subscription] = await Promise.all([
      this.#db
        .select({ id: gameFavorites.gameId })
        .from(gameFavorites)
        .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId))),
      this.#db
        .select({ reaction: gameReactions.reaction })
        .from(gameReactions)
        .where(and(eq(gameReactions.playerId, playerId), eq(gameReactions.gameId, gameId))),
      this.#db
        .select({ id: gameFutureSubscriptions.gameId })
        .from(gameFutureSubscriptions)
        .where(
          and(eq(gameFutureSubscriptions.playerId, playerId), eq(gameFutureSubscriptions.gameId, gameId)),
        ),
    ]);
    return {
      isFavorite: favorite.length > 0,
      myReaction: reaction[0]?.reaction ?? null,
      isFutureSubscribed: subscription.length > 0,
    };
  }

  /**
   * Sets (or with null takes back) the player's reaction and moves the game's counters by the difference, in one
   * transaction. The game's row is locked first (`for no key update`, which does not block rounds referencing
   * the game), so two reactions to one game never read the same counters and the counters always equal the rows.
   */
  async setReaction(
    player: { id: number; brand: string },
    gameId: number,
    reaction: GameReaction | null,
    at: Date,
  ): Promise<{ likes: number; dislikes: number }> {
    const { id: playerId, brand } = player;
    return this.#db.transaction(async (tx) => {
      await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('no key update');
      const key = and(eq(gameReactions.playerId, playerId), eq(gameReactions.gameId, gameId));
      const [previous] = await tx.select({ reaction: gameReactions.reaction }).from(gameReactions).where(key);
      const before = previous?.reaction ?? null;
      if (reaction === null) {
        await tx.delete(gameReactions).where(key);
      } else if (reaction !== before) {
        await tx
          .insert(gameReactions)
          .values({ playerId, gameId, brand, reaction, createdAt: at })
          .onConflictDoUpdate({
            target: [gameReactions.playerId, gameReactions.gameId],
            set: { reaction, createdAt: at },
          });
      }
      const delta = (kind: GameReaction) => Number(reaction === kind) - Number(before === kind);
      const [counters] = await tx
        .update(games)
        .set({
          likes: sql`${games.likes} + ${delta('like')}`,
          dislikes: sql`${games.dislikes} + ${delta('dislike')}`,
        })
        .where(eq(games.id, gameId))
        .returning({ likes: games.likes, dislikes: games.dislikes });
      if (!counters) throw new Error(`game ${gameId} vanished while its reaction changed`);
      return counters;
    });
  }

  /** The latest reactions to a game by players of one brand. */
  async reactions(gameId: number, brand: string, limit: number, offset: number): Promise<ReactionEntry[]> {
    return this.#db
      .select({
        playerId: gameReactions.playerId,
        reaction: gameReactions.reaction,
        createdAt: gameReactions.createdAt,
      })
      .from(gameReactions)
      .where(and(eq(gameReactions.gameId, gameId), eq(gameReactions.brand, brand)))
      .orderBy(desc(gameReactions.createdAt), desc(gameReactions.playerId))
      .limit(limit)
      .offset(offset);
  }

  /** The enabled games the player liked, the latest like first. */
  async likedIds(playerId: number): Promise<number[]> {
    const rows = await this.#db
      .select({ id: gameReactions.gameId })
      .from(gameReactions)
      .innerJoin(games, eq(games.id, gameReactions.gameId))
      .where(
        and(
          eq(gameReactions.playerId, playerId),
          eq(gameReactions.reaction, 'like'),
          eq(games.isEnabled, true),
        ),
      )
      .orderBy(desc(gameReactions.createdAt), desc(gameReactions.gameId));
    return rows.map((row) => row.id);
  }

  async setFutureSubscription(
    playerId: number,
    gameId: number,
    subscribed: boolean,
    at: Date,
  ): Promise<void> {
    if (subscribed) {
      await this.#db
        .insert(gameFutureSubscriptions)
        .values({ playerId, gameId, createdAt: at })
        .onConflictDoNothing();
      return;
    }
    await this.#db
      .delete(gameFutureSubscriptions)
      .where(and(eq(gameFutureSubscriptions.playerId, playerId), eq(gameFutureSubscriptions.gameId, gameId)));
  }

  async #withTags<T extends GameRow>(rows: T[]): Promise<(T & { tagSlugs: string[] })[]> {
    if (rows.length === 0) return [];
    const links = await this.#db
      .select({ gameId: gameTags.gameId, slug: tags.slug })
      .from(gameTags)
      .innerJoin(tags, eq(tags.id, gameTags.tagId))
      .leftJoin(tagGroups, eq(tagGroups.id, tags.groupId))
      .where(
        inArray(
          gameTags.gameId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(sql`${tagGroups.sortOrder} nulls last`, asc(tags.sortOrder), asc(tags.id));
    const slugsOf = new Map<number, string[]>();
    for (const link of links) slugsOf.set(link.gameId, [...(slugsOf.get(link.gameId) ?? []), link.slug]);
    return rows.map((row) => ({ ...row, tagSlugs: slugsOf.get(row.id) ?? [] }));
  }
}
