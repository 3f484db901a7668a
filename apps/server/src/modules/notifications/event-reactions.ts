import {
  type Currency,
  currencySchema,
  type DepositAction,
  PAYMENT_FAILURE_REASONS,
  type PlayerBalance,
  PUBLIC_CHANNELS,
  type PushMessage,
  type PushMessageOf,
  personalChannel,
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
  notice?(payload: Payload): NotificationDraft;
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
