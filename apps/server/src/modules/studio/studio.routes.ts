import { STUDIO_ENDPOINTS, STUDIO_SESSION_HEADER } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ONLY, serveEndpoints } from '../../platform/http/endpoints.ts';
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
    },
    PUBLIC_ONLY,
  );

  // Every other path here is the studio API's too (however long or odd): a JSON 404, never the site's HTML page.
  app.all('/studio/api/*', async (request) => {
    throw studioErrors.noEndpoint(request.method, request.url.split('?')[0] ?? '');
  });
}
