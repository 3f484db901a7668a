import { z } from 'zod';
import { BONUS_STATUSES, DEPOSIT_BONUS_REJECTIONS } from '../bonus-codes.ts';
import { DEPOSIT_ACTIONS, PAYMENT_FAILURE_REASONS } from '../cash-codes.ts';
import { CASHBACK_STATUSES } from '../cashback-codes.ts';
import { chestsPushDataSchema } from '../chests.ts';
import { COMPETITION_ALERTS } from '../competition-codes.ts';
import {
  competitionAlertDataSchema,
  competitionBetDataSchema,
  competitionPlayerWinDataSchema,
  competitionPositionsDataSchema,
  competitionRefSchema,
  competitionStageChangedDataSchema,
  competitionStopDataSchema,
} from '../competitions.ts';
import { DOCUMENT_STATUSES } from '../document-codes.ts';
import { playerDocumentSchema, verificationStatusSchema } from '../documents.ts';
import { playerStarDropPushSchema, prizeDropPushSchema } from '../drops.ts';
import { ROUND_STATUSES } from '../game-codes.ts';
import { INSURANCE_REJECTIONS, INSURANCE_STATUSES } from '../insurance-codes.ts';
import { sevensAmountSchema, sevensPlayerWinSchema } from '../jackpot-sevens.ts';
import { jackpotAmountSchema, jackpotPlayerWinSchema } from '../jackpots.ts';
import { lotteryPushDataSchema } from '../lottery.ts';
import { moneyBoxSchema, piggyBankSchema } from '../money-box.ts';
import { notificationSchema } from '../notifications.ts';
import { profileSchema } from '../profile.ts';
import { selfExcludedDetailsSchema, sessionFiguresSchema } from '../responsible.ts';
import { currencySchema, languageSchema } from '../schemas.ts';
import { CASH_OUT_REFUSALS, SPORT_BET_OUTCOMES, SPORT_BET_REJECT_REASONS } from '../sport-bets.ts';
import { sportWinFeedEntrySchema } from '../sport-win-feed.ts';
import { sportPricesSchema } from '../sports.ts';
import { playerBalanceSchema } from '../wallet.ts';

/**
 * The push message catalogue: every incoming message type of spec section 7, each `{id, type, action, data}`.
 * `id` is unique per message, so a client that receives one twice (delivery is at least once) drops the repeat.
 * Types whose capability exists have exact data; the others accept any object until their capability lands and
 * tightens them here.
 */
const messageIdSchema = z.string().min(1).max(128);

function message<const Type extends string, Action extends z.ZodType, Data extends z.ZodType>(
  type: Type,
  action: Action,
  data: Data,
) {
  return z.object({ id: messageIdSchema, type: z.literal(type), action, data });
}

/** A message type whose data is not defined yet: any action, any object. */
function openMessage<const Type extends string>(type: Type, actions?: readonly [string, ...string[]]) {
  return message(type, actions ? z.enum(actions) : z.string().min(1), z.looseObject({}));
}

const moneyFields = { amount: z.number().int(), currency: currencySchema };

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

/** The player's own profile after any change to it (contacts, confirmations, nickname, verification): whole, read fresh. */
const playerMessage = message('player', z.literal('updated'), profileSchema);

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

/** An identity document uploaded (`pending`) or decided (`approved`, `rejected` with its reason). */
const documentsMessage = message('documents', z.enum(DOCUMENT_STATUSES), playerDocumentSchema);

/** Identity verification actions (spec section 4): the player's new verification status, and the one before. */
const identityVerificationMessage = message(
  'playerIdentityVerification',
  z.enum([
    'rejected',
    'approved',
    'duplicateCredentials',
    'noInn',
    'ageRestriction',
    'pending',
    'liveness',
    'diiaVerification',
    'signing',
  ]),
  z.object({ previousStatus: verificationStatusSchema }),
);

/**
 * A popup the server asks the page to open: a modal of the web's registry by name (spec section 2, modals).
 * A page that has no modal of that name drops it.
 */
const popupMessage = message(
  'popup',
  z.literal('show'),
  z.object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*$/)
      .max(64),
  }),
);

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

/**
 * A bonus of the player's (spec section 4, bonus actions): `assigned` when taken (chosen for a deposit, or queued),
 * `applied` when activated (its money on the bonus balance), `complete` when wagered through or spent,
 * `canceled` when canceled or expired; the page and the balances reload on it. `rejected`: a deposit was credited
 * without the bonus chosen for it, and why. Insurance and restored bonuses add their actions with their kinds.
 */
/** A player's bonus as its `bonus` and `sportBetting` messages tell it. */
const bonusChangeSchema = z.object({
  playerBonusId: z.number().int().positive(),
  bonusId: z.number().int().positive(),
  status: z.enum(BONUS_STATUSES),
  ...moneyFields,
  convertedAmount: z.number().int(),
});

/**
 * The player's sports bet changed (decision 032): a live bet accepted or refused after its delay, a bet settled
 * (decided, reopened by a rolled-back result, or cashed out), and the value a cash-out of its remaining stake
 * would pay now, sent while the prices of its markets move. Not a spec message: "my bets" follows it instead of
 * asking again.
 */
const sportBetMessage = z.discriminatedUnion('action', [
  message('sportBet', z.literal('accepted'), z.object({ betId: z.string() })),
  message(
    'sportBet',
    z.literal('rejected'),
    z.object({ betId: z.string(), reason: z.enum(SPORT_BET_REJECT_REASONS) }),
  ),
  message(
    'sportBet',
    z.literal('settled'),
    z.object({
      betId: z.string(),
      outcome: z.enum(SPORT_BET_OUTCOMES),
      /** Everything the bet has paid so far, and what this step moved (a reversal negative). */
      payout: z.number().int(),
      change: z.number().int(),
      currency: currencySchema,
    }),
  ),
  message(
    'sportBet',
    z.literal('cash-out'),
    z.object({
      betId: z.string(),
      available: z.boolean(),
      refusal: z.enum(CASH_OUT_REFUSALS).nullable(),
      remainingStake: z.number().int(),
      amount: z.number().int().nullable(),
    }),
  ),
]);

/**
 * A sport bonus (a free bet) changed (spec section 4): `canceled`, `expired` and `completed` take it off the
 * player's active sport bonuses; the others add it or bring it up to date. The action is its new status.
 */
const sportBettingMessage = message(
  'sportBetting',
  z.enum(['canceled', 'expired', 'completed', 'updated', 'applied', 'sleeping', 'waiting', 'rollover']),
  bonusChangeSchema,
);

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

/** The notification center: a new notification, or notifications read (in another tab or device). */
const ncMessage = z.discriminatedUnion('action', [
  message('nc', z.literal('new'), notificationSchema),
  message('nc', z.literal('read'), z.object({ ncMessageIds: z.array(z.number().int()) })),
]);

/**
 * A reality check is due (RTS 13): the session's figures at the check. Play waits until the player acknowledges it
 * (`POST /rest/self-limits/reality-check/ack/`).
 */
const realityCheckMessage = message('realityCheck', z.literal('check'), sessionFiguresSchema);

/**
 * A time-out or self-exclusion took effect (from any of the player's pages): open games close, since their
 * real-money sessions ended, and the Ludoman modal shows the end date (null: permanent).
 */
const selfExclusionMessage = message('selfExclusion', z.literal('started'), selfExcludedDetailsSchema);

/**
 * Tournament actions (spec section 4), for every kind of competition (decision 034). On the public tournaments
 * channel: `start`, `stop` (the competition), `positions` (its top places, at most once a second) and `playerWin` (a
 * notable win in it). On the player's own: `bet` (their place after a scoring round), the alerts of a round that did
 * not score and why, and `stop` with where they finished and what they won. `stageChanged` (decision 035): a stage of
 * a staged competition closed, to everyone, and to each who placed in it with their place and prize.
 */
const tournamentMessage = z.discriminatedUnion('action', [
  message(
    'tournament',
    z.literal('start'),
    competitionRefSchema.extend({ title: z.record(languageSchema, z.string()) }),
  ),
  message('tournament', z.literal('stop'), competitionStopDataSchema),
  message('tournament', z.literal('stageChanged'), competitionStageChangedDataSchema),
  message('tournament', z.literal('positions'), competitionPositionsDataSchema),
  message('tournament', z.literal('bet'), competitionBetDataSchema),
  message('tournament', z.literal('playerWin'), competitionPlayerWinDataSchema),
  message('tournament', z.enum(COMPETITION_ALERTS), competitionAlertDataSchema),
]);

export const PUSH_MESSAGE_SCHEMAS = {
  player: playerMessage,
  /** The player's whole balance after any money movement. */
  setBalance: message('setBalance', z.literal('update'), playerBalanceSchema),
  betData: betDataMessage,
  freespins: freeSpinsMessage,
  playerIdentityVerification: identityVerificationMessage,
  realityCheck: realityCheckMessage,
  selfExclusion: selfExclusionMessage,
  nc: ncMessage,
  reward: rewardMessage,
  contacts: openMessage('contacts'),
  payment: paymentMessage,
  deposit: depositMessage,
  documents: documentsMessage,
  withdraw: withdrawMessage,
  cashback: cashbackMessage,
  sportBetting: sportBettingMessage,
  bonus: bonusMessage,
  assignedBonus: assignedBonusMessage,
  dailyBonus: dailyBonusMessage,
  /** A jackpot's pool changed (`update`, to everyone, at most once a second per jackpot) or the player won it. */
  jackpotsStatus: z.discriminatedUnion('action', [
    message('jackpotsStatus', z.literal('update'), jackpotAmountSchema),
    message('jackpotsStatus', z.literal('win'), jackpotPlayerWinSchema),
  ]),
  popup: popupMessage,
  board: openMessage('board'),
  tournament: tournamentMessage,
  addPlayerLastAction: openMessage('addPlayerLastAction'),
  /** A winning sports bet for the win feed (spec section 4), told to every visitor. */
  sportBettingWin: message('sportBettingWin', z.literal('win'), sportWinFeedEntrySchema),
  sportBet: sportBetMessage,
  /** A match's prices, status or score moved (on the match's own channel): pages showing it follow without asking. */
  sportPrices: message('sportPrices', z.literal('update'), sportPricesSchema),
  vip: openMessage('vip'),
  /** A lottery draw the player had tickets in was made: the lottery page reads its results again. */
  lottery: message('lottery', z.literal('drawn'), lotteryPushDataSchema),
  /** A new version of the site is live: the page offers to reload (spec section 8, app-updated message). */
  app: message('app', z.literal('updated'), z.object({ version: z.string().min(1).max(128) })),
  chests: chestsMessage,
  rankLeague: openMessage('rankLeague'),
  season: openMessage('season'),
  promotions: openMessage('promotions'),
  game: gameMessage,
  gameplay: gameplayMessage,
  allowedWithDep: allowedWithDepMessage,
  innerBalance: openMessage('innerBalance'),
  seasonQuests: openMessage('seasonQuests'),
  confrontation: openMessage('confrontation'),
  /** The must-drop pool's amount (`update`, to everyone, at most once a second per jackpot) or the player won it. */
  jackpotSevens: z.discriminatedUnion('action', [
    message('jackpotSevens', z.literal('update'), sevensAmountSchema),
    message('jackpotSevens', z.literal('win'), sevensPlayerWinSchema),
  ]),
  moneyBox: moneyBoxMessage,
  /** A prize dropped: to everyone on the drops channel, and to its winner (`own`). */
  prizeDrops: message('prizeDrops', z.literal('drop'), prizeDropPushSchema),
  rally: openMessage('rally'),
  messageWidget: openMessage('messageWidget'),
  /** Stars dropped to the player, with their stars now. */
  playerStarDrops: message('playerStarDrops', z.literal('drop'), playerStarDropPushSchema),
  kingOfRoad: openMessage('kingOfRoad'),
  aroundTheWorld: openMessage('aroundTheWorld'),
  multiWheelActivity: openMessage('multiWheelActivity'),
  telegramProfile: openMessage('telegramProfile'),
  marathon: openMessage('marathon'),
} as const;

export type PushMessageType = keyof typeof PUSH_MESSAGE_SCHEMAS;
export const PUSH_MESSAGE_TYPES = Object.keys(PUSH_MESSAGE_SCHEMAS) as PushMessageType[];

/** Any push message, told apart by `type`. */
export const pushMessageSchema = z.discriminatedUnion(
  'type',
  Object.values(PUSH_MESSAGE_SCHEMAS) as unknown as [
    (typeof PUSH_MESSAGE_SCHEMAS)[PushMessageType],
    ...(typeof PUSH_MESSAGE_SCHEMAS)[PushMessageType][],
  ],
);
export type PushMessage = {
  [Type in PushMessageType]: z.infer<(typeof PUSH_MESSAGE_SCHEMAS)[Type]>;
}[PushMessageType];
export type PushMessageOf<Type extends PushMessageType> = z.infer<(typeof PUSH_MESSAGE_SCHEMAS)[Type]>;
