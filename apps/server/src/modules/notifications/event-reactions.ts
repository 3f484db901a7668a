import {
  BRAND_IDS,
  type BrandId,
  type Currency,
  currencySchema,
  type DepositAction,
  PAYMENT_FAILURE_REASONS,
  type PlayerBalance,
  type Profile,
  PUBLIC_CHANNELS,
  type PushMessage,
  type PushMessageOf,
  personalChannel,
  playerDocumentSchema,
  ROUND_STATUSES,
  sessionFiguresSchema,
  verificationStatusSchema,
} from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { RelayedEvent } from '../../platform/events/relay.ts';
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
}

/**
 * How the platform tells players about one event type: the push messages it sends and the notification it leaves
 * in the notification center. `payload` checks the event before anything is built from it.
 */
export interface EventReaction<Payload = unknown> {
  payload: z.ZodType<Payload>;
  push?(
    event: RelayedEvent,
    payload: Payload,
    context: ReactionContext,
  ): Promise<Publication[]> | Publication[];
  /** The notification to leave, or null when this event's payload calls for none. */
  notice?(payload: Payload): NotificationDraft | null;
}

const money = { amount: z.number().int(), currency: currencySchema };
const balanceChangedPayload = z.object({ currency: currencySchema });
const depositPayload = z.object({
  paymentId: z.string(),
  ...money,
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});
const withdrawalPayload = z.object({
  withdrawalId: z.string(),
  ...money,
  reason: z.string().nullable().optional(),
});
const siteVersionPayload = z.object({ version: z.string().min(1).max(128) });
const roundPayload = { roundId: z.string(), gameSlug: z.string(), currency: currencySchema };
const betPlacedPayload = z.object({ ...roundPayload, amount: z.number().int() });
const roundSettledPayload = z.object({
  ...roundPayload,
  stake: z.number().int(),
  win: z.number().int(),
  status: z.enum(ROUND_STATUSES).exclude(['open']),
});
const gameLaunchedPayload = z.object({ slug: z.string(), isMoney: z.boolean() });
const playerUpdatedPayload = z.object({ brand: z.enum(BRAND_IDS), fields: z.array(z.string()) });
const verificationStatusPayload = z.object({
  status: verificationStatusSchema,
  previousStatus: verificationStatusSchema,
});
const paymentStatusPayload = z.object({
  paymentId: z.string(),
  ...money,
  status: z.enum(['pending', 'succeeded', 'failed']),
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
});
type Deposit = z.infer<typeof depositPayload>;
type Withdrawal = z.infer<typeof withdrawalPayload>;

/** Message ids derive from the event, so a relay retry sends the same ids and clients drop the repeats. */
function messageId(event: RelayedEvent, type: PushMessage['type']): string {
  return `evt-${event.id}-${type}`;
}

function toPlayer(event: RelayedEvent, message: PushMessage): Publication[] {
  return event.playerId === null ? [] : [{ channel: personalChannel(event.playerId), message }];
}

function deposit(action: DepositAction) {
  return (event: RelayedEvent, payload: Deposit): Publication[] =>
    toPlayer(event, { id: messageId(event, 'deposit'), type: 'deposit', action, data: payload });
}

function withdraw(action: PushMessageOf<'withdraw'>['action']) {
  return (event: RelayedEvent, payload: Withdrawal): Publication[] =>
    toPlayer(event, { id: messageId(event, 'withdraw'), type: 'withdraw', action, data: payload });
}

function notice(
  alias: SystemNotice,
  shape: Pick<NotificationDraft, 'type' | 'sound' | 'link'>,
): (payload: { amount: number; currency: Currency }) => NotificationDraft {
  return (payload) => ({
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

function reaction<Payload>(definition: EventReaction<Payload>): EventReaction {
  return definition as EventReaction;
}

/**
 * Outbox event type -> what players are told. Later capabilities (bonuses, games, documents) add their rows here;
 * the relay's push and notification-center subscribers read this table and nothing else.
 */
export const EVENT_REACTIONS: Readonly<Record<string, EventReaction>> = {
  /** Written by the wallet for every transfer touching a player: the whole balance, read fresh. */
  BalanceChanged: reaction({
    payload: balanceChangedPayload,
    push: async (event, payload, { tx, balanceOf }) =>
      event.playerId === null
        ? []
        : toPlayer(event, {
            id: messageId(event, 'setBalance'),
            type: 'setBalance',
            action: 'update',
            data: await balanceOf(event.playerId, payload.currency, tx),
          }),
  }),
  DepositCompleted: reaction({
    payload: depositPayload,
    push: deposit('complete'),
    notice: notice('deposit-complete', { type: 'deposit', sound: 'deposit', link: null }),
  }),
  DepositFailed: reaction({
    payload: depositPayload,
    push: deposit('failed-complete'),
    notice: notice('deposit-failed', { type: 'deposit', sound: 'default', link: '/cash/deposit/' }),
  }),
  WithdrawalRequested: reaction({
    payload: withdrawalPayload,
    push: withdraw('requested'),
    notice: notice('withdrawal-requested', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  }),
  WithdrawalApproved: reaction({ payload: withdrawalPayload, push: withdraw('approved') }),
  WithdrawalPaid: reaction({
    payload: withdrawalPayload,
    push: withdraw('paid'),
    notice: notice('withdrawal-paid', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  }),
  WithdrawalRejected: reaction({
    payload: withdrawalPayload,
    push: withdraw('rejected'),
    notice: notice('withdrawal-rejected', { type: 'withdrawal', sound: 'withdrawal', link: null }),
  }),
  /** The player canceled it themselves: their other pages update, no notification. */
  WithdrawalCanceled: reaction({ payload: withdrawalPayload, push: withdraw('canceled') }),
  /** Written by the players module for any change its owner's profile shows: the whole profile, read fresh. */
  PlayerUpdated: reaction({
    payload: playerUpdatedPayload,
    push: async (event, { brand }, { tx, profileOf }) => {
      const profile = event.playerId === null ? undefined : await profileOf(event.playerId, brand, tx);
      return profile
        ? toPlayer(event, {
            id: messageId(event, 'player'),
            type: 'player',
            action: 'updated',
            data: profile,
          })
        : [];
    },
  }),
  /** The identity verification status moved (documents decided, uploaded): the action is the new status. */
  VerificationStatusChanged: reaction({
    payload: verificationStatusPayload,
    push: (event, { status, previousStatus }) =>
      status === 'none'
        ? []
        : toPlayer(event, {
            id: messageId(event, 'playerIdentityVerification'),
            type: 'playerIdentityVerification',
            action: status,
            data: { previousStatus },
          }),
    notice: ({ status }) => (status === 'approved' ? documentsNotice('verification-approved') : null),
  }),
  /** A document uploaded or decided; a rejection leaves its reason in the notification center. */
  DocumentStatusChanged: reaction({
    payload: playerDocumentSchema,
    push: (event, document) =>
      toPlayer(event, {
        id: messageId(event, 'documents'),
        type: 'documents',
        action: document.status,
        data: document,
      }),
    notice: (document) =>
      document.status === 'rejected'
        ? documentsNotice('document-rejected', document.rejectionReason ?? '')
        : null,
  }),
  /**
   * Registration became complete (a contact or a new phone confirmed, register-complete): the player's other pages
   * open the welcome. The page that completed it shows the welcome itself, so it finds the modal already open.
   */
  RegistrationCompleted: reaction({
    payload: z.object({}),
    push: (event) =>
      toPlayer(event, {
        id: messageId(event, 'popup'),
        type: 'popup',
        action: 'show',
        data: { name: 'RegistrationCompleted' },
      }),
  }),
  /** A deposit's status moved: the cash desk following it reads the new one without waiting for its poll. */
  PaymentStatusChanged: reaction({
    payload: paymentStatusPayload,
    push: (event, { status, ...data }) =>
      toPlayer(event, { id: messageId(event, 'payment'), type: 'payment', action: status, data }),
  }),
  /** A real-money stake on a round (the games module's seamless wallet). */
  BetPlaced: reaction({
    payload: betPlacedPayload,
    push: (event, payload) =>
      toPlayer(event, { id: messageId(event, 'betData'), type: 'betData', action: 'placed', data: payload }),
  }),
  /** A real-money round closed or rolled back: the game's stake and win. */
  RoundSettled: reaction({
    payload: roundSettledPayload,
    push: (event, payload) =>
      toPlayer(event, {
        id: messageId(event, 'gameplay'),
        type: 'gameplay',
        action: 'round-settled',
        data: payload,
      }),
  }),
  /** A real-money game launched: the player's other pages learn what is being played. */
  GameLaunched: reaction({
    payload: gameLaunchedPayload,
    push: (event, payload) =>
      toPlayer(event, { id: messageId(event, 'game'), type: 'game', action: 'launched', data: payload }),
  }),
  /** The player's reality-check interval passed: play pauses until they acknowledge the session figures. */
  RealityCheckDue: reaction({
    payload: sessionFiguresSchema,
    push: (event, figures) =>
      toPlayer(event, {
        id: messageId(event, 'realityCheck'),
        type: 'realityCheck',
        action: 'check',
        data: figures,
      }),
  }),
  /** A node with a new web build started: every open page offers to reload. */
  SiteVersionReleased: reaction({
    payload: siteVersionPayload,
    push: (event, payload) => [
      {
        channel: PUBLIC_CHANNELS.app,
        message: { id: messageId(event, 'app'), type: 'app', action: 'updated', data: payload },
      },
    ],
  }),
};
