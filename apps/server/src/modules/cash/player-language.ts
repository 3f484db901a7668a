import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { PlayerDirectory } from '../accounts/index.ts';

/** The signed-in player's language, or the site's for guests. */
export async function playerLanguage(request: FastifyRequest, players: PlayerDirectory): Promise<Language> {
  const session = await request.currentSession();
  const player = session ? await players.findById(session.playerId) : undefined;
  return player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE;
}
