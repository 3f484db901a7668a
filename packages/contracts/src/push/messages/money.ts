import { z } from 'zod';
import { DEPOSIT_ACTIONS, PAYMENT_FAILURE_REASONS } from '../../cash-codes.ts';
import { ROUND_STATUSES } from '../../game-codes.ts';
import { currencySchema } from '../../schemas.ts';
import { playerBalanceSchema } from '../../wallet.ts';
import { message, moneyFields } from '../message-shape.ts';

/** Deposit actions (spec section 4): complete, failed-complete, 3dsResult, pay-frame. */
const depositMessage = message(
  'deposit',
  z.enum(DEPOSIT_ACTIONS),
  z.object({
    paymentId: z.string(),
    ...moneyFields,
    failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
  }),
);

/** A withdrawal's new status: requested (now pending), approved, paid, rejected or canceled. */
const withdrawMessage = message(
  'withdraw',
  z.enum(['requested', 'approved', 'paid', 'rejected', 'canceled']),
  z.object({ withdrawalId: z.string(), ...moneyFields, reason: z.string().nullable().optional() }),
);

/**
 * A deposit's new status (created payments become pending once the provider has them, then succeeded or
 * failed): what a page showing the payment needs. The outcome a player is told of is the `deposit` message.
 */
const paymentMessage = message(
  'payment',
  z.enum(['pending', 'succeeded', 'failed']),
  z.object({
    paymentId: z.string(),
    ...moneyFields,
    failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  }),
);

/** A real-money stake taken on a round (the game's own balance updates follow with `setBalance`). */
const betDataMessage = message(
  'betData',
  z.literal('placed'),
  z.object({ roundId: z.string(), gameSlug: z.string(), ...moneyFields }),
);

/** A real-money round settled: closed with its win, or rolled back (stake refunded). */
const gameplayMessage = message(
  'gameplay',
  z.literal('round-settled'),
  z.object({
    roundId: z.string(),
    gameSlug: z.string(),
    stake: z.number().int(),
    win: z.number().int(),
    currency: currencySchema,
    status: z.enum(ROUND_STATUSES).exclude(['open']),
  }),
);

/** A game launched for real money, so the player's other pages know what is being played. */
const gameMessage = message(
  'game',
  z.literal('launched'),
  z.object({ slug: z.string(), isMoney: z.boolean() }),
);

/** Money and play: the balance, deposits, payments, withdrawals, and real-money rounds. */
export const MONEY_MESSAGES = {
  /** The player's whole balance after any money movement. */
  setBalance: message('setBalance', z.literal('update'), playerBalanceSchema),
  deposit: depositMessage,
  payment: paymentMessage,
  withdraw: withdrawMessage,
  betData: betDataMessage,
  gameplay: gameplayMessage,
  game: gameMessage,
} as const;
