import type { GameKind } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentAuditContext, writeAuditRecord } from '../audit/index.ts';
import { type CatalogueGame, CatalogueRepository } from './catalogue.repository.ts';

/** The catalogue's order is kept in steps of ten (as the seed writes it), renumbered from 10 whenever a game moves. */
const SORT_STEP = 10;

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
 * one, which enables or disables it or moves it. A change is made in one transaction with its audit record (the
 * operator the request runs as, and their reason), then every node drops what it built from the catalogue (the
 * `catalogue` caches: the search index, guests' pages): the lobby lists only enabled games and launches refuse
 * the others, read from the tables.
 */
export class CatalogueAdmin {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #invalidate: () => Promise<void>;

  constructor(deps: { db: Db; clock: Clock; invalidateCatalogue: () => Promise<void> }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#invalidate = deps.invalidateCatalogue;
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
    const changed = await this.#db.transaction(async (tx) => {
      const repository = new CatalogueRepository(tx);
      const order = await repository.lockOrder();
      const from = order.findIndex((game) => game.slug === slug);
      const game = order[from];
      if (!game) return undefined;
      const enabled = change.enabled ?? game.isEnabled;
      const to =
        change.position === undefined ? from : Math.min(Math.max(change.position, 1), order.length) - 1;
      if (enabled === game.isEnabled && to === from) return false;
      if (enabled !== game.isEnabled) await repository.setEnabled(game.id, enabled);
      if (to !== from) {
        const moved = order.filter((entry) => entry.id !== game.id);
        moved.splice(to, 0, game);
        for (const [index, entry] of moved.entries()) {
          const sortOrder = (index + 1) * SORT_STEP;
          if (entry.sortOrder !== sortOrder) await repository.setSortOrder(entry.id, sortOrder);
        }
      }
      const action = enabled === game.isEnabled ? 'game.moved' : enabled ? 'game.enabled' : 'game.disabled';
      await writeAuditRecord(tx, this.#clock.now(), await currentAuditContext(), {
        playerId: null,
        action,
        before: { game: slug, enabled: game.isEnabled, position: from + 1 },
        after: { game: slug, enabled, position: to + 1 },
        reason,
      });
      return true;
    });
    if (changed === undefined) return undefined;
    // After the commit, so no node rebuilds from the catalogue as it was.
    if (changed) await this.#invalidate();
    return this.#listing(slug);
  }

  async #listing(slug: string): Promise<CatalogueListing | undefined> {
    const everyGame = await new CatalogueRepository(this.#db).everyGame();
    const index = everyGame.findIndex((game) => game.slug === slug);
    const game = everyGame[index];
    return game && listingOf(game, index + 1);
  }
}
