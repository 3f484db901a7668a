import { endpoint, okResponseSchema, RESPONSIBLE_ENDPOINTS } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiCallError, errorCodeOf } from './api-client';
import { callEndpoint, lazyEndpoints } from './endpoint-client';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const exclusion = { kind: 'timeout', period: '24h', startedAt: '2026-11-26T10:00:00.000Z', till: null };

describe('calling an endpoint of the table', () => {
  it('sends its method, path and body with the AJAX header, and gives the reply as its schema reads it', async () => {
    const fetch = answer(200, { success: true, data: exclusion, extra: 'dropped' });
    const reply = await callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, {
      body: { kind: 'timeout', period: '24h' },
    });
    expect(reply).toEqual({ success: true, data: exclusion });
    const [url, init = {}] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/rest/self-limits/exclude/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ kind: 'timeout', period: '24h' }));
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('fills in the path’s parameters and appends the query’s defined ones', async () => {
    const fetch = answer(200, { success: true });
    const listing = endpoint({
      method: 'GET',
      path: '/rest/example/:id/items/',
      auth: 'public',
      summary: 'A list',
      input: {
        params: z.object({ id: z.string() }),
        query: z.object({ limit: z.number(), offset: z.number().optional() }),
      },
      reply: okResponseSchema,
    });
    await callEndpoint(listing, { params: { id: 'a/b' }, query: { limit: 20 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/example/a%2Fb/items/?limit=20');
  });

  it('rejects a reply that does not match the schema, naming where', async () => {
    answer(200, { success: true, data: { ...exclusion, kind: 'forever' } });
    const call = callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, { body: { kind: 'timeout', period: '24h' } });
    await expect(call).rejects.toBeInstanceOf(ApiCallError);
    const error = await call.catch((failure: unknown) => failure);
    expect(errorCodeOf(error)).toBe('bad_response');
    expect((error as ApiCallError).message).toBe(
      '/rest/self-limits/exclude/ answered an unexpected data.kind',
    );
  });

  it('passes the server’s refusal on as it came', async () => {
    answer(409, { success: false, error: { code: 'exclusion_shorter', message: 'longer one in force' } });
    const error = await callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, {
      body: { kind: 'timeout', period: '24h' },
    }).catch((failure: unknown) => failure);
    expect(errorCodeOf(error)).toBe('exclusion_shorter');
    expect((error as ApiCallError).status).toBe(409);
  });
});

describe('a table fetched with its first call', () => {
  it('loads the table once, and calls and checks as callEndpoint does', async () => {
    const load = vi.fn(async () => RESPONSIBLE_ENDPOINTS);
    const call = lazyEndpoints(load);
    const fetch = answer(200, { success: true, data: exclusion });
    await call('exclude', { body: { kind: 'timeout', period: '24h' } });
    await call('exclude', { body: { kind: 'timeout', period: '24h' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[1]?.[0]).toBe('/rest/self-limits/exclude/');
    answer(200, { success: true, data: { ...exclusion, kind: 'forever' } });
    const error = await call('exclude', { body: { kind: 'timeout', period: '24h' } }).catch(
      (e: unknown) => e,
    );
    expect(errorCodeOf(error)).toBe('bad_response');
  });

  it('fetches the table again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<typeof RESPONSIBLE_ENDPOINTS>>()
      .mockRejectedValueOnce(new Error('chunk not loaded'))
      .mockResolvedValue(RESPONSIBLE_ENDPOINTS);
    const call = lazyEndpoints(load);
    answer(200, { success: true, data: exclusion });
    await expect(call('exclude', { body: { kind: 'timeout', period: '24h' } })).rejects.toThrow(
      'chunk not loaded',
    );
    await expect(call('exclude', { body: { kind: 'timeout', period: '24h' } })).resolves.toEqual({
      success: true,
      data: exclusion,
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
