import { CRASH_STREAM_PATH } from '@casino/contracts';
import { BACKOFFICE_API_PREFIX } from '@casino/contracts/backoffice';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { originOf } from './support/auth-players.ts';
import { signInNewPlayer } from './support/signed-in.ts';
import { buildTestApp, callApi, type TestApp } from './support/test-app.ts';

/** Strings an attacker or a careless client sends: each must get an answer, never a 500. */
const HOSTILE = {
  nul: 'a\u0000b',
  loneSurrogate: 'x\uD800y',
  veryLong: 'ж'.repeat(20_000),
  rtlOverride: '\u202Eadmin\u202C.exe',
  zeroWidthAndCombining: 'a\u200B\u0301\uFEFFb',
} as const;
const PASSWORD = 'Hostile-Pass-1';
/** Routes that answer with a stream that stays open: they take no input to be hostile with, and never end. */
const STREAMS = new Set([CRASH_STREAM_PATH]);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
};

/** A value shaped like `schema` whose every free string is `text`: enums and constants keep a valid value. */
function shapedLike(schema: JsonSchema | undefined, text: string): unknown {
  if (!schema) return text;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) {
    const usable = options.find((option) => option.type !== 'null') ?? options[0];
    return shapedLike(usable, text);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [shapedLike(schema.items, text)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? { value: {} }).map(([key, value]) => [
          key,
          shapedLike(value, text),
        ]),
      );
    default:
      return text;
  }
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** One request of the walk: a route, with its path parameters, query and body built around one hostile string. */
function requestFor(route: RouteOptions, method: string, text: string) {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const path = route.url
    .replace(/:[A-Za-z_]+/g, () => encodeURIComponent(text.isWellFormed() ? text : 'x'))
    .replace(/\*$/, 'x');
  const queryShape = jsonSchemaOf(schema.querystring);
  const query = queryShape ? (shapedLike(queryShape, text) as Record<string, unknown>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  const bodyShape = jsonSchemaOf(schema.body);
  const payload = BODY_METHODS.has(method)
    ? ((bodyShape ? shapedLike(bodyShape, text) : { value: text }) as object)
    : undefined;
  const url = search ? `${path}?${search}` : path;
  // Whether the string reached the request at all: a route taking only numbers and choices never sees it.
  const carried =
    // A lone surrogate cannot be put in a URL at all (URLSearchParams sends U+FFFD instead).
    (text.isWellFormed() && url.includes(encodeURIComponent(text).slice(0, 6))) ||
    (payload !== undefined && JSON.stringify(payload).includes(JSON.stringify(text).slice(1, -1)));
  return { method, url, payload, carried };
}

let testApp: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  // Limits off: a 429 before the handler would hide what the handler does with the strings.
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' }, onRoute: (route) => routes.push(route) });
});
afterAll(() => testApp?.close());

describe('text no column can hold', () => {
  it.each([
    ['/login/', { login: 'ace\u0000' }, 'login'],
    ['/rest/registerV2/', { email: 'a@example.com', nickname: 'N\u0000' }, 'nickname'],
    ['/rest/players/register/complete/', { nickname: '\u0000' }, 'nickname'],
    ['/rest/player/update/', { nickname: 'x\u0000y' }, 'nickname'],
    ['/rest/cash/token-pay/', { amount: 10_000, token_id: 'tok\u0000' }, 'token_id'],
    ['/rest/cash/output/', { amount: 10_000, token_id: 'tok\u0000' }, 'token_id'],
    ['/trackers/deposits/track/', { cash_button_name: '\u0000' }, 'cash_button_name'],
    ['/rest/player/firebase-token/', { token: 'fcm\u0000' }, 'token'],
    ['/rest/player/update/', { nickname: 'x\uDC00' }, 'nickname'],
    ['/rest/player/update/', { settings: [{ 'na\u0000me': 1 }] }, 'settings.0'],
    ['/rest/player/update/', { settings: [{ name: '\uD83D' }] }, 'settings.0.name'],
  ])('is refused at the edge: POST %s %j answers 422 naming %s', async (url, payload, field) => {
    const { sid } = await signInNewPlayer(testApp, PASSWORD);
    const response = await callApi(testApp.app, {
      method: 'POST',
      url,
      payload,
      cookies: { sid },
      headers: { origin: originOf(testApp) },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'validation_failed' } });
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it('is refused in a URL with the URL (a lone surrogate cannot be written in one)', async () => {
    const response = await callApi(testApp.app, { url: '/rest/getAllGames/?q=a%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_url');
  });
});

describe('hostile strings in every route the app registers', () => {
  it('never get a 5xx, signed in or not; NUL and lone surrogates are refused before any handler', async () => {
    const walked = routes
      .filter((route) => !STREAMS.has(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => ({ route, method })),
      );
    expect(walked.length).toBeGreaterThan(100);
    const failures: string[] = [];
    // The console's routes refuse a player's session before anything else: one player serves them all.
    const consolePlayer = await signInNewPlayer(testApp, PASSWORD);
    for (const { route, method } of walked) {
      // A new player each site route: a route that ends the session or the account must not hide the ones after it.
      const { sid } = route.url.startsWith(BACKOFFICE_API_PREFIX)
        ? consolePlayer
        : await signInNewPlayer(testApp, PASSWORD);
      for (const [name, text] of Object.entries(HOSTILE)) {
        for (const signedIn of [true, false]) {
          const { carried, ...request } = requestFor(route, method, text);
          const response = await callApi(testApp.app, {
            ...request,
            method: request.method as 'GET',
            ...(signedIn ? { cookies: { sid }, headers: { origin: originOf(testApp) } } : {}),
          });
          const where = `${method} ${route.url} ${name}${signedIn ? ' signed in' : ''}`;
          if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body}`);
          if (carried && (name === 'nul' || name === 'loneSurrogate') && response.statusCode < 300) {
            failures.push(`${where}: accepted (${response.statusCode})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
