import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages/account.ts';
import { BONUSES_MESSAGES } from './messages/bonuses.ts';
import { CHANCE_MESSAGES } from './messages/chance.ts';
import { COMPETITIONS_MESSAGES } from './messages/competitions.ts';
import { MONEY_MESSAGES } from './messages/money.ts';
import { OPEN_MESSAGES } from './messages/open.ts';
import { SPORTS_MESSAGES } from './messages/sports.ts';

/**
 * The push message catalogue: every incoming message type of spec section 7, each `{id, type, action, data}`.
 * `id` is unique per message, so a client that receives one twice (delivery is at least once) drops the repeat.
 * Types whose capability exists have exact data; the others accept any object until their capability lands and
 * tightens them here. The schemas live in groups, a module each (message-groups.ts); this is the whole of them.
 */
export const PUSH_MESSAGE_SCHEMAS = {
  ...ACCOUNT_MESSAGES,
  ...MONEY_MESSAGES,
  ...BONUSES_MESSAGES,
  ...SPORTS_MESSAGES,
  ...COMPETITIONS_MESSAGES,
  ...CHANCE_MESSAGES,
  ...OPEN_MESSAGES,
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
