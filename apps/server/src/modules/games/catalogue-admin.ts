import type { GameKind } from '@casino/contracts';
import { validationFailed } from '../../platform/http/app-error.ts';
import { type CatalogueGame, CatalogueRepository } from './catalogue.repository.ts';
import { type CatalogueChangeDeps, changeCatalogue, placeIndex, renumbered } from './catalogue-change.ts';

/** A game as operators manage it: English title, provider, published RTP, state and place in the lobby. */
export interface CatalogueListing {
  slug: string;
  title: string;
  provider: { slug: string; title: string };
  kind: GameKind;
  /** Basis points. */
  rtp: number;
  enabled: boolean;
  /** 1 for the first game of the catalogue's order, counting every game (disabled ones keep their place). */
  position: number;
  releaseAt: Date | null;
  tags: string[];
}

export interface CatalogueListingQuery {
  /** Part of the English title or of the slug, in any case. */
  q?: string | undefined;
  provider?: string | undefined;
  enabled?: boolean | undefined;
}

/** A tag as the console's picker offers it: English titles, under its group (null for a tag of none). */
export interface CatalogueTag {
  slug: string;
  title: string;
  group: { slug: string; title: string } | null;
}

export interface CatalogueChange {
  enabled?: boolean | undefined;
  /** 1 for the first; past the end means the last. */
  position?: number | undefined;
}

function listingOf(game: CatalogueGame, position: number): CatalogueListing {
  return {
    slug: game.slug,
    title: game.titles.en,
    provider: { slug: game.providerSlug, title: game.providerTitle },
    kind: game.kind,
    rtp: game.rtp,
    enabled: game.isEnabled,
    position,
    releaseAt: game.releaseAt,
    tags: game.tagSlugs,
  };
}

/**
 * The catalogue as operations run it (the back office): every game in lobby order, and an operator's change to
 * one, which enables or disables it, moves it or sets its tags. A change is made in one transaction with its
 * audit record (the operator the request runs as, and their reason), then every node drops what it built from the
 * catalogue (the `catalogue` caches: the search index, guests' pages): the lobby lists only enabled games and
 * launches refuse the others, read from the tables.
 */
export class CatalogueAdmin {
  readonly #deps: CatalogueChangeDeps;
  readonly #db: CatalogueChangeDeps['db'];

  constructor(deps: CatalogueChangeDeps) {
    this.#deps = deps;
    this.#db = deps.db;
  }

  /** The games a query matches, in catalogue order; `total` counts the whole catalogue. */
  async list(
    query: CatalogueListingQuery = {},
  ): Promise<{ games: CatalogueListing[]; total: number; providers: { slug: string; title: string }[] }> {
    const repository = new CatalogueRepository(this.#db);
    const [everyGame, providers] = await Promise.all([repository.everyGame(), repository.providers()]);
    const q = query.q?.trim().toLowerCase() ?? '';
    const games = everyGame
      .map((game, index) => listingOf(game, index + 1))
      .filter(
        (game) =>
          (q === '' || game.title.toLowerCase().includes(q) || game.slug.toLowerCase().includes(q)) &&
          (query.provider === undefined || game.provider.slug === query.provider) &&
          (query.enabled === undefined || game.enabled === query.enabled),
      );
    return {
      games,
      total: everyGame.length,
      providers: providers.map((provider) => ({ slug: provider.slug, title: provider.title })),
    };
  }

  /**
   * Enables or disables the game and moves it to `position`, as asked, with the reason in the audit trail;
   * undefined for an unknown slug. Asking for what already is changes nothing and records nothing.
   */
  async change(slug: string, change: CatalogueChange, reason: string): Promise<CatalogueListing | undefined> {
    const found = await changeCatalogue(this.#deps, async (tx, audit) => {
      const repository = new CatalogueRepository(tx);
      const order = await repository.lockOrder();
      const from = order.findIndex((game) => game.slug === slug);
      const game = order[from];
      if (!game) return false;
      const enabled = change.enabled ?? game.isEnabled;
      const to = change.position === undefined ? from : placeIndex(change.position, order.length);
      if (enabled === game.isEnabled && to === from) return true;
      if (enabled !== game.isEnabled) await repository.setEnabled(game.id, enabled);
      if (to !== from) {
        for (const entry of renumbered(order, game, to)) {
          await repository.setSortOrder(entry.id, entry.sortOrder);
        }
      }
      await audit({
        action: enabled === game.isEnabled ? 'game.moved' : enabled ? 'game.enabled' : 'game.disabled',
        before: { game: slug, enabled: game.isEnabled, position: from + 1 },
        after: { game: slug, enabled, position: to + 1 },
        reason,
      });
      return true;
    });
    return found ? this.#listing(slug) : undefined;
  }

  /** Every tag, in group then tag order, for choosing a game's. */
  async tags(): Promise<CatalogueTag[]> {
    const repository = new CatalogueRepository(this.#db);
    const [tags, groups] = await Promise.all([repository.tags(), repository.tagGroups()]);
    const groupOf = new Map(groups.map((group) => [group.id, { slug: group.slug, title: group.titles.en }]));
    return tags.map((tag) => ({
      slug: tag.slug,
      title: tag.titles.en,
      group: tag.groupId === null ? null : (groupOf.get(tag.groupId) ?? null),
    }));
  }

  /**
   * Gives the game exactly these tags (slugs; an unknown one is refused with the field named), with the reason in
   * the audit trail; undefined for an unknown game. The tag pages, filters and search follow at once.
   */
  async setTags(
    slug: string,
    tagSlugs: readonly string[],
    reason: string,
  ): Promise<CatalogueListing | undefined> {
    const found = await changeCatalogue(this.#deps, async (tx, audit) => {
      const repository = new CatalogueRepository(tx);
      const tags = await repository.tags();
      const unknown = tagSlugs.filter((wanted) => !tags.some((tag) => tag.slug === wanted));
      if (unknown.length) throw validationFailed({ tags: `no such tag: ${unknown.join(', ')}` });
      const game = await repository.lockGameTags(slug);
      if (!game) return false;
      const wanted = new Set(tagSlugs);
      // In tag order, as the game's tags are listed everywhere.
      const before = tags.filter((tag) => game.tagIds.includes(tag.id));
      const after = tags.filter((tag) => wanted.has(tag.slug));
      if (before.length === after.length && after.every((tag) => game.tagIds.includes(tag.id))) return true;
      await repository.setGameTags(
        game.id,
        after.map((tag) => tag.id),
      );
      await audit({
        action: 'game.tags_changed',
        before: { game: slug, tags: before.map((tag) => tag.slug) },
        after: { game: slug, tags: after.map((tag) => tag.slug) },
        reason,
      });
      return true;
    });
    return found ? this.#listing(slug) : undefined;
  }

  async #listing(slug: string): Promise<CatalogueListing | undefined> {
    const everyGame = await new CatalogueRepository(this.#db).everyGame();
    const index = everyGame.findIndex((game) => game.slug === slug);
    const game = everyGame[index];
    return game && listingOf(game, index + 1);
  }
}
