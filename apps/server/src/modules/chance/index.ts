/**
 * The chance module's facade (decision 036): the back office configures the dice activities and the lotteries
 * through it, and gives players loot boxes; the wheels, chest campaigns, piggy bank, jackpots and jackpot-sevens
 * likewise.
 */

import type { ChestCampaignsAdmin } from './chests/chest-campaigns-admin.ts';
import type { LootBoxAdmin } from './chests/loot-box-admin.ts';
import type { DiceAdmin } from './dice/dice-admin.ts';
import type { DropsAdmin } from './drops/drops-admin.ts';
import type { JackpotsAdmin } from './jackpots/jackpots-admin.ts';
import type { LotteryAdmin } from './lottery/lottery-admin.ts';
import type { PiggyBankAdmin } from './piggy/piggy-admin.ts';
import type { SevensAdmin } from './sevens/sevens-admin.ts';
import type { WheelAdmin } from './wheel/wheel-admin.ts';

export type { UnknownGames } from './admin-faults.ts';
export type { DiceActivityRow, WheelRow } from './chance.schema.ts';
export { chestCampaignTermsOf } from './chests/chest-campaigns-admin.ts';
export type { ChestCampaignRow } from './chests/chests.schema.ts';
export { DICE_ODDS } from './dice/dice-admin.ts';
export { dropsLeft, dropTermsOf } from './drops/drop-terms.ts';
export type { DropCampaignRow } from './drops/drops.schema.ts';
export { type JackpotStanding, jackpotTermsOf } from './jackpots/jackpots-admin.ts';
export type { LotteryDrawRow, LotteryRow } from './lottery/lottery.schema.ts';
export { lotteryTermsOf } from './lottery/lottery-admin.ts';
export { type PiggyBankSetting, piggyBankTermsOf } from './piggy/piggy-admin.ts';
export { jackpotSevensTermsOf, type SevensStanding } from './sevens/sevens-admin.ts';
export { wheelTermsOf } from './wheel/wheel-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chance: {
      diceAdmin: DiceAdmin;
      lotteryAdmin: LotteryAdmin;
      lootBoxAdmin: LootBoxAdmin;
      wheelAdmin: WheelAdmin;
      chestCampaignsAdmin: ChestCampaignsAdmin;
      piggyBankAdmin: PiggyBankAdmin;
      jackpotsAdmin: JackpotsAdmin;
      sevensAdmin: SevensAdmin;
      dropsAdmin: DropsAdmin;
    };
  }
}
