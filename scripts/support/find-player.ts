import type { PlayersRepository } from '../../apps/server/src/modules/accounts/players/players.repository.ts';
import type { PlayerRow } from '../../apps/server/src/modules/accounts/players/players.schema.ts';

/**
 * The player a development command names by id, login or e-mail (as typed: e-mails are stored lower-cased), in
 * the repository's brand.
 */
export async function findPlayer(players: PlayersRepository, who: string): Promise<PlayerRow | undefined> {
  if (/^[0-9]+$/.test(who)) return players.findById(Number(who));
  return (await players.findBy('login', who)) ?? (await players.findBy('email', who.toLowerCase()));
}
