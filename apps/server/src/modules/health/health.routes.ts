import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';

/** `/healthz`: the process is up. `/readyz`: the database answers and every migration is applied. */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const ready = await database.isReady().catch((error: unknown) => {
      request.log.warn({ err: error }, 'readiness check failed');
      return false;
    });
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', database: database.kind });
  });
}
