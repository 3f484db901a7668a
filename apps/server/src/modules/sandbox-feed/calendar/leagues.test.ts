/** Checks the sandbox feed's calendar: unique ids, complete translations, even team counts, sane ratings. */

import { SPORTS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { LocalizedName } from '../protocol.ts';
import { LEAGUES } from './leagues.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Letters only Russian has, and letters only Ukrainian has. */
const RUSSIAN_ONLY = /[ыэёъЫЭЁЪ]/;
const UKRAINIAN_ONLY = /[іїєґІЇЄҐ]/;

const isCyrillic = (text: string) => CYRILLIC.test(text) && !LATIN.test(text);
const isLatin = (text: string) => LATIN.test(text) && !CYRILLIC.test(text);

const teams = LEAGUES.flatMap((league) => league.teams.map((team) => ({ league, team })));
const allNames: { where: string; name: LocalizedName }[] = [
  ...LEAGUES.flatMap((league) => [
    { where: league.id, name: league.name },
    { where: `${league.id} category`, name: league.category.name },
  ]),
  ...teams.map(({ team }) => ({ where: team.id, name: team.name })),
];

describe('the sandbox calendar', () => {
  it('gives every league and team a unique kebab-case id', () => {
    const ids = [...LEAGUES.map((league) => league.id), ...teams.map(({ team }) => team.id)];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
  });

  it('names everything in Ukrainian, Russian and English', () => {
    for (const { where, name } of allNames) {
      expect(Object.keys(name).sort(), where).toEqual(['en', 'ru', 'uk']);
      for (const text of Object.values(name)) expect(text.trim(), where).not.toBe('');
    }
  });

  it('writes league and category names in Cyrillic for uk and ru, in Latin for en', () => {
    for (const league of LEAGUES) {
      for (const name of [league.name, league.category.name]) {
        expect(isCyrillic(name.uk), name.uk).toBe(true);
        expect(isCyrillic(name.ru), name.ru).toBe(true);
        expect(isLatin(name.en), name.en).toBe(true);
      }
    }
  });

  it('writes team and player names outside esports in Cyrillic for uk and ru, in Latin for en', () => {
    for (const { league, team } of teams) {
      if (league.sport === 'cs2' || league.sport === 'dota2') continue;
      expect(isCyrillic(team.name.uk), team.name.uk).toBe(true);
      expect(isCyrillic(team.name.ru), team.name.ru).toBe(true);
      expect(isLatin(team.name.en), team.name.en).toBe(true);
    }
  });

  it('keeps Russian letters out of Ukrainian names and Ukrainian letters out of Russian ones', () => {
    for (const { name } of allNames) {
      expect(RUSSIAN_ONLY.test(name.uk), name.uk).toBe(false);
      expect(UKRAINIAN_ONLY.test(name.ru), name.ru).toBe(false);
    }
  });

  it('names a category the same way wherever it is used', () => {
    const byId = new Map<string, LocalizedName>();
    for (const { category } of LEAGUES) {
      expect(byId.get(category.id) ?? category.name, category.id).toEqual(category.name);
      byId.set(category.id, category.name);
    }
  });

  it('gives every league an even number of at least 8 teams', () => {
    for (const league of LEAGUES) {
      expect(league.teams.length, league.id).toBeGreaterThanOrEqual(8);
      expect(league.teams.length % 2, league.id).toBe(0);
    }
  });

  it('rates teams with integers from 40 to 95, with favourites and underdogs in every league', () => {
    for (const { team } of teams) {
      expect(Number.isInteger(team.rating), team.id).toBe(true);
      expect(team.rating, team.id).toBeGreaterThanOrEqual(40);
      expect(team.rating, team.id).toBeLessThanOrEqual(95);
    }
    for (const league of LEAGUES) {
      const ratings = league.teams.map((team) => team.rating);
      expect(Math.max(...ratings) - Math.min(...ratings), league.id).toBeGreaterThanOrEqual(15);
    }
  });

  it('covers every sport, with a top league in each of the main ones', () => {
    for (const sport of SPORTS)
      expect(
        LEAGUES.some((league) => league.sport === sport),
        sport,
      ).toBe(true);
    for (const sport of ['football', 'basketball', 'tennis', 'ice-hockey', 'cs2'] as const) {
      expect(
        LEAGUES.some((league) => league.sport === sport && league.top),
        sport,
      ).toBe(true);
    }
  });
});
