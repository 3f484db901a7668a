import { type SQL, sql } from 'drizzle-orm';
import { sportEvents, sportTournaments } from '../sportsbook.schema.ts';

/** `text` as a LIKE pattern for names holding it: its `%`, `_` and `\` are the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Latin letters with diacritics and the letters they are typed as (`Atlético` found by `atletico`, `München` by
 * `munchen`), and the Ukrainian and Russian letters a visitor types plain (`ї` as `і`, `ё` as `е`). One table for
 * both sides of the match, applied by PostgreSQL's `translate` (no extension needed, so PGlite does the same).
 */
const ACCENTED = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįłńňñóòôöõøōőřśšşťúùûüūůűýÿźžżßїё';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorssstuuuuuuuyyzzzsіе';

/** The search form of a text: lower case, without diacritics, in JavaScript as the database computes it. */
function searchForm(text: string): string {
  const lower = text.toLowerCase();
  let plain = '';
  for (const char of lower) {
    const at = ACCENTED.indexOf(char);
    plain += at === -1 ? char : PLAIN[at];
  }
  return plain;
}

function searchFormSql(value: SQL): SQL {
  return sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
}

/**
 * Whether a match's home or away team, its tournament or its country (or tour) has a name, in any of the languages
 * the feed names it in, holding `text` in any case and with or without diacritics. Every name is matched, not the page's language's only: a
 * visitor reading in Ukrainian types a club's name as they know it, often in Latin letters.
 */
export function namesContain(text: string): SQL {
  const pattern = containsPattern(searchForm(text));
  const names = [
    sql`${sportEvents.home} -> 'name'`,
    sql`${sportEvents.away} -> 'name'`,
    sql`${sportTournaments.name}`,
    sql`${sportTournaments.categoryName}`,
  ];
  const matches = names.map(
    (name) =>
      sql`exists (select from jsonb_each_text(${name}) as named (lang, value) where ${searchFormSql(sql`value`)} like ${pattern})`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}
