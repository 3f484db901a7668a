import type { AnyEndpoint, EndpointParsedInput, EndpointReply } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * What a handler of an endpoint is given: the request, each part of its input as the schemas parsed it, and the
 * signed-in player when the endpoint is for players.
 */
export type EndpointCall<E extends AnyEndpoint> = EndpointParsedInput<E> & {
  request: FastifyRequest;
  playerId: E['auth'] extends 'player' ? number : undefined;
};

export type EndpointHandler<E extends AnyEndpoint> = (call: EndpointCall<E>) => Promise<EndpointReply<E>>;

/** A handler for each endpoint of a table, by the table's names. */
export type EndpointHandlers<Table extends Record<string, AnyEndpoint>> = {
  [Name in keyof Table]: EndpointHandler<Table[Name]>;
};

/**
 * Registers a module's routes from its endpoint table (decision 025): method, path, input and reply schemas come
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
    const { params, query, body } = endpoint.input;
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        ...(params ? { params } : {}),
        ...(query ? { querystring: query } : {}),
        ...(body ? { body } : {}),
        response: { 200: endpoint.reply },
      },
      handler: async (request) => {
        const playerId = endpoint.auth === 'player' ? await auth.signedInPlayerId(request) : undefined;
        const call = {
          request,
          playerId,
          ...(params ? { params: request.params } : {}),
          ...(query ? { query: request.query } : {}),
          ...(body ? { body: request.body } : {}),
        };
        return handler(call as EndpointCall<typeof endpoint>);
      },
    });
  }
}
