/**
 * The Centrifugo client protocol in JSON, as the `centrifuge` SDK speaks it: commands `{id, <method>: {...}}`,
 * replies `{id, <method>: result}` or `{id, error}`, pushes without an id, the empty object as ping and pong. Several
 * JSON objects may share one WebSocket message, separated by newlines.
 */

/** Error codes of command replies. */
export const PushError = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
} as const;
export type PushErrorReply = (typeof PushError)[keyof typeof PushError];

/**
 * Close codes. Below 3500 the SDK reconnects with backoff; 3500-3999 (and 4500-4999) are terminal: it stays
 * disconnected.
 */
export const Disconnect = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  connectionExpired: { code: 3005, reason: 'connection expired' },
  subscriptionExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  channelLimit: { code: 3505, reason: 'channel limit' },
} as const;
export type DisconnectReason = (typeof Disconnect)[keyof typeof Disconnect];

export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
export type Method = (typeof METHODS)[number];
const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS);

/** A command as parsed from a frame: the pong (`{}`), a known method, or a method this protocol does not have. */
export type Command =
  | { kind: 'pong' }
  | { kind: 'call'; id: number; method: Method; params: Record<string, unknown> }
  | { kind: 'send'; params: Record<string, unknown> }
  | { kind: 'unknown'; id: number };

/** Thrown for input that breaks the protocol itself; the connection is closed with 3501. */
export class ProtocolViolation extends Error {}

/**
 * Splits one text frame into commands, in order. Anything but JSON objects of the protocol's shape is a
 * violation; a well-formed command with a method we do not know is `unknown` (answered with 104).
 */
export function parseFrame(frame: string, maxCommands: number): Command[] {
  const lines = frame.split('\n');
  if (lines.length > maxCommands) throw new ProtocolViolation('too many commands in one frame');
  const commands: Command[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    commands.push(parseCommand(line));
  }
  if (commands.length === 0) throw new ProtocolViolation('empty frame');
  return commands;
}

function parseCommand(line: string): Command {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ProtocolViolation('malformed JSON');
  }
  if (!isObject(value)) throw new ProtocolViolation('a command must be an object');
  const keys = Object.keys(value);
  if (keys.length === 0) return { kind: 'pong' };
  const methodKeys = keys.filter((key) => key !== 'id');
  if (methodKeys.length !== 1) throw new ProtocolViolation('a command must name one method');
  const method = methodKeys[0] as string;
  const params = value[method] ?? {};
  if (!isObject(params)) throw new ProtocolViolation('method parameters must be an object');
  if (method === 'send' && value.id === undefined) return { kind: 'send', params };
  const id = value.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new ProtocolViolation('a command needs a positive integer id');
  }
  if (!KNOWN_METHODS.has(method)) return { kind: 'unknown', id };
  return { kind: 'call', id, method: method as Method, params };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function replyFrame(id: number, method: Method, result: object): string {
  return `{"id":${id},${JSON.stringify(method)}:${JSON.stringify(result)}}`;
}

export function errorFrame(id: number, error: PushErrorReply): string {
  return JSON.stringify({ id, error });
}

/** A publication push; `data` is the message already serialized, so one string serves every subscriber. */
export function publicationFrame(channel: string, dataJson: string): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${dataJson}}}}`;
}

export const PING_FRAME = '{}';
