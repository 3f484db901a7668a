import { LANGUAGES } from '@casino/contracts';
import { MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { PRODUCT_WORDS, productWord } from './product-words';

/** The message at a dotted key, or undefined. */
function messageAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

describe('productWord', () => {
  it('reads the casino’s words from the namespace and the sportsbook’s from its own part', () => {
    expect(productWord('casino', 'modes.wins.short')).toBe('competitions.modes.wins.short');
    expect(productWord('sports', 'modes.wins.short')).toBe('competitions.sports.modes.wins.short');
    expect(productWord('sports', 'board.rounds')).toBe('competitions.sports.board.rounds');
  });

  it('names a message of each product in every language', () => {
    for (const lang of LANGUAGES) {
      for (const word of PRODUCT_WORDS) {
        for (const product of ['casino', 'sports'] as const) {
          expect(
            typeof messageAt(MESSAGES[lang], productWord(product, word)),
            `${lang} ${product} ${word}`,
          ).toBe('string');
        }
      }
    }
  });
});
