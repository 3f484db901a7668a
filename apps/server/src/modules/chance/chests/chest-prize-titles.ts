import type { ChancePrize, LocalizedText, Prize } from '@casino/contracts';
import { prizeTitle, type Rewards } from '../../rewards/index.ts';

export type PrizeTitles = (prize: Prize) => LocalizedText;

/**
 * The names of a prize table's prizes, bonus titles read up front: a draw's transaction holds the embedded
 * database's one connection, so nothing is read through the app's pool while it runs.
 */
export async function chestPrizeTitles(
  rewards: Pick<Rewards, 'bonusTitle'>,
  prizes: readonly ChancePrize[],
): Promise<PrizeTitles> {
  const known = new Map<string, LocalizedText>();
  for (const prize of prizes) {
    if (prize.type !== 'bonus_fs' && prize.type !== 'bonus_deposit') continue;
    if (known.has(prize.templateSlug)) continue;
    const title = await rewards.bonusTitle(prize.templateSlug);
    if (title) known.set(prize.templateSlug, title);
  }
  return (prize) => prizeTitle(prize, 'templateSlug' in prize ? known.get(prize.templateSlug) : undefined);
}
