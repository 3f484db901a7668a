import type { z } from 'zod';

/** The HTTP methods the API uses: DELETE only where the spec names it (revoking a bonus). */
export type EndpointMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`); anyone, the handler told who is signed in when someone is
 * (`optional`: a list that marks the player's favourites); or a signed-in player only (`player`: 401
 * `unauthorized` to anyone else).
 */
export type EndpointAuth = 'public' | 'optional' | 'player';

/** What an endpoint takes: path parameters (`:id` in its path), the query string, a JSON body; each optional. */
export interface EndpointInputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One API call as both sides know it (decision 025): method, path, who may call, what it takes and the reply it
 * gives. The server registers its route from this, validating the input and serialising the reply by the schemas;
 * the web calls it through a client that checks the reply against the same schema.
 */
export interface Endpoint<
  Method extends EndpointMethod = EndpointMethod,
  Auth extends EndpointAuth = EndpointAuth,
  Input extends EndpointInputSchemas = EndpointInputSchemas,
  Reply extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** The full path as the spec writes it, with `:name` for a path parameter (`/rest/cash/withdrawals/:id/`). */
  path: string;
  auth: Auth;
  /** One line for the OpenAPI document. */
  summary: string;
  input: Input;
  reply: Reply;
}

/** An endpoint with its schemas' types kept, for the tables in this directory. */
export function endpoint<
  Method extends EndpointMethod,
  Auth extends EndpointAuth,
  Input extends EndpointInputSchemas,
  Reply extends z.ZodType,
>(definition: Endpoint<Method, Auth, Input, Reply>): Endpoint<Method, Auth, Input, Reply> {
  return definition;
}

export type AnyEndpoint = Endpoint<EndpointMethod, EndpointAuth, EndpointInputSchemas, z.ZodType>;

/** What the input and reply types need of an endpoint: the site's and the back office's (`OperatorEndpoint`) alike. */
export interface EndpointSchemas {
  input: EndpointInputSchemas;
  reply: z.ZodType;
}

type Schemas<E extends EndpointSchemas> = E['input'];

/** What a caller sends: each part the endpoint takes, as its schema's input. */
export type EndpointInput<E extends EndpointSchemas> = {
  [Part in keyof Schemas<E>]: Schemas<E>[Part] extends z.ZodType ? z.input<Schemas<E>[Part]> : never;
};
/** What a handler receives: each part the endpoint takes, as its schema parsed it. */
export type EndpointParsedInput<E extends EndpointSchemas> = {
  [Part in keyof Schemas<E>]: Schemas<E>[Part] extends z.ZodType ? z.output<Schemas<E>[Part]> : never;
};
/** What a handler returns and a caller gets: the reply schema's output. */
export type EndpointReply<E extends EndpointSchemas> = z.output<E['reply']>;
