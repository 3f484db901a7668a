import type { Chest, ChestStep, LootBoxStep } from '@casino/contracts';

/** What the chest step reads of the chests (spec section 3, "Chests"). */
export interface ChestStepInput {
  id: string | number | null;
  available: boolean;
  chests: Pick<Chest, 'prizes'>[];
  currentOpenCount: number;
  totalOpenCount: number;
  resetOpenCountDate: string;
  nextChestProgress: object | null;
}

function hasPrize(chests: Pick<Chest, 'prizes'>[]): boolean {
  return chests.some((chest) => chest.prizes.length > 0);
}

/**
 * Chest step (spec section 4), its rules tried in the spec's order: disabled when not available or without an id;
 * receive when a chest holds its prize; limitExceed when the opens reached the total and the reset is still ahead;
 * progressBar while there is progress to the next chest; otherwise select.
 */
export function chestStep(chests: ChestStepInput | null | undefined, now: number): ChestStep {
  if (!chests?.id || !chests.available) return 'disabled';
  if (hasPrize(chests.chests)) return 'receive';
  if (chests.currentOpenCount >= chests.totalOpenCount && Date.parse(chests.resetOpenCountDate) > now)
    return 'limitExceed';
  if (chests.nextChestProgress) return 'progressBar';
  return 'select';
}

/** The loot-box variant (spec section 4): disabled, receive and select only. */
export function lootBoxStep(
  box: Pick<ChestStepInput, 'id' | 'available' | 'chests'> | null | undefined,
): LootBoxStep {
  if (!box?.id || !box.available) return 'disabled';
  return hasPrize(box.chests) ? 'receive' : 'select';
}
