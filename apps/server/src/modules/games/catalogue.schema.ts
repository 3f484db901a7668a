import type { Currency, GameKind, GameReaction, Language, Volatility } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/** A text in every language: no catalogue entry falls back to another language's words. */
export type LocalizedText = Record<Language, string>;

/** A studio or an outside provider whose games the casino offers through the seamless-wallet API. */
export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique('game_providers_slug'),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A game of the catalogue, shared by every brand. `rtp` is the published return to player in basis points;
 * `betSteps` the allowed total stakes per currency in minor units, ascending (a currency missing is not played).
 * A game with `releaseAt` in the future is coming soon: listed, subscribable, not launchable. `likes` and
 * `dislikes` are counters kept by the transaction that changes a reaction, so every tile reads them for free.
 */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique('games_slug'),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    kind: text('kind').$type<GameKind>().notNull(),
    /** Key of the artwork the web app draws for the tile and the game page. */
    art: text('art').notNull(),
    rtp: integer('rtp').notNull(),
    volatility: text('volatility').$type<Volatility>().notNull(),
    betSteps: jsonb('bet_steps').$type<Partial<Record<Currency, number[]>>>().notNull(),
    maxWinMultiplier: integer('max_win_multiplier').notNull(),
    /** RTS 14: the shortest a round may take (2.5 s for slots), 0 where there is no minimum. */
    minGameCycleMs: integer('min_game_cycle_ms').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    hasDemo: boolean('has_demo').notNull().default(true),
    isLive: boolean('is_live').notNull().default(false),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    /** How to play, in plain paragraphs separated by blank lines. */
    rules: jsonb('rules').$type<LocalizedText>().notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('games_provider').on(table.providerId),
    index('games_sort').on(table.sortOrder, table.id),
    check('games_rtp', sql`${table.rtp} between 0 and 10000`),
    check('games_max_win', sql`${table.maxWinMultiplier} > 0`),
    check('games_reaction_counts', sql`${table.likes} >= 0 and ${table.dislikes} >= 0`),
    check(
      'games_kind',
      sql`${table.kind} in ('video-slot', 'classic-slot', 'roulette', 'dice', 'crash', 'live')`,
    ),
    check('games_volatility', sql`${table.volatility} in ('low', 'medium', 'high', 'very-high')`),
  ],
);

/** A heading tags are grouped under for filters ("Features", "Theme", "Volatility"). */
export const tagGroups = pgTable('tag_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique('tag_groups_slug'),
  titles: jsonb('titles').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A label games carry (free spins, Egypt, high volatility), with a page of its own. A promoted tag is shown with
 * its games on a provider's promotion block.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique('tags_slug'),
    groupId: integer('group_id').references(() => tagGroups.id),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    isPromoted: boolean('is_promoted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('tags_group').on(table.groupId)],
);

export const gameTags = pgTable(
  'game_tags',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ name: 'game_tags_key', columns: [table.gameId, table.tagId] }),
    index('game_tags_tag').on(table.tagId),
  ],
);

/**
 * A collection of games with a page at `/special/{slug}/`. An editorial rubric lists its games in
 * `rubric_games` order; a `popular` rubric holds every released game, most played first, and has no rows there.
 */
export const rubrics = pgTable(
  'rubrics',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique('rubrics_slug'),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    /** The collection's page text, plain paragraphs. */
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    ordering: text('ordering').$type<RubricOrdering>().notNull().default('editorial'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('rubrics_ordering', sql`${table.ordering} in ('editorial', 'popular')`)],
);

export type RubricOrdering = 'editorial' | 'popular';

export const rubricGames = pgTable(
  'rubric_games',
  {
    rubricId: integer('rubric_id')
      .notNull()
      .references(() => rubrics.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'rubric_games_key', columns: [table.rubricId, table.gameId] }),
    index('rubric_games_order').on(table.rubricId, table.position),
  ],
);

/** A player's favourite games, newest first in their list. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'game_favorites_key', columns: [table.playerId, table.gameId] }),
    index('game_favorites_player').on(table.playerId, table.createdAt),
  ],
);

/**
 * A player's like or dislike of a game; `createdAt` is when it was last set. One per player and game. `brand` is
 * the player's, so a brand's feed of reactions is read from this table alone.
 */
export const gameReactions = pgTable(
  'game_reactions',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    brand: text('brand').notNull(),
    reaction: text('reaction').$type<GameReaction>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'game_reactions_key', columns: [table.playerId, table.gameId] }),
    // The game's feed in one brand, newest first.
    index('game_reactions_game').on(table.gameId, table.brand, table.createdAt),
    // The player's liked games, newest first.
    index('game_reactions_player').on(table.playerId, table.reaction, table.createdAt),
    check('game_reactions_reaction', sql`${table.reaction} in ('like', 'dislike')`),
  ],
);

/** Players who asked to hear when a coming-soon game is released. */
export const gameFutureSubscriptions = pgTable(
  'game_future_subscriptions',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'game_future_subscriptions_key', columns: [table.playerId, table.gameId] }),
    index('game_future_subscriptions_game').on(table.gameId),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type GameProviderRow = typeof gameProviders.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type TagGroupRow = typeof tagGroups.$inferSelect;
export type RubricRow = typeof rubrics.$inferSelect;
