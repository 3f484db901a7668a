import type { PushMessageType } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { type PushHandler, registerPushHandler, registerResyncHandler } from './push-handlers';

/** Handles a message type while the component is mounted, always with its latest render's handler. */
export function usePushHandler<Type extends PushMessageType>(type: Type, handler: PushHandler<Type>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => registerPushHandler(type, (message) => latest.current(message)), [type]);
}

/** Runs `listener` each time the personal channel is subscribed again, while the component is mounted. */
export function useResync(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => registerResyncHandler(() => latest.current()), []);
}
