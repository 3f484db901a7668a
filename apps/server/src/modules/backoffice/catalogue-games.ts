import type { UnknownGames } from '../chance/index.ts';
import type { Games } from '../games/index.ts';

/** The games of a list the catalogue does not have, enabled or not: what a chance feature may not count. */
export function unknownCatalogueGames(catalogue: Pick<Games['catalogueAdmin'], 'list'>): UnknownGames {
  return async (slugs) => {
    const known = new Set((await catalogue.list()).games.map((game) => game.slug));
    return slugs.filter((slug) => !known.has(slug));
  };
}
