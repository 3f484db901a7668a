import type { Db } from '../../platform/db/database.ts';
import type { BonusPlayer } from './bonus-players.ts';
import { isAvailable, isTaken } from './bonus-terms.ts';
import type { BonusesRepository, BonusTemplateRow } from './bonuses.repository.ts';

/**
 * The bonuses on offer to a player now, highest priority first: listed, available to them (see `isAvailable`),
 * not hidden by them and not taken (see `isTaken`). The page shows them; the cash desk picks its deposit ones.
 */
export async function offersFor(
  executor: Db,
  repository: BonusesRepository,
  player: BonusPlayer,
  now: Date,
): Promise<BonusTemplateRow[]> {
  const [listed, taken, hidden] = await Promise.all([
    repository.listedTemplates(executor),
    repository.takenByTemplate(executor, player.id),
    repository.hiddenTemplateIds(executor, player.id),
  ]);
  return listed.filter(
    (template) =>
      isAvailable(template, player, now) &&
      !hidden.has(template.id) &&
      !isTaken(template, taken.get(template.id)),
  );
}
