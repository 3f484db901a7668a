import { AJAX_HEADER, AJAX_HEADER_VALUE, PUSH_ENDPOINT_PATH } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app.ts';

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Every route the app answers, read off Fastify's own route tree (`printRoutes`), independently of the hook
 * the OpenAPI document is built from: `├── /rest/ (GET)` lines, each level four characters deeper than its parent.
 */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

/** Fastify's `/a/:id/` as OpenAPI writes it, `/a/{id}/`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('the OpenAPI document at /rest/openapi.json', () => {
  let test: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    test = await buildTestApp();
    const response = await test.app.inject({
      method: 'GET',
      url: '/rest/openapi.json',
      headers: { [AJAX_HEADER]: AJAX_HEADER_VALUE },
    });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => test.close());

  it('is OpenAPI 3.1, named after the brand', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe(`${test.app.platform.brand.name} API`);
  });

  it('lists every route the server registers, with its method', () => {
    const routes = registeredRoutes(test.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      // HEAD answers as GET does; `*` is the pages' catch-all, a page for every path the API does not name; the
      // push WebSocket speaks the Centrifugo protocol (decision 010), which OpenAPI cannot describe.
      .filter(({ method, path }) => method !== 'HEAD' && path !== '*' && path !== PUSH_ENDPOINT_PATH)
      .filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('describes bodies and answers from the schemas the routes validate with', () => {
    const login = document.paths['/login/']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { login: expect.anything(), password: expect.anything() },
    });
  });
});
