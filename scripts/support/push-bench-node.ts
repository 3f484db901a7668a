/**
 * One push node for `npm run bench:push`, forked with an IPC channel: the real app (`buildApp`, push role only) on
 * an in-memory database, listening on PORT. The bench asks it over IPC to publish through its own publisher and
 * to report its memory, so the one-node figures include no broker and the memory is the server's alone.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';

export type BenchNodeRequest = { kind: 'publish'; channel: string; message: unknown } | { kind: 'memory' };

export type BenchNodeReply =
  | { kind: 'ready' }
  | { kind: 'memory'; rss: number; heapUsed: number; connections: number };

const config = loadConfig({ ...process.env, ROLES: 'push', LOG_LEVEL: 'warn' });
const database = await openDatabase({ inMemory: true });
await database.migrate();
const app = await buildApp({ config, database, logger: false, startJobs: false });
await app.listen({ host: '127.0.0.1', port: config.port });

const send = (reply: BenchNodeReply) => process.send?.(reply);

process.on('message', (request: BenchNodeRequest) => {
  if (request.kind === 'publish') {
    void app.push.publisher.publish(request.channel, request.message as never);
    return;
  }
  // A full collection first, so the figure is what the connections hold, not garbage waiting to be collected.
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  send({ kind: 'memory', rss, heapUsed, connections: app.push.hub.connectionCount });
});
process.on('disconnect', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
send({ kind: 'ready' });
