/**
 * The chance module's facade (decision 036): the back office configures the dice activities and the lotteries
 * through it, and gives players loot boxes.
 */
import type { LootBoxAdmin } from './chests/loot-box-admin.ts';
import type { DiceAdmin } from './dice/dice-admin.ts';
import type { LotteryAdmin } from './lottery/lottery-admin.ts';

export type { DiceActivityRow } from './chance.schema.ts';
export { DICE_ODDS } from './dice/dice-admin.ts';
export type { LotteryDrawRow, LotteryRow } from './lottery/lottery.schema.ts';
export { lotteryTermsOf } from './lottery/lottery-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chance: { diceAdmin: DiceAdmin; lotteryAdmin: LotteryAdmin; lootBoxAdmin: LootBoxAdmin };
  }
}
