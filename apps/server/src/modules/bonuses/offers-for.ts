import type { Db } from '../../platform/db/database.ts';
import type { Cash } from '../cash/index.ts';
import type { BonusPlayer } from './bonus-players.ts';
import { fitsDepositHistory, isAvailable, isReferralGift, isTaken } from './bonus-terms.ts';
import type { BonusesRepository, BonusTemplateRow } from './bonuses.repository.ts';

/**
 * The bonuses on offer to a player now, highest priority first: listed, available to them (see `isAvailable`),
 * for their deposit history (no first-deposit bonus once they have deposited, see `fitsDepositHistory`), not
 * hidden by them and not taken (see `isTaken`); a friend's gifts only until one is chosen. The page shows them;
 * the cash desk picks its deposit ones.
 */
export async function offersFor(
  executor: Db,
  sources: { repository: BonusesRepository; deposits: Pick<Cash, 'depositsCreditedBefore'> },
  player: BonusPlayer,
  now: Date,
): Promise<BonusTemplateRow[]> {
  const { repository, deposits } = sources;
  const [listed, taken, hidden, credited] = await Promise.all([
    repository.listedTemplates(executor),
    repository.takenByTemplate(executor, player.id),
    repository.hiddenTemplateIds(executor, player.id),
    deposits.depositsCreditedBefore(executor, player.id, null),
  ]);
  const giftChosen = listed.some((template) => isReferralGift(template) && taken.has(template.id));
  return listed.filter(
    (template) =>
      !(giftChosen && isReferralGift(template)) &&
      isAvailable(template, player, now) &&
      fitsDepositHistory(template, credited) &&
      !hidden.has(template.id) &&
      !isTaken(template, taken.get(template.id)),
  );
}
