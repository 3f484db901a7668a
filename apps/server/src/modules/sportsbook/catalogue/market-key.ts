import type { MarketRef } from '../../sandbox-feed/index.ts';

/** Specifiers as the catalogue stores them: `key=value` pairs sorted by key, joined by `|` (`hcp=-1.5`, ``). */
export function canonicalSpecifiers(specifiers: MarketRef['specifiers']): string {
  return Object.keys(specifiers)
    .sort()
    .map((key) => `${key}=${specifiers[key]}`)
    .join('|');
}

/** The stored spelling back to the feed's: `hcp=-1.5|x=y` to `{ hcp: '-1.5', x: 'y' }`. */
export function parseSpecifiers(stored: string): Record<string, string> {
  if (stored === '') return {};
  return Object.fromEntries(
    stored.split('|').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}
