import { AJAX_HEADER, AJAX_HEADER_VALUE, ENDPOINT_TABLES, PUSH_ENDPOINT_PATH } from '@casino/contracts';
import { OPERATOR_ENDPOINT_TABLES } from '@casino/contracts/backoffice';
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
 * The routes that are not API calls, and so not in the endpoint table: each family and why. Anything else the
 * server registers must come from the table (decision 025).
 */
const NOT_API_CALLS: { route: RegExp; why: string }[] = [
  { route: /^GET \/(healthz|readyz)$/, why: 'probes for the load balancer, plain text' },
  { route: /^GET \/dev\/outbox$/, why: 'the development outbox as an HTML page' },
  { route: /^GET \/backoffice\/?$/, why: "the operators' console's page (a client-rendered app)" },
  { route: /^GET \/studio\/api\/crash\/stream$/, why: 'the live crash round as server-sent events' },
  {
    route: /^GET \/fiserv\/(google|apple)-pay-button\/$/,
    why: 'wallet button pages framed by the cash desk',
  },
  {
    route: /^(GET|POST) \/sandbox-psp\//,
    why: "the sandbox payment provider: another company's API and pages in production",
  },
];

/** Fastify's `/a/:id/` as OpenAPI writes it, `/a/{id}/`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('the OpenAPI document at /rest/openapi.json', () => {
  let test: TestApp;
  let document: OpenApiDocument;
  /** Every route as Fastify registers it, recorded by a hook of the test's own. */
  const routes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    test = await buildTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, path: route.url });
      },
    });
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
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      // HEAD answers as GET does. OpenAPI cannot write a catch-all (`*`: the pages, the JSON 404s under /rest/ and
      // /studio/api/, page data at /rest/page/*) nor a WebSocket (push speaks the Centrifugo protocol, decision 010).
      .filter(({ method, path }) => method !== 'HEAD' && !path.endsWith('*') && path !== PUSH_ENDPOINT_PATH)
      .filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('serves every endpoint of the table, and every route that is an API call comes from it', () => {
    // The back office's calls come from its own tables (decision 030), which name a permission each.
    const tabled = [...Object.values(ENDPOINT_TABLES), ...Object.values(OPERATOR_ENDPOINT_TABLES)].flatMap(
      (table): { method: string; path: string }[] => Object.values(table),
    );
    const served = new Set(routes.map(({ method, path }) => `${method} ${path}`));
    expect(
      tabled.map(({ method, path }) => `${method} ${path}`).filter((route) => !served.has(route)),
    ).toEqual([]);
    const inTable = new Set(tabled.map(({ method, path }) => `${method} ${path}`));
    const outside = routes
      .filter(({ method, path }) => method !== 'HEAD' && !path.endsWith('*') && path !== PUSH_ENDPOINT_PATH)
      .map(({ method, path }) => `${method} ${path}`)
      .filter(
        (route) => !inTable.has(route) && !NOT_API_CALLS.some(({ route: family }) => family.test(route)),
      );
    expect(outside).toEqual([]);
  });

  it('describes bodies and answers from the schemas the routes validate with', () => {
    const login = document.paths['/login/']?.post;
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { login: expect.anything(), password: expect.anything() },
    });
  });
});
