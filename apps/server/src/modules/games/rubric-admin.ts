import { validationFailed } from '../../platform/http/app-error.ts';
import { CatalogueRepository, type RubricMember } from './catalogue.repository.ts';
import type { RubricOrdering, RubricRow } from './catalogue.schema.ts';
import { type CatalogueChangeDeps, changeCatalogue, placeIndex, renumbered } from './catalogue-change.ts';

/** A game of an editorial rubric as operators manage it. */
export interface RubricGameListing {
  slug: string;
  title: string;
  /** A disabled game keeps its place in the rubric, but the site leaves it out. */
  enabled: boolean;
  /** 1 for the rubric's first game, counting disabled ones. */
  position: number;
}

/** A rubric (a row of the lobby and its `/special/{slug}/` page) as operators manage it. */
export interface RubricListing {
  slug: string;
  /** The English title. */
  title: string;
  ordering: RubricOrdering;
  /** 1 for the lobby's first row. */
  position: number;
  /** An editorial rubric's games in its order; null for a `popular` one, whose games come from play. */
  games: RubricGameListing[] | null;
}

/** What is done to a rubric's games, by the slug of the game it is done to. */
export type RubricGameChange =
  | { kind: 'add'; position?: number | undefined }
  | { kind: 'move'; position: number }
  | { kind: 'remove' };

const popularRefused = () =>
  validationFailed({ rubric: 'a popular collection lists games by play: it has no games to edit' });

function listingOf(rubric: RubricRow, index: number, members: RubricMember[] | undefined): RubricListing {
  return {
    slug: rubric.slug,
    title: rubric.titles.en,
    ordering: rubric.ordering,
    position: index + 1,
    games:
      rubric.ordering === 'popular'
        ? null
        : (members ?? []).map((game, place) => ({
            slug: game.slug,
            title: game.titles.en,
            enabled: game.isEnabled,
            position: place + 1,
          })),
  };
}

/**
 * The rubrics as operations run them (the back office): their order in the lobby, and an editorial rubric's games
 * (added, removed, moved). Each change is made in one transaction with its audit record, then every node forgets
 * what it built from the catalogue, so the lobby's rows and the collection pages show it at once.
 */
export class RubricAdmin {
  readonly #deps: CatalogueChangeDeps;

  constructor(deps: CatalogueChangeDeps) {
    this.#deps = deps;
  }

  /** Every rubric in lobby order, with its games. */
  async list(): Promise<RubricListing[]> {
    const repository = new CatalogueRepository(this.#deps.db);
    const rubrics = await repository.rubrics();
    const members = await repository.rubricMembers(rubrics.map((rubric) => rubric.id));
    return rubrics.map((rubric, index) => listingOf(rubric, index, members.get(rubric.id)));
  }

  /** Moves the rubric to `position` in the lobby (past the end: the last); undefined for an unknown slug. */
  async move(slug: string, position: number, reason: string): Promise<RubricListing | undefined> {
    const found = await changeCatalogue(this.#deps, async (tx, audit) => {
      const repository = new CatalogueRepository(tx);
      const order = await repository.lockRubrics();
      const from = order.findIndex((rubric) => rubric.slug === slug);
      const rubric = order[from];
      if (!rubric) return false;
      const to = placeIndex(position, order.length);
      if (to === from) return true;
      for (const entry of renumbered(order, rubric, to)) {
        await repository.setRubricSortOrder(entry.id, entry.sortOrder);
      }
      await audit({
        action: 'rubric.moved',
        before: { rubric: slug, position: from + 1 },
        after: { rubric: slug, position: to + 1 },
        reason,
      });
      return true;
    });
    return found ? this.#listing(slug) : undefined;
  }

  /**
   * Adds a game to an editorial rubric (at `position`, or the end), moves one of its games or removes it, with the
   * reason in the audit trail. Undefined for an unknown rubric, or a game to move or remove that is not in it; a
   * game to add must exist and not be in the rubric yet (422 otherwise), and a `popular` rubric is refused (422).
   */
  async changeGame(
    rubricSlug: string,
    gameSlug: string,
    change: RubricGameChange,
    reason: string,
  ): Promise<RubricListing | undefined> {
    const found = await changeCatalogue(this.#deps, async (tx, audit) => {
      const repository = new CatalogueRepository(tx);
      const rubric = (await repository.lockRubrics()).find((row) => row.slug === rubricSlug);
      if (!rubric) return false;
      if (rubric.ordering === 'popular') throw popularRefused();
      const members = (await repository.rubricMembers([rubric.id])).get(rubric.id) ?? [];
      const from = members.findIndex((member) => member.slug === gameSlug);
      const game = members[from];
      const record = { rubric: rubricSlug, game: gameSlug };
      if (change.kind === 'add') {
        if (game) throw validationFailed({ game: 'the game is in this collection already' });
        const added = await repository.gameBySlug(gameSlug);
        if (!added) throw validationFailed({ game: 'no such game' });
        const to =
          change.position === undefined ? members.length : placeIndex(change.position, members.length + 1);
        // Not a position yet: renumbering gives the newcomer its own.
        const newcomer = { id: added.id, sortOrder: -1 };
        for (const entry of renumbered(members, newcomer, to)) {
          if (entry.id === added.id) await repository.addRubricGame(rubric.id, added.id, entry.sortOrder);
          else await repository.setRubricGamePosition(rubric.id, entry.id, entry.sortOrder);
        }
        await audit({ action: 'rubric.game_added', after: { ...record, position: to + 1 }, reason });
        return true;
      }
      if (!game) return false;
      if (change.kind === 'remove') {
        // The others keep their positions: the order is the same without it.
        await repository.removeRubricGame(rubric.id, game.id);
        await audit({
          action: 'rubric.game_removed',
          before: { ...record, position: from + 1 },
          after: { ...record, position: null },
          reason,
        });
        return true;
      }
      const to = placeIndex(change.position, members.length);
      if (to === from) return true;
      for (const entry of renumbered(members, game, to)) {
        await repository.setRubricGamePosition(rubric.id, entry.id, entry.sortOrder);
      }
      await audit({
        action: 'rubric.game_moved',
        before: { ...record, position: from + 1 },
        after: { ...record, position: to + 1 },
        reason,
      });
      return true;
    });
    return found ? this.#listing(rubricSlug) : undefined;
  }

  async #listing(slug: string): Promise<RubricListing | undefined> {
    return (await this.list()).find((rubric) => rubric.slug === slug);
  }
}
