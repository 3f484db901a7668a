import { z } from 'zod';
import { chestsPushDataSchema } from '../../chests.ts';
import { playerStarDropPushSchema, prizeDropPushSchema } from '../../drops.ts';
import { sevensAmountSchema, sevensPlayerWinSchema } from '../../jackpot-sevens.ts';
import { jackpotAmountSchema, jackpotPlayerWinSchema } from '../../jackpots.ts';
import { lotteryPushDataSchema } from '../../lottery.ts';
import { moneyBoxSchema, piggyBankSchema } from '../../money-box.ts';
import { message } from '../message-shape.ts';

/**
 * The money box changed (`update`, the whole box: decision 015), or the piggy bank was topped up or broken
 * (`piggyBank`, the whole piggy bank; the site shows the new amount after the display delay).
 */
const moneyBoxMessage = z.discriminatedUnion('action', [
  message('moneyBox', z.literal('update'), moneyBoxSchema),
  message('moneyBox', z.literal('piggyBank'), piggyBankSchema),
]);

/** A chest earned by progress (decision 036): the chests popup reads its counts again. */
const chestsMessage = message('chests', z.literal('earned'), chestsPushDataSchema);

/** Chance features: jackpots, the money box, drops, lotteries and chests. */
export const CHANCE_MESSAGES = {
  /** A jackpot's pool changed (`update`, to everyone, at most once a second per jackpot) or the player won it. */
  jackpotsStatus: z.discriminatedUnion('action', [
    message('jackpotsStatus', z.literal('update'), jackpotAmountSchema),
    message('jackpotsStatus', z.literal('win'), jackpotPlayerWinSchema),
  ]),
  /** The must-drop pool's amount (`update`, to everyone, at most once a second per jackpot) or the player won it. */
  jackpotSevens: z.discriminatedUnion('action', [
    message('jackpotSevens', z.literal('update'), sevensAmountSchema),
    message('jackpotSevens', z.literal('win'), sevensPlayerWinSchema),
  ]),
  moneyBox: moneyBoxMessage,
  /** A prize dropped: to everyone on the drops channel, and to its winner (`own`). */
  prizeDrops: message('prizeDrops', z.literal('drop'), prizeDropPushSchema),
  /** Stars dropped to the player, with their stars now. */
  playerStarDrops: message('playerStarDrops', z.literal('drop'), playerStarDropPushSchema),
  /** A lottery draw the player had tickets in was made: the lottery page reads its results again. */
  lottery: message('lottery', z.literal('drawn'), lotteryPushDataSchema),
  chests: chestsMessage,
} as const;
