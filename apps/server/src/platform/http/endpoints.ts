import {
  type AnyEndpoint,
  type EndpointParsedInput,
  type EndpointReply,
  type EndpointSchemas,
  ERROR_STATUS,
  type ErrorCode,
} from '@casino/contracts';
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

declare const sentByHandler: unique symbol;
/**
 * A reply its handler sent itself: a body serialised ahead of time (a catalogue cached as text) or not JSON (a
 * file), which the table's reply schema still describes (`sendSerialised`); or a refusal carrying fields beside
 * its error, which the one error handler does not write (`sendRefusal`).
 */
export type SentReply = FastifyReply & { readonly [sentByHandler]: true };

/** Sends a body that is already text, with its content type, and tells `serveEndpoints` it has been sent. */
export function sendSerialised(reply: FastifyReply, body: string, contentType: string): SentReply {
  // Fastify sends a string with a content type of its own as it is: the reply schema's serialiser is not run.
  return reply.type(contentType).send(body) as SentReply;
}

/** Sends an error body of the handler's own (the spec's fields beside `error`), with its code's one status. */
export function sendRefusal(
  reply: FastifyReply,
  body: { success: false; error: { code: ErrorCode; message: string } },
): SentReply {
  return reply.status(ERROR_STATUS[body.error.code]).send(body) as SentReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointReply<E> | SentReply>;

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

/**
 * For a table of public endpoints only, served by a module that comes before the accounts module (the API's
 * description, the development outbox): asking it who is signed in is a mistake in the table.
 */
export const PUBLIC_ONLY: EndpointSessions = {
  signedInPlayerId: () => Promise.reject(new Error('a public-only table has an endpoint for players')),
  currentPlayerId: () => Promise.reject(new Error('a public-only table has an endpoint for players')),
};

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
    api.route({
      ...routeOptions[name],
      ...endpointRoute(endpoint),
      handler: async (request, reply) => {
        const call = {
          request,
          reply,
          playerId: await playerOf(endpoint.auth, request, sessions),
          ...parsedInput(endpoint, request),
        };
        return handler(call as EndpointCall<typeof endpoint>);
      },
    });
  }
}

/** What a route takes from its endpoint: method, path, and the schemas Fastify validates and describes with. */
export function endpointRoute(endpoint: EndpointSchemas & { method: string; path: string; summary: string }) {
  const { params, query, body } = endpoint.input;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { 200: endpoint.reply },
    },
  };
}

/** The parts of a request's input its endpoint takes, as the schemas parsed them. */
export function parsedInput(endpoint: EndpointSchemas, request: FastifyRequest) {
  const { params, query, body } = endpoint.input;
  return {
    ...(params ? { params: request.params } : {}),
    ...(query ? { query: request.query } : {}),
    ...(body ? { body: request.body } : {}),
  };
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
