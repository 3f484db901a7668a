import { CatalogueRepository } from './catalogue.repository.ts';
import { type CatalogueChangeDeps, changeCatalogue, placeIndex, renumbered } from './catalogue-change.ts';

/** A game provider as operators manage it: its place in provider order and how many games it has. */
export interface ProviderListing {
  slug: string;
  title: string;
  /** 1 for the first provider. */
  position: number;
  games: { enabled: number; total: number };
}

/**
 * The game providers as operations run them (the back office): their order, the one providers are listed in,
 * changed in one transaction with its audit record, then every node forgets what it built from the catalogue.
 */
export class ProviderAdmin {
  readonly #deps: CatalogueChangeDeps;

  constructor(deps: CatalogueChangeDeps) {
    this.#deps = deps;
  }

  /** Every provider in provider order, with its games counted. */
  async list(): Promise<ProviderListing[]> {
    const repository = new CatalogueRepository(this.#deps.db);
    const [providers, counts] = await Promise.all([repository.providers(), repository.providerGameCounts()]);
    return providers.map((provider, index) => ({
      slug: provider.slug,
      title: provider.title,
      position: index + 1,
      games: counts.get(provider.id) ?? { enabled: 0, total: 0 },
    }));
  }

  /** Moves the provider to `position` (past the end: the last); undefined for an unknown slug. */
  async move(slug: string, position: number, reason: string): Promise<ProviderListing | undefined> {
    const found = await changeCatalogue(this.#deps, async (tx, audit) => {
      const repository = new CatalogueRepository(tx);
      const order = await repository.lockProviders();
      const from = order.findIndex((provider) => provider.slug === slug);
      const provider = order[from];
      if (!provider) return false;
      const to = placeIndex(position, order.length);
      if (to === from) return true;
      for (const entry of renumbered(order, provider, to)) {
        await repository.setProviderSortOrder(entry.id, entry.sortOrder);
      }
      await audit({
        action: 'provider.moved',
        before: { provider: slug, position: from + 1 },
        after: { provider: slug, position: to + 1 },
        reason,
      });
      return true;
    });
    return found ? (await this.list()).find((provider) => provider.slug === slug) : undefined;
  }
}
