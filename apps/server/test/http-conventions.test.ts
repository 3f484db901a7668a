import { apiErrorSchema } from '@casino/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { insertContent } from '../src/modules/content/content.repository.ts';
import { createPlayer, login, sessionCookieOf } from './support/auth-players.ts';
import { faqPageRow, faqRow, homePageRow, NO_CONTENT } from './support/content-fixtures.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await insertContent(testApp.database.db, {
    ...NO_CONTENT,
    pages: [homePageRow(), faqPageRow(['payments'])],
    faq: [faqRow('payments', 'How to deposit')],
  });
});
afterAll(() => testApp?.close());

/** Asserts the spec's error body (`{ success: false, error: { code, message } }`) and returns its code. */
function errorCodeOf(response: LightMyRequestResponse): string {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(response.json());
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error.code;
}

describe('the AJAX marker header', () => {
  it('refuses /rest calls without x-requested-with: XMLHttpRequest with a 403 JSON error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/rest/app/init/' });
    expect(response.statusCode).toBe(403);
    expect(errorCodeOf(response)).toBe('ajax_header_required');
  });

  it('refuses a wrong marker value', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/rest/page/faq/',
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same call with the marker', async () => {
    expect((await callApi(testApp.app, { url: '/rest/app/init/' })).statusCode).toBe(200);
  });

  it('holds for every spelling of an API path: doubled slashes, escapes, dot segments', async () => {
    for (const url of [
      '//rest/app/init/',
      '///rest/player/getProfile/',
      '/%72est/app/init/',
      '/%2e/rest/app/init/',
      '/games/../rest/app/init/',
      '//login/',
    ]) {
      const response = await testApp.app.inject({ method: url === '//login/' ? 'POST' : 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(errorCodeOf(response)).toBe('ajax_header_required');
    }
    expect((await callApi(testApp.app, { url: '//rest/app/init/' })).statusCode).toBe(200);
  });

  it('does not ask health checks for the marker', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('caching of API answers', () => {
  it('keeps every signed-in JSON answer out of caches, the login answer and errors included', async () => {
    const player = await createPlayer(testApp, 'Cache-Pass-1');
    const signedIn = await login(testApp.app, { login: player.login, password: 'Cache-Pass-1' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookies = { sid: String(sessionCookieOf(signedIn)) };
    for (const url of ['/rest/app/init/', '/rest/player/getProfile/', '/rest/no-such-endpoint/']) {
      const response = await callApi(testApp.app, { url, cookies });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the caching a route chose itself', async () => {
    const response = await callApi(testApp.app, { url: '/rest/page/faq/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });
});

describe('error replies', () => {
  it('answers an unknown /rest path with a 404 JSON error', async () => {
    const response = await callApi(testApp.app, { url: '/rest/no-such-endpoint/' });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('not_found');
  });

  it('answers an unknown /rest method with a 404 JSON error', async () => {
    const response = await callApi(testApp.app, { method: 'DELETE', url: '/rest/app/init/' });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('not_found');
  });

  it('refuses malformed JSON with 400 malformed_json', async () => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/app/init/',
      headers: { 'content-type': 'application/json' },
      payload: '{"lang": "en",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('malformed_json');
  });

  it(`refuses a body over ${BODY_LIMIT_BYTES / 1024} KiB with 413`, async () => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/app/init/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorCodeOf(response)).toBe('payload_too_large');
  });

  it('answers an unknown language of the catalogue with 422 and the field', async () => {
    const response = await callApi(testApp.app, { url: '/rest/i18n/xx/' });
    expect(response.statusCode).toBe(422);
    expect(errorCodeOf(response)).toBe('validation_failed');
    expect(Object.keys(response.json().error.fields)).toEqual(['lang']);
  });

  it('answers an unknown lang query of app init with 422 and the field', async () => {
    const response = await callApi(testApp.app, { url: '/rest/app/init/?lang=de' });
    expect(response.statusCode).toBe(422);
    expect(errorCodeOf(response)).toBe('validation_failed');
    expect(response.json().error.fields).toEqual({ lang: expect.any(String) });
  });

  it.each([
    ['a NUL character', '/rest/page/%00/'],
    ['a broken percent-encoding', '/rest/page/%E0%A4%A/'],
  ])('refuses a URL with %s with 400 bad_url', async (_what, url) => {
    const response = await callApi(testApp.app, { url, headers: { 'x-request-id': 'edge-bad-url-1' } });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('bad_url');
    expect(response.headers['x-request-id']).toBe('edge-bad-url-1');
  });

  it('answers a path no route serves with a 404 JSON error', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/no-such-form/' });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('not_found');
  });

  it('sends redirectUrl in the body of a 301', async () => {
    const response = await callApi(testApp.app, { url: '/rest/page/en/faq' });
    expect(response.statusCode).toBe(301);
    expect(apiErrorSchema.parse(response.json()).redirectUrl).toBe('/en/faq/');
  });
});

describe('request ids', () => {
  it('echoes a well-formed x-request-id', async () => {
    const response = await callApi(testApp.app, {
      url: '/rest/page/faq/',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(response.headers['x-request-id']).toBe('edge-1234abcd');
  });

  it('replaces a malformed or missing one with a fresh UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const malformed = await callApi(testApp.app, {
      url: '/rest/page/faq/',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(uuid);
    const first = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const second = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('carries the request id on refused calls too', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/rest/app/init/',
      headers: { 'x-request-id': 'edge-5678efgh' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-request-id']).toBe('edge-5678efgh');
  });
});

/** Any reply to bad input: a client error or success, never a server error, and errors in the spec's shape. */
function expectNoServerError(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (response.statusCode >= 400) errorCodeOf(response);
}

/** Text that often breaks servers: control characters, surrogates, emoji, right-to-left marks, encoded slashes. */
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\u202e', '\uD800', '😀'.repeat(50), '..', '/'.repeat(30), '?', '#'),
);

/** Percent-encodings that decode to no valid text: a lone surrogate, an overlong slash, a cut sequence, a stray byte. */
const brokenEncodings = fc.constantFrom('%ED%A0%80', '%C0%AF', '%E0%A4%A', '%FF', '%', '%00', '..%2F..%2F');

/** A URL path segment: odd text percent-encoded (lone surrogates made well-formed first), or a broken encoding. */
const oddSegment = fc.oneof(
  oddText.map((text) => encodeURIComponent(text.toWellFormed())),
  brokenEncodings,
);

describe('bad input never causes a 500', () => {
  it('page data with arbitrary paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(oddSegment, { maxLength: 4 }), async (segments) => {
        const url = `/rest/page/${segments.join('/')}`;
        expectNoServerError(await callApi(testApp.app, { url }));
      }),
      { numRuns: 150 },
    );
  });

  it('raw, unencoded odd characters in the URL', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, async (text) => {
        expectNoServerError(await callApi(testApp.app, { url: `/rest/page/${text}/` }));
      }),
      { numRuns: 100 },
    );
  });

  it('app init with query values of any type and size', async () => {
    const value = fc.oneof(
      oddSegment,
      fc.integer().map(String),
      fc.constant('x'.repeat(10_000)),
      fc.constant(`/${'%2F'.repeat(600)}`),
      oddSegment.map((segment) => `%2F${segment}%2F`),
    );
    await fc.assert(
      fc.asyncProperty(value, value, async (lang, path) => {
        expectNoServerError(await callApi(testApp.app, { url: `/rest/app/init/?lang=${lang}&path=${path}` }));
        expectNoServerError(await callApi(testApp.app, { url: `/rest/init/?path=${path}` }));
      }),
      { numRuns: 100 },
    );
  });

  it('app init with repeated query keys', async () => {
    expectNoServerError(
      await callApi(testApp.app, { url: '/rest/app/init/?lang=en&lang=ru&path=/&path=/faq/' }),
    );
  });

  it('catalogues of arbitrary languages', async () => {
    await fc.assert(
      fc.asyncProperty(oddSegment, async (lang) => {
        expectNoServerError(await callApi(testApp.app, { url: `/rest/i18n/${lang}/` }));
      }),
      { numRuns: 100 },
    );
  });

  it('arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.json(),
        fc.constantFrom('/rest/app/init/', '/rest/page/faq/', '/rest/i18n/uk/'),
        async (body, url) => {
          expectNoServerError(
            await callApi(testApp.app, {
              method: 'POST',
              url,
              headers: { 'content-type': 'application/json' },
              payload: body,
            }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it.each([1_000, 10_000, 60_000])('a %i-character path', async (length) => {
    const url = `/rest/page/${'a/'.repeat(length / 2)}`;
    expectNoServerError(await callApi(testApp.app, { url }));
    expectNoServerError(await testApp.app.inject({ method: 'GET', url: `/${'b'.repeat(length)}` }));
  });

  it('an odd content type', async () => {
    const response = await callApi(testApp.app, {
      method: 'POST',
      url: '/rest/app/init/',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'whatever',
    });
    expectNoServerError(response);
  });

  it('headers with huge values', async () => {
    const response = await callApi(testApp.app, {
      url: '/rest/page/faq/',
      headers: {
        'x-referer': 'r'.repeat(50_000),
        'x-request-id': 'i'.repeat(5_000),
        'user-agent': '\u00ff'.repeat(2_000),
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('page data served as JSON', () => {
  it('guests may cache it for five minutes', async () => {
    const response = await callApi(testApp.app, { url: '/rest/page/faq/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });
});
