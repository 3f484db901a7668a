import type { z } from 'zod';

/** Who may call an endpoint: anyone, or a signed-in player only (401 `unauthorized` to anyone else). */
export type EndpointAuth = 'public' | 'player';

/**
 * One API call as both sides know it (decision 025): method, path, who may call, the body it takes and the reply
 * it gives. The server registers its route from this, validating the body and serialising the reply by the
 * schemas; the web calls it through a client that checks the reply against the same schema.
 */
export interface Endpoint<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Auth extends EndpointAuth = EndpointAuth,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** The full path, as the spec and the browser write it (`/rest/self-limits/exclude/`). */
  path: string;
  auth: Auth;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The query string's parameters (a list's page, a filter), or none. */
  query: Query;
  body: Body;
  reply: Reply;
}

/** An endpoint with its schemas' types kept, for the tables in this directory. */
export function endpoint<
  Method extends 'GET' | 'POST',
  Auth extends EndpointAuth,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Reply extends z.ZodType,
>(definition: Endpoint<Method, Auth, Query, Body, Reply>): Endpoint<Method, Auth, Query, Body, Reply> {
  return definition;
}

export type AnyEndpoint = Endpoint<
  'GET' | 'POST',
  EndpointAuth,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType
>;

/** What a caller sends: the query and the body its schemas take, each only when the endpoint has one. */
export type EndpointInput<E extends AnyEndpoint> = (E['query'] extends z.ZodType
  ? { query: z.input<E['query']> }
  : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });
/** What a handler returns and a caller gets: the reply schema's output. */
export type EndpointReply<E extends AnyEndpoint> = z.output<E['reply']>;
/** What a handler receives: the body as the schema parsed it, or nothing. */
export type EndpointParsedBody<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : undefined;
/** What a handler receives: the query as the schema parsed it, or nothing. */
export type EndpointParsedQuery<E extends AnyEndpoint> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;
