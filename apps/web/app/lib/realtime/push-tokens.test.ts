import { UnauthorizedError } from 'centrifuge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api-client';
import { fetchConnectionToken, fetchSubscriptionToken } from './push-tokens';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('push tokens', () => {
  it('asks for a connection token with a POST and answers the token', async () => {
    const fetch = answer(200, { success: true, data: { token: 'connection-jwt' } });
    await expect(fetchConnectionToken()).resolves.toBe('connection-jwt');
    expect(fetch).toHaveBeenCalledWith(
      '/rest/push/connection-token/',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('asks for a channel token naming the channel', async () => {
    const fetch = answer(200, { success: true, data: { token: 'channel-jwt' } });
    await expect(fetchSubscriptionToken('personal:42')).resolves.toBe('channel-jwt');
    expect(fetch).toHaveBeenCalledWith(
      '/rest/push/subscription-token/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ channel: 'personal:42' }) }),
    );
  });

  it.each([401, 403])('stops the SDK when the session no longer allows the token (%i)', async (status) => {
    answer(status, {
      success: false,
      error: { code: 'push_channel_forbidden', message: 'This channel is not yours' },
    });
    await expect(fetchSubscriptionToken('personal:43')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('lets the SDK retry other failures', async () => {
    answer(503, { success: false, error: { code: 'unavailable', message: 'Try later' } });
    await expect(fetchConnectionToken()).rejects.toBeInstanceOf(ApiCallError);
  });
});
