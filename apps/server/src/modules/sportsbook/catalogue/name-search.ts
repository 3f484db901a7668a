import { type SQL, sql } from 'drizzle-orm';
import { sportEvents, sportTournaments } from '../sportsbook.schema.ts';

/** `text` as a LIKE pattern for names holding it: its `%`, `_` and `\` are the characters themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Whether a match's home or away team, its tournament or its country (or tour) has a name, in any of the languages
 * the feed names it in, holding `text` in any case. Every name is matched, not the page's language's only: a
 * visitor reading in Ukrainian types a club's name as they know it, often in Latin letters.
 */
export function namesContain(text: string): SQL {
  const pattern = containsPattern(text);
  const names = [
    sql`${sportEvents.home} -> 'name'`,
    sql`${sportEvents.away} -> 'name'`,
    sql`${sportTournaments.name}`,
    sql`${sportTournaments.categoryName}`,
  ];
  const matches = names.map(
    (name) =>
      sql`exists (select from jsonb_each_text(${name}) as named (lang, value) where value ilike ${pattern})`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}
