import { RESPONSIBLE_ENDPOINTS } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, errorCodeOf } from './api-client';
import { callEndpoint } from './endpoint-client';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const exclusion = { kind: 'timeout', period: '24h', startedAt: '2026-11-26T10:00:00.000Z', till: null };

describe('calling an endpoint of the table', () => {
  it('sends its method, path and body with the AJAX header, and gives the reply as its schema reads it', async () => {
    const fetch = answer(200, { success: true, data: exclusion, extra: 'dropped' });
    const reply = await callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, { kind: 'timeout', period: '24h' });
    expect(reply).toEqual({ success: true, data: exclusion });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/self-limits/exclude/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ kind: 'timeout', period: '24h' }));
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('rejects a reply that does not match the schema, naming where', async () => {
    answer(200, { success: true, data: { ...exclusion, kind: 'forever' } });
    const call = callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, { kind: 'timeout', period: '24h' });
    await expect(call).rejects.toBeInstanceOf(ApiCallError);
    const error = await call.catch((failure: unknown) => failure);
    expect(errorCodeOf(error)).toBe('bad_response');
    expect((error as ApiCallError).message).toBe(
      '/rest/self-limits/exclude/ answered an unexpected data.kind',
    );
  });

  it('passes the server’s refusal on as it came', async () => {
    answer(409, { success: false, error: { code: 'exclusion_shorter', message: 'longer one in force' } });
    const error = await callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, { kind: 'timeout', period: '24h' }).catch(
      (failure: unknown) => failure,
    );
    expect(errorCodeOf(error)).toBe('exclusion_shorter');
    expect((error as ApiCallError).status).toBe(409);
  });
});
