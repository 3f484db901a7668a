import { type StudioGameDefinition, studioGame } from '@casino/game-math';
import { useGame } from '../session/game-context';

/**
 * The maths of the session's game: paytable, rules and the functions that show odds. The studio only serves
 * games it has maths for, so a missing one is a broken build, not a state to show.
 */
export function useDefinition(): StudioGameDefinition {
  const { slug } = useGame().session.game;
  const definition = studioGame(slug);
  if (!definition) throw new Error(`no game maths for ${slug}`);
  return definition;
}
