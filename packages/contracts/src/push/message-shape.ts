import { z } from 'zod';
import { currencySchema } from '../schemas.ts';

/** Unique per message: a client that receives one twice (delivery is at least once) drops the repeat. */
const messageIdSchema = z.string().min(1).max(128);

/** A push message's shape, `{id, type, action, data}`, for one type. */
export function message<const Type extends string, Action extends z.ZodType, Data extends z.ZodType>(
  type: Type,
  action: Action,
  data: Data,
) {
  return z.object({ id: messageIdSchema, type: z.literal(type), action, data });
}

/** A message type whose data is not defined yet: any action, any object. */
export function openMessage<const Type extends string>(type: Type, actions?: readonly [string, ...string[]]) {
  return message(type, actions ? z.enum(actions) : z.string().min(1), z.looseObject({}));
}

export const moneyFields = { amount: z.number().int(), currency: currencySchema };
