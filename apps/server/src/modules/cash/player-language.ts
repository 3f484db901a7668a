import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { PlayersRepository } from '../accounts/players/players.repository.ts';

/** The signed-in player's language, or the site's for guests. */
export async function playerLanguage(request: FastifyRequest, players: PlayersRepository): Promise<Language> {
  const session = await request.currentSession();
  const player = session ? await players.findById(session.playerId) : undefined;
  return player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE;
}
