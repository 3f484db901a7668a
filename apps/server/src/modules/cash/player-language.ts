import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { PlayerDirectory, PlayerRow } from '../accounts/index.ts';

/** The signed-in player's language, or the site's for guests. */
export async function playerLanguage(request: FastifyRequest, players: PlayerDirectory): Promise<Language> {
  const session = await request.currentSession();
  return languageOf(session ? await players.findById(session.playerId) : undefined);
}

/** A player's language, or the site's when there is no player or their language is not one the site speaks. */
export function languageOf(player: PlayerRow | undefined): Language {
  return player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE;
}
