import { type GameKind, STUDIO_PROVIDER } from '@casino/contracts';
import { STUDIO_GAMES } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  gameProviders,
  games,
  gameTags,
  type NewGameRow,
  rubricGames,
  rubrics,
  tagGroups,
  tags,
} from './catalogue.schema.ts';
import { COMING_SOON_GAMES, PLANNED_BET_STEPS } from './seed/coming-soon.ts';
import { studioGameRules } from './seed/rules.ts';
import { STUDIO_GAME_LISTINGS } from './seed/studio-games.ts';
import { SEED_RUBRICS, SEED_TAG_GROUPS, VOLATILITY_TAGS } from './seed/taxonomy.ts';

/** The in-house studio as players see it in the lobby. */
export const STUDIO_PROVIDER_TITLE = 'Sevens Studio';

const DAY_MS = 24 * 60 * 60 * 1000;
const SORT_STEP = 10;

type SeedGame = Omit<NewGameRow, 'providerId'> & { tagSlugs: string[] };

const SLOT_FEATURES = ['free-spins', 'wild', 'scatter', 'multiplier'];

/** Feature tags follow from what a game is: every studio game is provably fair, video slots have the bonus set. */
function tagSlugsOf(kind: GameKind, themes: string[], volatility: keyof typeof VOLATILITY_TAGS): string[] {
  return [
    ...(kind === 'video-slot' ? SLOT_FEATURES : []),
    'provably-fair',
    ...themes,
    VOLATILITY_TAGS[volatility],
  ];
}

/** The rubrics' members: editorial collections by what games are, `popular` computed from play (no members). */
const RUBRIC_MEMBERS: Record<string, (game: SeedGame) => boolean> = {
  popular: () => false,
  new: (game) => Boolean(game.isNew || game.releaseAt),
  hot: (game) => Boolean(game.isHot),
  originals: () => true,
  slots: (game) => game.kind === 'video-slot' || game.kind === 'classic-slot',
  table: (game) => game.kind === 'roulette',
  instant: (game) => game.kind === 'dice' || game.kind === 'crash',
};

function seedGames(now: Date): SeedGame[] {
  const released = STUDIO_GAMES.map((game): Omit<SeedGame, 'sortOrder'> => {
    const listing = STUDIO_GAME_LISTINGS[game.slug];
    if (!listing) throw new Error(`the studio game ${game.slug} has no catalogue listing`);
    return {
      slug: game.slug,
      titles: game.titles,
      kind: game.kind,
      art: game.theme,
      rtp: game.rtp,
      volatility: game.volatility,
      betSteps: game.betSteps,
      maxWinMultiplier: game.maxWinMultiplier,
      minGameCycleMs: game.minGameCycleMs,
      isNew: listing.isNew ?? false,
      isHot: listing.isHot ?? false,
      descriptions: listing.descriptions,
      rules: studioGameRules(game),
      tagSlugs: tagSlugsOf(game.kind, listing.themes, game.volatility),
    };
  });
  const comingSoon = COMING_SOON_GAMES.map(
    (game): Omit<SeedGame, 'sortOrder'> => ({
      slug: game.slug,
      titles: game.titles,
      kind: game.kind,
      art: game.art,
      rtp: game.rtp,
      volatility: game.volatility,
      betSteps: PLANNED_BET_STEPS,
      maxWinMultiplier: game.maxWinMultiplier,
      minGameCycleMs: game.minGameCycleMs,
      isNew: true,
      // Nothing to play in demo before the release either.
      hasDemo: false,
      releaseAt: new Date(now.getTime() + game.releaseInDays * DAY_MS),
      descriptions: game.descriptions,
      rules: game.rules,
      tagSlugs: tagSlugsOf(game.kind, game.themes, game.volatility),
    }),
  );
  return [...released, ...comingSoon].map((game, index) => ({ ...game, sortOrder: (index + 1) * SORT_STEP }));
}

/**
 * Seeds the studio provider, every studio game, the tags, tag groups, rubrics and the coming-soon games. It runs
 * at every boot and inserts only what is missing: a row that exists belongs to operations from then on (a game
 * disabled, a tag renamed), and a game's tags and rubric places are seeded only with the game itself, so links
 * operations removed stay removed. Boots of several nodes at once insert each row once.
 */
export async function seedCatalogue(db: Db, clock: Clock = systemClock): Promise<void> {
  const seeded = seedGames(clock.now());
  await db.transaction(async (tx) => {
    await tx
      .insert(gameProviders)
      .values({ slug: STUDIO_PROVIDER, title: STUDIO_PROVIDER_TITLE, sortOrder: SORT_STEP })
      .onConflictDoNothing();
    await tx
      .insert(tagGroups)
      .values(
        SEED_TAG_GROUPS.map((group, index) => ({ slug: group.slug, titles: group.titles, sortOrder: index })),
      )
      .onConflictDoNothing();
    const groupIds = new Map(
      (await tx.select({ id: tagGroups.id, slug: tagGroups.slug }).from(tagGroups)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    await tx
      .insert(tags)
      .values(
        SEED_TAG_GROUPS.flatMap((group) =>
          group.tags.map((tag, index) => ({
            slug: tag.slug,
            titles: tag.titles,
            groupId: groupIds.get(group.slug) ?? null,
            isPromoted: tag.isPromoted ?? false,
            sortOrder: index,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(rubrics)
      .values(SEED_RUBRICS.map((rubric, index) => ({ ...rubric, sortOrder: index })))
      .onConflictDoNothing();

    const [studio] = await tx
      .select({ id: gameProviders.id })
      .from(gameProviders)
      .where(eq(gameProviders.slug, STUDIO_PROVIDER));
    if (!studio) throw new Error('the studio provider was not seeded');
    const inserted = await tx
      .insert(games)
      .values(seeded.map(({ tagSlugs: _, ...game }) => ({ ...game, providerId: studio.id })))
      .onConflictDoNothing()
      .returning({ id: games.id, slug: games.slug });
    if (inserted.length === 0) return;

    const gameIds = new Map(inserted.map((row) => [row.slug, row.id]));
    const newGames = seeded.filter((game) => gameIds.has(game.slug));
    const tagIds = new Map(
      (await tx.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id]),
    );
    const links = newGames.flatMap((game) =>
      game.tagSlugs.flatMap((slug) => {
        const tagId = tagIds.get(slug);
        return tagId === undefined ? [] : [{ gameId: gameIds.get(game.slug)!, tagId }];
      }),
    );
    if (links.length) await tx.insert(gameTags).values(links).onConflictDoNothing();

    const rubricRows = await tx.select({ id: rubrics.id, slug: rubrics.slug }).from(rubrics);
    const places = rubricRows.flatMap((rubric) => {
      const belongs = RUBRIC_MEMBERS[rubric.slug];
      if (!belongs) return [];
      // Positions follow the seed's order, so a game added by a later boot takes its place among the others.
      return seeded.flatMap((game, index) =>
        gameIds.has(game.slug) && belongs(game)
          ? [{ rubricId: rubric.id, gameId: gameIds.get(game.slug)!, position: (index + 1) * SORT_STEP }]
          : [],
      );
    });
    if (places.length) await tx.insert(rubricGames).values(places).onConflictDoNothing();
  });
}
