import type { Language } from '@casino/contracts';

/** The titles of games by slug in a language; a slug the reader does not know is left out. */
export type GameNameReader = (
  slugs: readonly string[],
  lang: Language,
) => Promise<ReadonlyMap<string, string>>;

/**
 * Where the games module provides the names of games, so that the history names the game each stake and win was
 * for without the ledger knowing the catalogue. Until one is provided a movement shows the game's slug.
 */
export class GameNames {
  #read: GameNameReader | undefined;

  provide(read: GameNameReader): void {
    this.#read = read;
  }

  async titles(slugs: readonly string[], lang: Language): Promise<ReadonlyMap<string, string>> {
    if (!this.#read || slugs.length === 0) return new Map();
    return this.#read(slugs, lang);
  }
}
