import type { AnyEndpoint, EndpointParsedInput, EndpointReply } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The player a handler is told of: always one for `player`, one or none for `optional`, none for `public`. */
type PlayerOf<Auth> = Auth extends 'player'
  ? number
  : Auth extends 'optional'
    ? number | undefined
    : undefined;

/**
 * What a handler of an endpoint is given: the request and its reply (for cookies and headers), each part of its
 * input as the schemas parsed it, and the signed-in player as its `auth` says.
 */
export type EndpointCall<E extends AnyEndpoint> = EndpointParsedInput<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
  playerId: PlayerOf<E['auth']>;
};

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointReply<E>>;

/** A handler for each endpoint of a table, by the table's names. */
export type EndpointHandlers<Table extends Record<string, AnyEndpoint>> = {
  [Name in keyof Table]: EndpointHandler<Table[Name]>;
};

/** Who is signed in, as the accounts module tells it: the platform knows no sessions. */
export interface EndpointSessions {
  /** The signed-in player's id, or a 401 `unauthorized` error for anyone else. */
  signedInPlayerId(request: FastifyRequest): Promise<number>;
  /** The signed-in player's id, or undefined for a guest. */
  currentPlayerId(request: FastifyRequest): Promise<number | undefined>;
}

/** What a route needs beyond its table entry: a rate limit or check before it (`preHandler`), a body limit. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'preHandler' | 'bodyLimit' | 'config'>;

/**
 * Registers a module's routes from its endpoint table (decision 025): method, path, input and reply schemas come
 * from the table, and an endpoint for players only answers 401 `unauthorized` before its handler runs.
 */
export function serveEndpoints<Table extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  table: Table,
  handlers: NoInfer<EndpointHandlers<Table>>,
  sessions: EndpointSessions,
  routeOptions: NoInfer<Partial<Record<keyof Table, EndpointRouteOptions>>> = {},
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(table) as (keyof Table & string)[]) {
    const endpoint = table[name] as Table[typeof name];
    const handler = handlers[name];
    const { params, query, body } = endpoint.input;
    api.route({
      ...routeOptions[name],
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        ...(params ? { params } : {}),
        ...(query ? { querystring: query } : {}),
        ...(body ? { body } : {}),
        response: { 200: endpoint.reply },
      },
      handler: async (request, reply) => {
        const call = {
          request,
          reply,
          playerId: await playerOf(endpoint.auth, request, sessions),
          ...(params ? { params: request.params } : {}),
          ...(query ? { query: request.query } : {}),
          ...(body ? { body: request.body } : {}),
        };
        return handler(call as EndpointCall<typeof endpoint>);
      },
    });
  }
}

function playerOf(
  auth: AnyEndpoint['auth'],
  request: FastifyRequest,
  sessions: EndpointSessions,
): Promise<number | undefined> {
  if (auth === 'player') return sessions.signedInPlayerId(request);
  if (auth === 'optional') return sessions.currentPlayerId(request);
  return Promise.resolve(undefined);
}
