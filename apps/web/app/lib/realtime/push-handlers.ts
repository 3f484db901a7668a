import type { PushMessage, PushMessageOf, PushMessageType } from '@casino/contracts';

export type PushHandler<Type extends PushMessageType> = (message: PushMessageOf<Type>) => void;

type AnyHandler = (message: PushMessage) => void;

const handlers = new Map<PushMessageType, Set<AnyHandler>>();
const resyncListeners = new Set<() => void>();

/**
 * Registers what to do with one message type (spec section 7: each incoming type with its action and data).
 * Several handlers may listen to a type; each capability registers its own. Returns the unregistration.
 */
export function registerPushHandler<Type extends PushMessageType>(
  type: Type,
  handler: PushHandler<Type>,
): () => void {
  let forType = handlers.get(type);
  if (!forType) {
    forType = new Set();
    handlers.set(type, forType);
  }
  const stored = handler as AnyHandler;
  forType.add(stored);
  return () => {
    forType.delete(stored);
  };
}

/**
 * Hands a checked message to every handler of its type. One failing handler is reported and the others still
 * run. Returns how many handlers it reached (none: the message type is not wired yet).
 */
export function dispatchPushMessage(message: PushMessage): number {
  const forType = handlers.get(message.type);
  if (!forType) return 0;
  for (const handler of [...forType]) {
    try {
      handler(message);
    } catch (error) {
      console.error(`push handler for "${message.type}" failed`, error);
    }
  }
  return forType.size;
}

/**
 * Registers what to read again when the personal channel is (re)subscribed. Messages sent while the page was
 * between connections are not replayed (decision 010), so state shown from them must be fetched afresh.
 */
export function registerResyncHandler(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => {
    resyncListeners.delete(listener);
  };
}

export function notifyResync(): void {
  for (const listener of [...resyncListeners]) listener();
}
