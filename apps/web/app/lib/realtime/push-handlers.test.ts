import type { PushMessage } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchPushMessage,
  notifyResync,
  registerPushHandler,
  registerResyncHandler,
} from './push-handlers';

const balance: PushMessage = {
  id: 'evt-1-setBalance',
  type: 'setBalance',
  action: 'update',
  data: { playerId: 7, currency: 'UAH', principal: 50_000, hold: 0, total: 50_000, bonus: 0 },
};
const appUpdated: PushMessage = { id: 'evt-2-app', type: 'app', action: 'updated', data: { version: 'v2' } };

const cleanups: (() => void)[] = [];
function register(...args: Parameters<typeof registerPushHandler>) {
  cleanups.push(registerPushHandler(...args));
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('push handler registry', () => {
  it('hands a message to the handlers of its type only', () => {
    const onBalance = vi.fn();
    const onApp = vi.fn();
    register('setBalance', onBalance);
    register('app', onApp);
    expect(dispatchPushMessage(balance)).toBe(1);
    expect(onBalance).toHaveBeenCalledWith(balance);
    expect(onApp).not.toHaveBeenCalled();
  });

  it('reaches every handler of a type, and none once they are unregistered', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerPushHandler('setBalance', first);
    register('setBalance', second);
    expect(dispatchPushMessage(balance)).toBe(2);
    unregisterFirst();
    expect(dispatchPushMessage(balance)).toBe(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('reports a type nobody handles yet as reaching no handler', () => {
    expect(dispatchPushMessage(appUpdated)).toBe(0);
  });

  it('keeps running the other handlers when one throws, and reports the failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    register('app', () => {
      throw new Error('broken');
    });
    register('app', after);
    expect(dispatchPushMessage(appUpdated)).toBe(2);
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('push handler for "app" failed', expect.any(Error));
  });

  it('lets a handler unregister itself while the message is being handed out', () => {
    const later = vi.fn();
    const unregister = registerPushHandler('app', () => unregister());
    register('app', later);
    dispatchPushMessage(appUpdated);
    dispatchPushMessage(appUpdated);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('tells the resync listeners when the personal channel is subscribed again', () => {
    const resync = vi.fn();
    const unregister = registerResyncHandler(resync);
    notifyResync();
    unregister();
    notifyResync();
    expect(resync).toHaveBeenCalledOnce();
  });
});
