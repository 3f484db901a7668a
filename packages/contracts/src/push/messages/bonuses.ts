import { z } from 'zod';
import { BONUS_STATUSES, DEPOSIT_BONUS_REJECTIONS } from '../../bonus-codes.ts';
import { CASHBACK_STATUSES } from '../../cashback-codes.ts';
import { INSURANCE_REJECTIONS, INSURANCE_STATUSES } from '../../insurance-codes.ts';
import { currencySchema } from '../../schemas.ts';
import { message, moneyFields } from '../message-shape.ts';

/** A player's bonus as its `bonus` and `sportBetting` messages tell it. */
const bonusChangeSchema = z.object({
  playerBonusId: z.number().int().positive(),
  bonusId: z.number().int().positive(),
  status: z.enum(BONUS_STATUSES),
  ...moneyFields,
  convertedAmount: z.number().int(),
});

/**
 * A sport bonus (a free bet) changed (spec section 4): `canceled`, `expired` and `completed` take it off the
 * player's active sport bonuses; the others add it or bring it up to date. The action is its new status.
 */
const sportBettingMessage = message(
  'sportBetting',
  z.enum(['canceled', 'expired', 'completed', 'updated', 'applied', 'sleeping', 'waiting', 'rollover']),
  bonusChangeSchema,
);

/**
 * A bonus of the player's (spec section 4, bonus actions): `assigned` when taken (chosen for a deposit, or queued),
 * `applied` when activated (its money on the bonus balance), `complete` when wagered through or spent,
 * `canceled` when canceled or expired; the page and the balances reload on it. `rejected`: a deposit was credited
 * without the bonus chosen for it, and why. Insurance and restored bonuses add their actions with their kinds.
 */
const bonusMessage = z.discriminatedUnion('action', [
  message('bonus', z.enum(['assigned', 'applied', 'complete', 'canceled']), bonusChangeSchema),
  message(
    'bonus',
    z.literal('rejected'),
    z.object({
      bonusId: z.number().int().positive(),
      paymentId: z.string(),
      ...moneyFields,
      reason: z.enum(DEPOSIT_BONUS_REJECTIONS),
    }),
  ),
  /**
   * A deposit insurance's outcome: `restore` when the insured deposit was lost and `amount` came back,
   * `insurance-reject` when it was rejected, and why (`reason`). The RiskBonusPopup shows it.
   */
  message(
    'bonus',
    z.enum(['insurance-reject', 'restore']),
    z.object({
      insuranceId: z.number().int().positive(),
      programId: z.number().int().positive(),
      status: z.enum(INSURANCE_STATUSES),
      depositAmount: z.number().int().nullable(),
      ...moneyFields,
      reason: z.enum(INSURANCE_REJECTIONS).nullable(),
    }),
  ),
]);

/**
 * A personal bonus (spec: push `assignedBonus`): `assigned` when an offer made to the player alone may be accepted
 * (BonusPopup shows it), `expired` when a sleeping bonus they accepted ran out before they activated it.
 */
const assignedBonusMessage = z.discriminatedUnion('action', [
  message(
    'assignedBonus',
    z.literal('assigned'),
    z.object({
      offerId: z.number().int().positive(),
      bonusId: z.number().int().positive(),
      validUntil: z.iso.datetime(),
    }),
  ),
  message(
    'assignedBonus',
    z.literal('expired'),
    z.object({ playerBonusId: z.number().int().positive(), bonusId: z.number().int().positive() }),
  ),
]);

/**
 * A prize won elsewhere on the site reached the player (spec: push type `reward`). `bonus`: the prize is a bonus,
 * offered to the player as a personal offer they accept on the bonuses page; the prize types that are not bonuses
 * (money, tickets, coins...) add their actions with the prize step that grants them.
 */
const rewardMessage = message(
  'reward',
  z.literal('bonus'),
  z.object({
    offerId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    validUntil: z.iso.datetime(),
  }),
);

/**
 * A deposit credited without a bonus may still take one (spec: `allowedWithDep`): the bonus waits, sleeping, for
 * the player to activate it (AllowedWithDepBonus) until `expiresAt`. `depositAmount` is the deposit's, `amount` the
 * bonus money it would bring.
 */
const allowedWithDepMessage = message(
  'allowedWithDep',
  z.literal('offered'),
  z.object({
    playerBonusId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    paymentId: z.string(),
    depositAmount: z.number().int(),
    ...moneyFields,
    expiresAt: z.iso.datetime(),
  }),
);

/**
 * A cashback of the player's changed (spec: push type `cashback`): the action is its new status — `active` when
 * chosen, `completed` or `closed` when its period closed, `payed` when collected. The bonuses page reloads on it.
 */
const cashbackMessage = message(
  'cashback',
  z.enum(CASHBACK_STATUSES),
  z.object({
    playerCashbackId: z.number().int().positive(),
    programId: z.number().int().positive(),
    status: z.enum(CASHBACK_STATUSES),
    netLoss: z.number().int(),
    ...moneyFields,
  }),
);

/**
 * The daily bonus (spec section 7, push `dailyBonus`): `taken` when the player took today's (from any of their
 * pages), `available` when a new one may be taken. `nextAvailableAt` is when the next may be taken (null: now).
 */
const dailyBonusMessage = message(
  'dailyBonus',
  z.enum(['taken', 'available']),
  z.object({ bonusId: z.number().int().positive(), nextAvailableAt: z.iso.datetime().nullable() }),
);

/**
 * A free-spin bonus's spins: `granted` when given, `played` after each spin (what is left and won so far),
 * `finished` when the last is played or their time ran out; the page, the game frame and the balances follow.
 */
const freeSpinsMessage = message(
  'freespins',
  z.enum(['granted', 'played', 'finished']),
  z.object({
    grantId: z.number().int().positive(),
    playerBonusId: z.number().int().positive(),
    roundsLeft: z.number().int().nonnegative(),
    winnings: z.number().int().nonnegative(),
    currency: currencySchema,
  }),
);

/** Bonuses: the player's bonuses, free spins, offers, cashback and the daily bonus. */
export const BONUSES_MESSAGES = {
  freespins: freeSpinsMessage,
  bonus: bonusMessage,
  assignedBonus: assignedBonusMessage,
  dailyBonus: dailyBonusMessage,
  reward: rewardMessage,
  allowedWithDep: allowedWithDepMessage,
  cashback: cashbackMessage,
  sportBetting: sportBettingMessage,
} as const;
