import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import type { PlayerDirectory } from './player-directory.ts';

/** The language a player's data is answered in: the one asked for, else the signed-in player's, else the site's. */
export async function answerLanguage(
  players: Pick<PlayerDirectory, 'findById'>,
  playerId: number | undefined,
  asked: Language | undefined,
): Promise<Language> {
  if (asked) return asked;
  const player = playerId === undefined ? undefined : await players.findById(playerId);
  return player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE;
}
