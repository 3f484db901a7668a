import {
  OPERATOR_KYC_ENDPOINTS,
  OPERATOR_PLAYER_ENDPOINTS,
  OPERATOR_SESSION_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, FORBIDDEN_MESSAGE, SESSION_ENDED_MESSAGE } from './error-messages';
import {
  callOperatorEndpoint,
  OperatorApiError,
  operatorAddress,
  setCsrfToken,
  whenSessionEnds,
} from './operator-client';

describe('operatorAddress', () => {
  it('fills path parameters, escaped', () => {
    expect(operatorAddress(OPERATOR_PLAYER_ENDPOINTS.detail.path, { id: 42 })).toBe(
      '/backoffice/api/players/42/',
    );
    expect(operatorAddress('/backoffice/api/x/:id/', { id: 'a/b c' })).toBe('/backoffice/api/x/a%2Fb%20c/');
  });

  it('appends only the defined query parameters', () => {
    expect(
      operatorAddress(OPERATOR_PLAYER_ENDPOINTS.search.path, undefined, { q: 'ann & co', limit: undefined }),
    ).toBe('/backoffice/api/players/?q=ann+%26+co');
    expect(operatorAddress('/backoffice/api/withdrawals/', undefined, { status: undefined })).toBe(
      '/backoffice/api/withdrawals/',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => operatorAddress(OPERATOR_KYC_ENDPOINTS.file.path, {})).toThrow(/id/);
  });
});

describe('errorMessage', () => {
  it('maps the codes an operator meets', () => {
    expect(errorMessage(new OperatorApiError(401, 'operator_login_failed', 'x'))).toBe(
      'Login, password or code is wrong.',
    );
    expect(errorMessage(new OperatorApiError(429, 'operator_login_locked', 'x'))).toBe(
      'Too many failed attempts. Try again later.',
    );
    expect(errorMessage(new OperatorApiError(403, 'operator_address_refused', 'x'))).toBe(
      'The back office cannot be reached from this network.',
    );
    expect(errorMessage(new OperatorApiError(403, 'operator_forbidden', 'x'))).toBe(FORBIDDEN_MESSAGE);
    expect(errorMessage(new OperatorApiError(401, 'unauthorized', 'x'))).toBe(SESSION_ENDED_MESSAGE);
  });

  it("falls back to the server's message", () => {
    expect(errorMessage(new OperatorApiError(409, 'withdrawal_not_pending', 'Already decided'))).toBe(
      'Already decided',
    );
  });
});

describe('callOperatorEndpoint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfToken(undefined);
    whenSessionEnds(undefined);
  });

  const session = {
    success: true,
    operator: { id: 1, login: 'admin', name: 'Admin', roles: ['admin'], permissions: ['players.read'] },
    csrfToken: 'token-1',
    idleExpiresAt: '2026-01-01T00:00:00.000Z',
  };

  it('sends the AJAX header, and the CSRF token on changes only', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setCsrfToken('token-1');
    await callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.current);
    await callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.login, {
      body: { login: 'admin', password: 'p', code: '123456' },
    });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const getCall = calls[0]!;
    const postCall = calls[1]!;
    expect(getCall[1].headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
    expect(getCall[1].headers).not.toHaveProperty('x-csrf-token');
    expect(getCall[1].credentials).toBe('same-origin');
    expect(postCall[1].headers).toMatchObject({
      'x-csrf-token': 'token-1',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(postCall[1].body))).toEqual({ login: 'admin', password: 'p', code: '123456' });
  });

  it('throws the typed error and reports an ended session', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: { code: 'unauthorized', message: 'Sign in' } }),
            {
              status: 401,
            },
          ),
      ),
    );
    const failure = callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.current);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in' });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('refuses a reply that does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 })),
    );
    await expect(callOperatorEndpoint(OPERATOR_SESSION_ENDPOINTS.current)).rejects.toMatchObject({
      code: 'bad_response',
    });
  });
});
