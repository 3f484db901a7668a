import { PUSH_MESSAGE_GROUPS, type PushMessage, type PushMessageType } from '@casino/contracts';
import { pushMessageSchemaOf } from './push-message-schemas';

export type PushMessageReading =
  | { kind: 'message'; message: PushMessage }
  /** Spec section 8: the welcome text some servers send when a connection is established; not a message. */
  | { kind: 'welcome' }
  | { kind: 'invalid'; reason: string };

const WELCOME_TEXT = 'connection established';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isKnownType(type: unknown): type is PushMessageType {
  return typeof type === 'string' && Object.hasOwn(PUSH_MESSAGE_GROUPS, type);
}

/**
 * Checks a publication's data against the message catalogue of the contracts (`{id, type, action, data}`),
 * before any handler sees it. Anything else is invalid with a reason to log: not an object, an unknown type,
 * or data the type does not allow (spec section 8: bad non-object `nc` content is logged and dropped). The type's
 * schema may have to load first (push-message-schemas.ts).
 */
export async function readPushMessage(data: unknown): Promise<PushMessageReading> {
  if (typeof data === 'string' && data.toLowerCase().includes(WELCOME_TEXT)) return { kind: 'welcome' };
  if (!isObject(data)) return { kind: 'invalid', reason: 'the message is not an object' };
  const { type } = data;
  if (!isKnownType(type)) return { kind: 'invalid', reason: `unknown message type ${JSON.stringify(type)}` };
  if (!isObject(data.data)) return { kind: 'invalid', reason: `${type} content is not an object` };
  const parsed = (await pushMessageSchemaOf(type)).safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    return { kind: 'invalid', reason: `${type} message does not match its schema at ${fields}` };
  }
  return { kind: 'message', message: parsed.data as PushMessage };
}
