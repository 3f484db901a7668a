/**
 * Typo-tolerant search over a small in-memory index (the catalogue has hundreds to a few thousand games), the
 * same on PGlite and PostgreSQL. Texts are folded (lower case, accents and apostrophes dropped, so "ё" is "е"
 * and "ї" is "і") and split into words; a query word matches an indexed word exactly, as its beginning (typing
 * in progress), or within a few edits (Damerau–Levenshtein: insertions, deletions, substitutions, swapped
 * neighbours), and also the beginning of a word within those edits ("sevn" finds "sevens"). Each distinct word is
 * compared once per query, however many games share it.
 */

export interface SearchField {
  text: string;
  /** How much a match in this field counts: titles more than tags or the provider. */
  weight: number;
}

export interface SearchHit {
  id: number;
  score: number;
}

const EXACT = 1;
const PREFIX = 0.9;
const TYPO = 0.75;
const TYPO_PREFIX = 0.6;
const PER_EXTRA_EDIT = 0.1;

/** Query words this short are not required to match: "of", "в", "і". */
const OPTIONAL_WORD_LENGTH = 2;

/** Folds a text into its searchable words. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The edits a query word of this length may differ by: none for one or two letters, one up to six, then two. */
function allowedEdits(length: number): number {
  if (length <= OPTIONAL_WORD_LENGTH) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance between `query` and `word`, and between `query` and the closest
 * beginning of `word`, each capped at `limit + 1`.
 */
function editDistances(query: string, word: string, limit: number): { whole: number; prefix: number } {
  const columns = word.length + 1;
  let twoBack = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, j) => j);
  let current = new Array<number>(columns).fill(0);
  for (let i = 1; i <= query.length; i++) {
    current[0] = i;
    for (let j = 1; j < columns; j++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current[j] = value;
    }
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const cap = limit + 1;
  // `previous` holds the last row: the query against every beginning of the word.
  let prefix = cap;
  for (let j = Math.max(0, query.length - limit); j < columns; j++) prefix = Math.min(prefix, previous[j]!);
  return { whole: Math.min(previous[columns - 1]!, cap), prefix };
}

/** How well a query word matches an indexed word, 0 for not at all. */
export function wordMatch(query: string, word: string): number {
  if (query === word) return EXACT;
  if (query.length >= OPTIONAL_WORD_LENGTH && word.startsWith(query)) return PREFIX;
  const limit = allowedEdits(query.length);
  if (limit === 0 || word.length < query.length - limit) return 0;
  const { whole, prefix } = editDistances(query, word, limit);
  if (whole <= limit) return TYPO - (whole - 1) * PER_EXTRA_EDIT;
  if (prefix <= limit) return TYPO_PREFIX - (prefix - 1) * PER_EXTRA_EDIT;
  return 0;
}

/** Documents (games, tags) by id, searchable by the words of their fields. */
export class SearchIndex {
  /** Each distinct word, with the documents it occurs in and the weight of its best field there. */
  readonly #words = new Map<string, Map<number, number>>();
  readonly #order = new Map<number, number>();

  /** Adds a document; documents added earlier win ties. */
  add(id: number, fields: readonly SearchField[]): void {
    if (!this.#order.has(id)) this.#order.set(id, this.#order.size);
    for (const field of fields) {
      for (const word of searchWords(field.text)) {
        const documents = this.#words.get(word) ?? new Map<number, number>();
        documents.set(id, Math.max(documents.get(id) ?? 0, field.weight));
        this.#words.set(word, documents);
      }
    }
  }

  /**
   * The documents matching the query, best first. Every query word longer than two letters must match; when no
   * document matches all of them, documents missing one are taken instead, so one stray word does not empty the
   * result.
   */
  search(query: string): SearchHit[] {
    const queryWords = [...new Set(searchWords(query))];
    if (queryWords.length === 0) return [];
    const required = queryWords.filter((word) => word.length > OPTIONAL_WORD_LENGTH).length;
    const scores = new Map<number, { score: number; matched: number }>();
    for (const queryWord of queryWords) {
      const best = new Map<number, number>();
      for (const [word, documents] of this.#words) {
        const match = wordMatch(queryWord, word);
        if (match === 0) continue;
        for (const [id, weight] of documents) best.set(id, Math.max(best.get(id) ?? 0, match * weight));
      }
      const counts = queryWord.length > OPTIONAL_WORD_LENGTH ? 1 : 0;
      for (const [id, score] of best) {
        const entry = scores.get(id) ?? { score: 0, matched: 0 };
        scores.set(id, { score: entry.score + score, matched: entry.matched + counts });
      }
    }
    const complete = [...scores].filter(([, entry]) => entry.matched >= required);
    const chosen =
      complete.length > 0 || required < 2
        ? complete
        : [...scores].filter(([, entry]) => entry.matched >= required - 1);
    return chosen
      .map(([id, entry]) => ({ id, score: entry.score }))
      .sort((a, b) => b.score - a.score || this.#order.get(a.id)! - this.#order.get(b.id)!);
  }
}
