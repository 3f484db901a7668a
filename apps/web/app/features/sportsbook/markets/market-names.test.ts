import type { Language } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { labelText } from '../label';
import {
  isKnownMarket,
  MARKET_ORDER,
  marketGroups,
  marketTitle,
  oppositeLine,
  outcomeLabel,
  signedLine,
} from './market-names';

const sides = { home: 'Kyiv Falcons', away: 'Lviv Lions' };
const market = (type: string, specifiers: Record<string, string> = {}) => ({ type, specifiers });

/** Every market type and outcome id the sandbox feed prices (modules/sandbox-feed/pricing). */
const PRICED: readonly [string, Record<string, string>, readonly string[]][] = [
  ['1x2', {}, ['1', 'X', '2']],
  ['double_chance', {}, ['1X', '12', 'X2']],
  ['total', { total: '2.5' }, ['over', 'under']],
  ['asian_handicap', { hcp: '-0.5' }, ['1', '2']],
  ['btts', {}, ['yes', 'no']],
  ['correct_score', {}, ['0:0', '2:1', 'other']],
  ['next_goal', { goalnr: '2' }, ['1', 'none', '2']],
  ['moneyline', {}, ['1', '2']],
  ['spread', { hcp: '3.5' }, ['1', '2']],
  ['match_winner', {}, ['1', '2']],
  ['set_score', {}, ['2:0', '2:1', '1:2', '0:2']],
  ['set_handicap', { hcp: '-1.5' }, ['1', '2']],
  ['total_sets', { total: '2.5' }, ['over', 'under']],
  ['total_games', { total: '21.5' }, ['over', 'under']],
  ['map_score', {}, ['2:0', '0:2']],
  ['map_handicap', { hcp: '1.5' }, ['1', '2']],
  ['total_maps', { total: '2.5' }, ['over', 'under']],
];

const translators = Object.fromEntries(
  (['uk', 'ru', 'en'] as const).map((lang) => [lang, createTranslator(lang, MESSAGES[lang])]),
) as Record<Language, ReturnType<typeof createTranslator>>;

describe('market names', () => {
  it('name every market and outcome the feed prices, in every language', () => {
    for (const [type, specifiers, outcomes] of PRICED) {
      expect(isKnownMarket(type), type).toBe(true);
      expect(MARKET_ORDER).toContain(type);
      for (const lang of ['uk', 'ru', 'en'] as const) {
        const t = translators[lang];
        for (const sport of ['football', 'basketball', 'tennis', 'ice-hockey', 'cs2', 'dota2'] as const) {
          const title = labelText(t, marketTitle(sport, market(type, specifiers)));
          expect(title, `${type} in ${lang}`).not.toMatch(/sportsbook\./);
        }
        for (const outcome of outcomes) {
          for (const form of ['short', 'full'] as const) {
            const text = labelText(t, outcomeLabel(market(type, specifiers), outcome, sides, form));
            expect(text, `${type} ${outcome} ${form} in ${lang}`).not.toMatch(/sportsbook\.|\{\{/);
          }
        }
      }
    }
  });

  it('read 1X2 as 1 / X / 2 on its buttons and by the teams in the slip', () => {
    const t = translators.en;
    const name = (outcome: string, form: 'short' | 'full') =>
      labelText(t, outcomeLabel(market('1x2'), outcome, sides, form));
    expect(['1', 'X', '2'].map((outcome) => name(outcome, 'short'))).toEqual(['1', 'X', '2']);
    expect(['1', 'X', '2'].map((outcome) => name(outcome, 'full'))).toEqual([
      'Kyiv Falcons',
      'Draw',
      'Lviv Lions',
    ]);
    expect(labelText(translators.uk, outcomeLabel(market('1x2'), 'X', sides, 'full'))).toBe('Нічия');
  });

  it('give each side of a handicap its own line', () => {
    const t = translators.en;
    const hcp = market('asian_handicap', { hcp: '-0.5' });
    expect(labelText(t, outcomeLabel(hcp, '1', sides, 'short'))).toBe('1 (\u22120.5)');
    expect(labelText(t, outcomeLabel(hcp, '2', sides, 'short'))).toBe('2 (+0.5)');
    expect(labelText(t, outcomeLabel(hcp, '2', sides, 'full'))).toBe('Lviv Lions (+0.5)');
    expect(signedLine('0')).toBe('0');
    expect(signedLine('-1')).toBe('\u22121');
    expect(signedLine('1.25')).toBe('+1.25');
    expect(oppositeLine('-1.5')).toBe('1.5');
  });

  it('name totals by what is counted, with the line', () => {
    const t = translators.uk;
    expect(labelText(t, marketTitle('football', market('total', { total: '2.5' })))).toBe('Тотал голів');
    expect(labelText(t, marketTitle('basketball', market('total', { total: '160.5' })))).toBe('Тотал очок');
    expect(labelText(t, outcomeLabel(market('total', { total: '2.5' }), 'over', sides, 'short'))).toBe(
      'Більше 2.5',
    );
    expect(
      labelText(translators.en, marketTitle('football', market('next_goal', { goalnr: '3' }))),
    ).toContain('3');
  });

  it('group the match page by type in a fixed order, lines in order, and leave out what it cannot name', () => {
    const groups = marketGroups([
      market('correct_score'),
      market('total', { total: '3.5' }),
      market('mystery_market'),
      market('total', { total: '1.5' }),
      market('1x2'),
      market('total', { total: '2.5' }),
    ]);
    expect(groups.map((group) => group.type)).toEqual(['1x2', 'total', 'correct_score']);
    expect(groups[1]?.markets.map((item) => item.specifiers.total)).toEqual(['1.5', '2.5', '3.5']);
  });
});
