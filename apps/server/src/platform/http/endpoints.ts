import type { AnyEndpoint, EndpointParsedBody, EndpointParsedQuery, EndpointReply } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * What a handler of an endpoint is given: the request, its parsed query and body, and the signed-in player when
 * the endpoint is for players.
 */
export interface EndpointCall<E extends AnyEndpoint> {
  request: FastifyRequest;
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  playerId: E['auth'] extends 'player' ? number : undefined;
}

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointReply<E>>;

/** A handler for each endpoint of a table, by the table's names. */
export type EndpointHandlers<Table extends Record<string, AnyEndpoint>> = {
  [Name in keyof Table]: EndpointHandler<Table[Name]>;
};

/**
 * Registers a module's routes from its endpoint table (decision 025): method, path, body and reply schemas come
 * from the table, and an endpoint for players only answers 401 `unauthorized` before its handler runs.
 * `signedInPlayerId` is the accounts module's: the platform knows no sessions.
 */
export function serveEndpoints<Table extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  table: Table,
  handlers: NoInfer<EndpointHandlers<Table>>,
  auth: { signedInPlayerId(request: FastifyRequest): Promise<number> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(table) as (keyof Table & string)[]) {
    const endpoint = table[name] as Table[typeof name];
    const handler = handlers[name];
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: endpoint.reply },
      },
      handler: async (request) => {
        const playerId = endpoint.auth === 'player' ? await auth.signedInPlayerId(request) : undefined;
        return handler({
          request,
          query: request.query as EndpointParsedQuery<typeof endpoint>,
          body: request.body as EndpointParsedBody<typeof endpoint>,
          playerId: playerId as EndpointCall<typeof endpoint>['playerId'],
        });
      },
    });
  }
}
