import type { MarketRef } from '../../sandbox-feed/index.ts';

/** Specifiers as the catalogue stores them: `key=value` pairs sorted by key, joined by `|` (`hcp=-1.5`, ``). */
export function canonicalSpecifiers(specifiers: MarketRef['specifiers']): string {
  return Object.keys(specifiers)
    .sort()
    .map((key) => `${key}=${specifiers[key]}`)
    .join('|');
}
