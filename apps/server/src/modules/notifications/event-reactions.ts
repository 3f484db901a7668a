import {
  type BonusStatus,
  type BrandId,
  type Currency,
  type DepositAction,
  type DomainEventType,
  type PlayerBalance,
  type Profile,
  PUBLIC_CHANNELS,
  type PushMessage,
  type PushMessageOf,
  personalChannel,
} from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import type { Db } from '../../platform/db/database.ts';
import type { RelayedEvent, RelayedEventOf } from '../../platform/events/relayed-event.ts';
import { COMPETITION_REACTIONS } from './competition-reactions.ts';
import { noticeTexts, type SystemNotice } from './notification-texts.ts';
import type { NotificationDraft } from './notifications.service.ts';

export interface Publication {
  channel: string;
  message: PushMessage;
}

export interface ReactionContext {
  tx: Db;
  balanceOf(playerId: number, currency: Currency, tx: Db): Promise<PlayerBalance>;
  /** The player's own profile as it is now, read in their brand; undefined when the player is gone. */
  profileOf(playerId: number, brand: BrandId, tx: Db): Promise<Profile | undefined>;
  /** Whether a time-out or self-exclusion is in force for the player now: no bonus is put before them. */
  isExcluded(playerId: number, tx: Db): Promise<boolean>;
}

/**
 * How the platform tells players about one event type: the push messages it sends and the notification it leaves
 * in the notification center. The event comes parsed and typed by the relay (packages/contracts/src/events).
 */
export interface EventReaction<Type extends DomainEventType> {
  push?(event: RelayedEventOf<Type>, context: ReactionContext): Promise<Publication[]> | Publication[];
  /** The notification to leave, or null when this event's payload calls for none. */
  notice?(event: RelayedEventOf<Type>): NotificationDraft | null;
}

type DepositEvent = RelayedEventOf<'DepositCompleted' | 'DepositFailed'>;
type BonusStatusAction = Exclude<PushMessageOf<'bonus'>['action'], 'rejected' | InsuranceAction>;
type InsuranceAction = 'insurance-reject' | 'restore';
type WithdrawalEvent = RelayedEventOf<
  | 'WithdrawalRequested'
  | 'WithdrawalApproved'
  | 'WithdrawalPaid'
  | 'WithdrawalRejected'
  | 'WithdrawalCanceled'
>;

/** Message ids derive from the event, so a relay retry sends the same ids and clients drop the repeats. */
function messageId(event: RelayedEvent, type: PushMessage['type']): string {
  return `evt-${event.id}-${type}`;
}

function toPlayer(event: RelayedEvent, message: PushMessage): Publication[] {
  return event.playerId === null ? [] : [{ channel: personalChannel(event.playerId), message }];
}

function deposit(action: DepositAction) {
  return (event: DepositEvent): Publication[] =>
    toPlayer(event, { id: messageId(event, 'deposit'), type: 'deposit', action, data: event.payload });
}

function withdraw(action: PushMessageOf<'withdraw'>['action']) {
  return (event: WithdrawalEvent): Publication[] =>
    toPlayer(event, { id: messageId(event, 'withdraw'), type: 'withdraw', action, data: event.payload });
}

/** The `bonus` message's action for each state a bonus moves to; being wagered (`rollover`) is not told. */
const BONUS_ACTIONS: Record<BonusStatus, BonusStatusAction | null> = {
  init: 'assigned',
  sleeping: 'assigned',
  waiting: 'assigned',
  applied: 'applied',
  rollover: null,
  completed: 'complete',
  canceled: 'canceled',
  expired: 'canceled',
};

/**
 * A sport bonus's change as the `sportBetting` message (spec section 4), its action the new status; a bonus chosen
 * for a deposit (`init`) has nothing to show yet.
 */
function sportBonusMessage(
  event: RelayedEventOf<'BonusStatusChanged'>,
  context: ReactionContext,
): Promise<Publication[]> | Publication[] {
  const { playerBonusId, bonusId, status, amount, currency, convertedAmount } = event.payload;
  if (status === 'init') return [];
  return bonusMessage(event, context, () => ({
    id: messageId(event, 'sportBetting'),
    type: 'sportBetting',
    action: status,
    data: { playerBonusId, bonusId, status, amount, currency, convertedAmount },
  }));
}

/** The `freespins` message of a grant's change. */
function freeSpins(
  event: RelayedEvent,
  action: PushMessageOf<'freespins'>['action'],
  grant: PushMessageOf<'freespins'>['data'],
): Publication[] {
  const { grantId, playerBonusId, roundsLeft, winnings, currency } = grant;
  return toPlayer(event, {
    id: messageId(event, 'freespins'),
    type: 'freespins',
    action,
    data: { grantId, playerBonusId, roundsLeft, winnings, currency },
  });
}

/** A bonus message for the player, unless they are self-excluded: a bonus is never put before them. */
async function bonusMessage(
  event: RelayedEvent & { playerId: number },
  { tx, isExcluded }: ReactionContext,
  message: () => PushMessageOf<'bonus' | 'sportBetting'>,
): Promise<Publication[]> {
  return (await isExcluded(event.playerId, tx)) ? [] : toPlayer(event, message());
}

function notice(
  alias: SystemNotice,
  shape: Pick<NotificationDraft, 'type' | 'sound' | 'link'>,
): (event: { payload: { amount: number; currency: Currency } }) => NotificationDraft {
  return ({ payload }) => ({
    ...shape,
    systemAlias: alias,
    ...noticeTexts(alias, (lang) => formatMoney(payload.amount, payload.currency, lang)),
  });
}

/** A notice about the player's identity documents, its text around `detail` (the same in every language). */
function documentsNotice(alias: SystemNotice, detail = ''): NotificationDraft {
  return {
    type: 'documents',
    sound: 'default',
    link: '/profile/#documents',
    systemAlias: alias,
    ...noticeTexts(alias, () => detail),
  };
}

/**
 * Outbox event type -> what players are told. Later capabilities (bonuses, games, documents) add their rows here;
 * the relay's push and notification-center subscribers read this table and nothing else.
 */
export const EVENT_REACTIONS: { readonly [Type in DomainEventType]?: EventReaction<Type> } = {
  /** Written by the wallet for every transfer touching a player: the whole balance, read fresh. */
  BalanceChanged: {
    push: async (event, { tx, balanceOf }) =>
      toPlayer(event, {
        id: messageId(event, 'setBalance'),
        type: 'setBalance',
        action: 'update',
        data: await balanceOf(event.playerId, event.payload.currency, tx),
      }),
  },
  DepositCompleted: {
    push: deposit('complete'),
    notice: notice('deposit-complete', { type: 'deposit', sound: 'deposit', link: null }),
  },
  DepositFailed: {
    push: deposit('failed-complete'),
    notice: notice('deposit-failed', { type: 'deposit', sound: 'default', link: '/cash/deposit/' }),
  },
  WithdrawalRequested: {
    push: withdraw('requested'),
    notice: notice('withdrawal-requested', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  },
  WithdrawalApproved: { push: withdraw('approved') },
  WithdrawalPaid: {
    push: withdraw('paid'),
    notice: notice('withdrawal-paid', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  },
  WithdrawalRejected: {
    push: withdraw('rejected'),
    notice: notice('withdrawal-rejected', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  },
  /** The player canceled it themselves: their other pages update, no notification. */
  WithdrawalCanceled: { push: withdraw('canceled') },
  /** Written by the players module for any change its owner's profile shows: the whole profile, read fresh. */
  PlayerUpdated: {
    push: async (event, { tx, profileOf }) => {
      const profile = await profileOf(event.playerId, event.payload.brand, tx);
      return profile
        ? toPlayer(event, {
            id: messageId(event, 'player'),
            type: 'player',
            action: 'updated',
            data: profile,
          })
        : [];
    },
  },
  /** The identity verification status moved (documents decided, uploaded): the action is the new status. */
  VerificationStatusChanged: {
    push: (event) =>
      event.payload.status === 'none'
        ? []
        : toPlayer(event, {
            id: messageId(event, 'playerIdentityVerification'),
            type: 'playerIdentityVerification',
            action: event.payload.status,
            data: { previousStatus: event.payload.previousStatus },
          }),
    notice: (event) =>
      event.payload.status === 'approved' ? documentsNotice('verification-approved') : null,
  },
  /** A document uploaded or decided; a rejection leaves its reason in the notification center. */
  DocumentStatusChanged: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'documents'),
        type: 'documents',
        action: event.payload.status,
        data: event.payload,
      }),
    notice: ({ payload }) =>
      payload.status === 'rejected'
        ? documentsNotice('document-rejected', payload.rejectionReason ?? '')
        : null,
  },
  /**
   * Registration became complete (a contact or a new phone confirmed, register-complete): the player's other pages
   * open the welcome. The page that completed it shows the welcome itself, so it finds the modal already open.
   */
  RegistrationCompleted: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'popup'),
        type: 'popup',
        action: 'show',
        data: { name: 'RegistrationCompleted' },
      }),
  },
  /** A deposit's status moved: the cash desk following it reads the new one without waiting for its poll. */
  PaymentStatusChanged: {
    push: (event) => {
      const { status, ...data } = event.payload;
      return toPlayer(event, { id: messageId(event, 'payment'), type: 'payment', action: status, data });
    },
  },
  /** A real-money stake on a round (the games module's seamless wallet). */
  BetPlaced: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'betData'),
        type: 'betData',
        action: 'placed',
        data: event.payload,
      }),
  },
  /** A real-money round closed or rolled back: the game's stake and win. */
  RoundSettled: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'gameplay'),
        type: 'gameplay',
        action: 'round-settled',
        data: event.payload,
      }),
  },
  /** A sports bet now stands (a live one after its delay): "my bets" shows it accepted. */
  SportBetAccepted: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'sportBet'),
        type: 'sportBet',
        action: 'accepted',
        data: { betId: String(event.payload.betId) },
      }),
  },
  /** A live bet refused after its delay: the player learns why, and that the stake came back. */
  SportBetRejected: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'sportBet'),
        type: 'sportBet',
        action: 'rejected',
        data: { betId: String(event.payload.betId), reason: event.payload.reason },
      }),
  },
  /** A sports bet decided, reopened or cashed out: "my bets" and the balance follow it. */
  SportBetSettled: {
    push: (event) => {
      const { betId, outcome, payout, change, currency } = event.payload;
      return toPlayer(event, {
        id: messageId(event, 'sportBet'),
        type: 'sportBet',
        action: 'settled',
        data: { betId: String(betId), outcome, payout, change, currency },
      });
    },
  },
  /** A real-money game launched: the player's other pages learn what is being played. */
  GameLaunched: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'game'),
        type: 'game',
        action: 'launched',
        data: event.payload,
      }),
  },
  /** The player's reality-check interval passed: play pauses until they acknowledge the session figures. */
  RealityCheckDue: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'realityCheck'),
        type: 'realityCheck',
        action: 'check',
        data: event.payload,
      }),
  },
  /** A time-out or self-exclusion took effect: the player's open games close and show when it ends. */
  SelfExclusionStarted: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'selfExclusion'),
        type: 'selfExclusion',
        action: 'started',
        data: event.payload,
      }),
  },
  /** A bonus of the player's was taken, activated, wagered through, canceled or expired. */
  BonusStatusChanged: {
    push: (event, context) => {
      if (event.payload.category === 'sport') return sportBonusMessage(event, context);
      const action = BONUS_ACTIONS[event.payload.status];
      if (!action) return [];
      // A sleeping bonus that expired is told once, by `SleepingBonusExpired` (`assignedBonus` `expired`).
      if (event.payload.previousStatus === 'sleeping' && event.payload.status === 'expired') return [];
      const { playerBonusId, bonusId, status, amount, currency, convertedAmount } = event.payload;
      return bonusMessage(event, context, () => ({
        id: messageId(event, 'bonus'),
        type: 'bonus',
        action,
        data: { playerBonusId, bonusId, status, amount, currency, convertedAmount },
      }));
    },
  },
  /** The player took the daily bonus: their other pages show when the next may be taken. */
  DailyBonusTaken: {
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'dailyBonus'),
        type: 'dailyBonus',
        action: 'taken',
        data: { bonusId: event.payload.bonusId, nextAvailableAt: event.payload.nextAvailableAt },
      }),
  },
  /** A new day's daily bonus may be taken: the player's pages offer it again (nothing while excluded). */
  DailyBonusAvailable: {
    push: async (event, { tx, isExcluded }) =>
      (await isExcluded(event.playerId, tx))
        ? []
        : toPlayer(event, {
            id: messageId(event, 'dailyBonus'),
            type: 'dailyBonus',
            action: 'available',
            data: { bonusId: event.payload.bonusId, nextAvailableAt: null },
          }),
  },
  /** A deposit was credited without the bonus chosen for it: the player learns why. */
  DepositBonusRejected: {
    push: (event, context) =>
      bonusMessage(event, context, () => ({
        id: messageId(event, 'bonus'),
        type: 'bonus',
        action: 'rejected',
        data: event.payload,
      })),
  },
  /** A deposit made without a bonus may still take one for a while (AllowedWithDepBonus). */
  DepositBonusAllowed: {
    push: async (event, { tx, isExcluded }) => {
      if (await isExcluded(event.playerId, tx)) return [];
      return toPlayer(event, {
        id: messageId(event, 'allowedWithDep'),
        type: 'allowedWithDep',
        action: 'offered',
        data: event.payload,
      });
    },
  },
  /** A cashback of the player's was chosen, closed or collected; like bonuses, nothing while they are excluded. */
  CashbackStatusChanged: {
    push: async (event, { tx, isExcluded }) => {
      if (await isExcluded(event.playerId, tx)) return [];
      const { playerCashbackId, programId, status, netLoss, amount, currency } = event.payload;
      return toPlayer(event, {
        id: messageId(event, 'cashback'),
        type: 'cashback',
        action: status,
        data: { playerCashbackId, programId, status, netLoss, amount, currency },
      });
    },
  },
  /**
   * A deposit insurance's outcome: `restore` when the lost deposit came back, `insurance-reject` when it was
   * rejected; its other changes the player made or sees on the page. Nothing while the player is excluded.
   */
  InsuranceStatusChanged: {
    push: (event, context) => {
      const { status } = event.payload;
      const action: InsuranceAction | null =
        status === 'restored' ? 'restore' : status === 'rejected' ? 'insurance-reject' : null;
      if (!action) return [];
      const { insuranceId, programId, depositAmount, amount, currency, reason } = event.payload;
      return bonusMessage(event, context, () => ({
        id: messageId(event, 'bonus'),
        type: 'bonus',
        action,
        data: { insuranceId, programId, status, depositAmount, amount, currency, reason },
      }));
    },
  },
  /** A bonus offered to the player alone may be accepted now: BonusPopup shows it (nothing while excluded). */
  BonusOffered: {
    push: async (event, { tx, isExcluded }) => {
      if (await isExcluded(event.playerId, tx)) return [];
      const { offerId, bonusId, validUntil, source } = event.payload;
      const data = { offerId, bonusId, validUntil };
      const assigned = toPlayer(event, {
        id: messageId(event, 'assignedBonus'),
        type: 'assignedBonus',
        action: 'assigned',
        data,
      });
      // A prize's bonus is also told as the reward it is, which the page celebrates.
      if (source !== 'prize') return assigned;
      return [
        ...assigned,
        ...toPlayer(event, { id: messageId(event, 'reward'), type: 'reward', action: 'bonus', data }),
      ];
    },
  },
  /** A sleeping bonus the player never activated ran out (nothing while excluded). */
  SleepingBonusExpired: {
    push: async (event, { tx, isExcluded }) =>
      (await isExcluded(event.playerId, tx))
        ? []
        : toPlayer(event, {
            id: messageId(event, 'assignedBonus'),
            type: 'assignedBonus',
            action: 'expired',
            data: event.payload,
          }),
  },
  /** Free spins given to the player: the page and an open game frame show them. */
  FreeRoundsGranted: {
    push: (event) =>
      freeSpins(event, 'granted', { ...event.payload, roundsLeft: event.payload.rounds, winnings: 0 }),
  },
  /** A free spin played: what is left and what they won so far. */
  FreeRoundPlayed: { push: (event) => freeSpins(event, 'played', event.payload) },
  /** The spins are over (played, or their time ran out): their winnings are now wagered. */
  FreeRoundsFinished: { push: (event) => freeSpins(event, 'finished', { ...event.payload, roundsLeft: 0 }) },
  /** A node with a new web build started: every open page offers to reload. */
  SiteVersionReleased: {
    push: (event) => [
      {
        channel: PUBLIC_CHANNELS.app,
        message: { id: messageId(event, 'app'), type: 'app', action: 'updated', data: event.payload },
      },
    ],
  },
  ...COMPETITION_REACTIONS,
};

/** The reaction to an event's type, typed for that event (the table is keyed by type, so they always agree). */
export function reactionTo(event: RelayedEvent): EventReaction<DomainEventType> | undefined {
  return EVENT_REACTIONS[event.type] as EventReaction<DomainEventType> | undefined;
}
