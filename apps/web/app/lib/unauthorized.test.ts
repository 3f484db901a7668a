import type { PlayerMainData } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onUnauthorized,
  raiseUnauthorized,
  reactToUnauthorized,
  resetUnauthorizedGuard,
  UNAUTHORIZED_GUARD_MS,
} from './unauthorized';

const guest = { isGuest: true } as PlayerMainData;
const player = { isGuest: false } as PlayerMainData;

afterEach(() => resetUnauthorizedGuard());

describe('the unauthorised event', () => {
  it('is handled once per 30 seconds', () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    expect(raiseUnauthorized(() => undefined, 1_000)).toBe(true);
    expect(raiseUnauthorized(() => undefined, 1_000 + UNAUTHORIZED_GUARD_MS - 1)).toBe(false);
    expect(raiseUnauthorized(() => undefined, 1_000 + UNAUTHORIZED_GUARD_MS)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('retries when the reloaded profile is still a player', async () => {
    const callbacks = { retry: vi.fn(), notAuthorized: vi.fn() };
    const setPlayer = vi.fn();
    await reactToUnauthorized(callbacks, async () => player, setPlayer, vi.fn());
    expect(setPlayer).toHaveBeenCalledWith(player);
    expect(callbacks.retry).toHaveBeenCalledOnce();
    expect(callbacks.notAuthorized).not.toHaveBeenCalled();
  });

  it('runs notAuthorized for someone who is now a guest', async () => {
    const callbacks = { retry: vi.fn(), notAuthorized: vi.fn() };
    await reactToUnauthorized(callbacks, async () => guest, vi.fn(), vi.fn());
    expect(callbacks.notAuthorized).toHaveBeenCalledOnce();
    expect(callbacks.retry).not.toHaveBeenCalled();
  });

  it('reloads the page for a guest without notAuthorized, or when the profile cannot be read', async () => {
    const reload = vi.fn();
    await reactToUnauthorized({ retry: vi.fn() }, async () => guest, vi.fn(), reload);
    await reactToUnauthorized({ retry: vi.fn() }, () => Promise.reject(new Error('down')), vi.fn(), reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
