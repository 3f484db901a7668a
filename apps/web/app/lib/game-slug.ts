/** Game slugs are letters, digits, `_` and `-`: anything else is not a slug and is not put in a path. */
const GAME_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

export function isGameSlug(value: string): boolean {
  return GAME_SLUG.test(value);
}
