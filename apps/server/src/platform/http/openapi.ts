import { SERVICE_ENDPOINTS } from '@casino/contracts';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC_ONLY, serveEndpoints } from './endpoints.ts';

/**
 * OpenAPI 3.1 of every route, served at `/rest/openapi.json` (ARCHITECTURE rule 7), generated from the zod schemas
 * the routes validate with, so the document cannot drift from what the server accepts and answers. Registered before any route: it records routes as they are
 * added. OpenAPI has no way to write a catch-all route (the pages, page data at `/rest/page/*`, the JSON 404s) or a
 * WebSocket (push, the Centrifugo protocol of decision 010): those are described in the README.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.platform.brand.name} API`,
        version: '1',
        description:
          'Every call under /rest/ carries `x-requested-with: XMLHttpRequest`. Errors are `{"success": false, "error": {"code", "message", "fields"?}}`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  serveEndpoints(
    app,
    { openApi: SERVICE_ENDPOINTS.openApi },
    // The document is built from the routes as registered: it names no one, so it asks no one who they are.
    { openApi: async () => app.swagger() as { openapi: string } },
    PUBLIC_ONLY,
  );
}
