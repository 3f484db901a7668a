import type { EndpointInputSchemas, EndpointMethod, EndpointSchemas } from '../endpoints/endpoint.ts';
import type { OperatorAccess } from './operator-roles.ts';

/** The back office's API lives under this path, beside the console's own pages (`/backoffice/`). */
export const BACKOFFICE_API_PREFIX = '/backoffice/api';

/**
 * The header every console call that changes something carries: the session's CSRF token, given at login. A
 * page on another site can make a browser send the session cookie, never this header with the right value.
 */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * One back-office API call as the server and the console both know it: the site's endpoint shape (decision 025),
 * with who may call it as an operator's permission instead of a player's session. The server registers every route
 * of the console from these tables, and a test fails for a console route that has no rule.
 */
export interface OperatorEndpoint<
  Method extends EndpointMethod = EndpointMethod,
  Input extends EndpointInputSchemas = EndpointInputSchemas,
  Reply extends EndpointSchemas['reply'] = EndpointSchemas['reply'],
> {
  method: Method;
  /** The full path, under `BACKOFFICE_API_PREFIX`, with `:name` for a path parameter. */
  path: string;
  access: OperatorAccess;
  summary: string;
  input: Input;
  reply: Reply;
}

/** An operator endpoint with its schemas' types kept. */
export function operatorEndpoint<
  Method extends EndpointMethod,
  Input extends EndpointInputSchemas,
  Reply extends EndpointSchemas['reply'],
>(definition: OperatorEndpoint<Method, Input, Reply>): OperatorEndpoint<Method, Input, Reply> {
  return definition;
}

export type AnyOperatorEndpoint = OperatorEndpoint;
