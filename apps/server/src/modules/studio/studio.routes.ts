import type { ServerResponse } from 'node:http';
import { CRASH_STREAM_PATH, STUDIO_ENDPOINTS, STUDIO_SESSION_HEADER } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ONLY, serveEndpoints } from '../../platform/http/endpoints.ts';
import type { CrashBets } from './crash-bets.ts';
import { CrashLiveFeed } from './crash-live-feed.ts';
import type { CrashLiveView } from './crash-live-view.ts';
import type { PlayRoundService } from './play-round.ts';
import { roundFacts } from './round-facts.ts';
import { type SeedsService, seedOwner } from './seeds.service.ts';
import { studioErrors } from './studio.errors.ts';
import type { StudioRepository } from './studio.repository.ts';
import type { StudioSessionService } from './studio-session.service.ts';

export interface StudioRouteDependencies {
  sessions: StudioSessionService;
  seeds: SeedsService;
  play: PlayRoundService;
  repository: StudioRepository;
  crash: { bets: CrashBets; view: CrashLiveView };
}

/** Seeds are named by their SHA-256 hash: 64 lowercase hex characters. */
const SEED_HASH = /^[0-9a-f]{64}$/;

function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[STUDIO_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The studio's own API under `/studio/api` (JSON), served from its endpoint table, called by its game clients
 * and the verify page. Everything but the public lookups names its session in the `x-studio-session` header,
 * resolved here: the studio knows no casino session, so the table asks the casino's sessions nothing.
 */
export function studioRoutes(app: FastifyInstance, deps: StudioRouteDependencies): void {
  serveEndpoints(
    app,
    STUDIO_ENDPOINTS,
    {
      startSession: async ({ body }) => ({
        success: true,
        data: await deps.sessions.start(body.launchToken),
      }),
      play: async ({ request, body }) => {
        const active = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: await deps.play.play(active, body) };
      },
      resetDemo: async ({ request }) => {
        const { session } = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: { balance: await deps.sessions.resetDemo(session) } };
      },
      setClientSeed: async ({ request, body }) => {
        const { session } = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: await deps.seeds.setClientSeed(seedOwner(session), body.clientSeed) };
      },
      rotateSeeds: async ({ request }) => {
        const { session } = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: await deps.seeds.rotate(seedOwner(session)) };
      },
      lookUpSeed: async ({ params }) => {
        if (!SEED_HASH.test(params.hash)) throw studioErrors.seedNotFound();
        return { success: true, data: await deps.seeds.lookup(params.hash) };
      },
      lookUpRound: async ({ request, params }) => ({
        success: true,
        data: await roundFacts(
          deps.repository,
          params.roundId,
          await deps.sessions.viewer(sessionToken(request)),
        ),
      }),
      crashState: async () => ({ success: true, data: await deps.crash.view.state() }),
      crashBet: async ({ request, body }) => {
        const active = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: await deps.crash.bets.place(active, body) };
      },
      crashCashOut: async ({ request, body }) => {
        const active = await deps.sessions.resolve(sessionToken(request));
        return { success: true, data: await deps.crash.bets.cashOut(active, body.roundId) };
      },
    },
    PUBLIC_ONLY,
  );
  crashStreamRoute(app, new CrashLiveFeed({ view: deps.crash.view, log: app.log }));

  // Every other path here is the studio API's too (however long or odd): a JSON 404, never the site's HTML page.
  app.all('/studio/api/*', async (request) => {
    throw studioErrors.noEndpoint(request.method, request.url.split('?')[0] ?? '');
  });
}

/**
 * The live crash round as server-sent events (decision 028): the state at once, then each change. Outside the
 * endpoint table: a stream, not a JSON reply. Open to anyone, as the round is public; stakes need a session.
 */
function crashStreamRoute(app: FastifyInstance, feed: CrashLiveFeed): void {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: the server's shutdown ends them, or it would wait for every watcher.
  app.addHook('preClose', async () => {
    feed.stop();
    for (const response of open) response.end();
  });
  app.get(CRASH_STREAM_PATH, async (request, reply) => {
    reply.hijack();
    open.add(reply.raw);
    request.raw.on('close', () => open.delete(reply.raw));
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const stop = await feed.listen((event) => reply.raw.write(event));
    // A watcher gone while the first state was read is let go at once.
    if (reply.raw.destroyed) stop();
    else request.raw.on('close', stop);
  });
}
