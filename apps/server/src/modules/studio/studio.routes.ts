import {
  STUDIO_SESSION_HEADER,
  studioClientSeedRequestSchema,
  studioDemoResetResponseSchema,
  studioFairnessResponseSchema,
  studioPlayRequestSchema,
  studioRotateResponseSchema,
  studioRoundLookupResponseSchema,
  studioRoundResponseSchema,
  studioSeedLookupResponseSchema,
  studioSessionRequestSchema,
  studioSessionResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** The stake is checked by the studio against the session's steps, so a bad one is `bet_invalid`, not a 400. */
const playBodySchema = studioPlayRequestSchema.extend({ bet: z.number() });
/** Seeds are named by their SHA-256 hash: 64 lowercase hex characters. */
const SEED_HASH = /^[0-9a-f]{64}$/;

function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[STUDIO_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The studio's own API under `/studio/api` (JSON), called by its game clients and the verify page. Everything
 * but the public lookups names its session in the `x-studio-session` header.
 */
export function studioRoutes(app: FastifyInstance, deps: StudioRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/sessions',
    { schema: { body: studioSessionRequestSchema, response: { 200: studioSessionResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await deps.sessions.start(request.body.launchToken),
    }),
  );

  api.post(
    '/play',
    {
      schema: {
        body: playBodySchema,
        response: { 200: studioRoundResponseSchema },
      },
    },
    async (request) => {
      const active = await deps.sessions.resolve(sessionToken(request));
      return { success: true as const, data: await deps.play.play(active, request.body) };
    },
  );

  api.post(
    '/demo/reset',
    { schema: { response: { 200: studioDemoResetResponseSchema } } },
    async (request) => {
      const { session } = await deps.sessions.resolve(sessionToken(request));
      return { success: true as const, data: { balance: await deps.sessions.resetDemo(session) } };
    },
  );

  api.post(
    '/seeds/client',
    { schema: { body: studioClientSeedRequestSchema, response: { 200: studioFairnessResponseSchema } } },
    async (request) => {
      const { session } = await deps.sessions.resolve(sessionToken(request));
      return {
        success: true as const,
        data: await deps.seeds.setClientSeed(seedOwner(session), request.body.clientSeed),
      };
    },
  );

  api.post(
    '/seeds/rotate',
    { schema: { response: { 200: studioRotateResponseSchema } } },
    async (request) => {
      const { session } = await deps.sessions.resolve(sessionToken(request));
      return { success: true as const, data: await deps.seeds.rotate(seedOwner(session)) };
    },
  );

  api.get(
    '/seeds/:hash/',
    {
      schema: {
        params: z.object({ hash: z.string() }),
        response: { 200: studioSeedLookupResponseSchema },
      },
    },
    async (request) => {
      if (!SEED_HASH.test(request.params.hash)) throw studioErrors.seedNotFound();
      return { success: true as const, data: await deps.seeds.lookup(request.params.hash) };
    },
  );

  api.get(
    '/rounds/:roundId/',
    {
      schema: {
        params: z.object({ roundId: z.string() }),
        response: { 200: studioRoundLookupResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roundFacts(
        deps.repository,
        request.params.roundId,
        await deps.sessions.viewer(sessionToken(request)),
      ),
    }),
  );

  // Every other path here is the studio API's too (however long or odd): a JSON 404, never the site's HTML page.
  app.all('/*', async (request) => {
    throw studioErrors.noEndpoint(request.method, request.url.split('?')[0] ?? '');
  });
}
