import type { Language } from '@casino/contracts';

/** The games' query-cache keys under one root, so whatever changes a game can refresh what shows it. */
export const GAMES_KEY = ['games'] as const;

/**
 * A catalogue call's query: the language its titles and rules are written in (the page's, not the player's
 * profile's), then the call's own parameters.
 */
export function catalogueQuery(
  lang: Language,
  params: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams({ lang });
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  return query.toString();
}
