import { z } from 'zod';
import { DEPOSIT_ACTIONS, PAYMENT_FAILURE_REASONS } from '../cash-codes.ts';
import { notificationSchema } from '../notifications.ts';
import { currencySchema } from '../schemas.ts';
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

/** The notification center: a new notification, or notifications read (in another tab or device). */
const ncMessage = z.discriminatedUnion('action', [
  message('nc', z.literal('new'), notificationSchema),
  message('nc', z.literal('read'), z.object({ ncMessageIds: z.array(z.number().int()) })),
]);

export const PUSH_MESSAGE_SCHEMAS = {
  player: openMessage('player'),
  /** The player's whole balance after any money movement. */
  setBalance: message('setBalance', z.literal('update'), playerBalanceSchema),
  betData: openMessage('betData'),
  freespins: openMessage('freespins'),
  /** Identity verification actions (spec section 4). */
  playerIdentityVerification: openMessage('playerIdentityVerification', [
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
  realityCheck: openMessage('realityCheck'),
  nc: ncMessage,
  reward: openMessage('reward'),
  contacts: openMessage('contacts'),
  payment: openMessage('payment'),
  deposit: depositMessage,
  documents: openMessage('documents'),
  withdraw: withdrawMessage,
  cashback: openMessage('cashback'),
  /** Sport bonus events (spec section 4). */
  sportBetting: openMessage('sportBetting', [
    'canceled',
    'expired',
    'completed',
    'updated',
    'applied',
    'sleeping',
    'waiting',
    'rollover',
  ]),
  /** Bonus actions (spec section 4). */
  bonus: openMessage('bonus', [
    'applied',
    'complete',
    'canceled',
    'rejected',
    'insurance-reject',
    'restore',
    'assigned',
  ]),
  assignedBonus: openMessage('assignedBonus', ['assigned', 'expired']),
  dailyBonus: openMessage('dailyBonus'),
  jackpotsStatus: openMessage('jackpotsStatus'),
  popup: openMessage('popup'),
  board: openMessage('board'),
  /** Tournament actions (spec section 4). */
  tournament: openMessage('tournament', [
    'start',
    'stop',
    'positions',
    'bet',
    'playerWin',
    'stageChanged',
    'min-alert',
    'max-alert',
    'non-tournament-bonus-alert',
    'freespin-alert',
  ]),
  addPlayerLastAction: openMessage('addPlayerLastAction'),
  sportBettingWin: openMessage('sportBettingWin'),
  vip: openMessage('vip'),
  lottery: openMessage('lottery'),
  /** A new version of the site is live: the page offers to reload (spec section 8, app-updated message). */
  app: message('app', z.literal('updated'), z.object({ version: z.string().min(1).max(128) })),
  chests: openMessage('chests'),
  rankLeague: openMessage('rankLeague'),
  season: openMessage('season'),
  promotions: openMessage('promotions'),
  game: openMessage('game'),
  gameplay: openMessage('gameplay'),
  allowedWithDep: openMessage('allowedWithDep'),
  innerBalance: openMessage('innerBalance'),
  seasonQuests: openMessage('seasonQuests'),
  confrontation: openMessage('confrontation'),
  jackpotSevens: openMessage('jackpotSevens'),
  moneyBox: openMessage('moneyBox'),
  prizeDrops: openMessage('prizeDrops'),
  rally: openMessage('rally'),
  messageWidget: openMessage('messageWidget'),
  playerStarDrops: openMessage('playerStarDrops'),
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
