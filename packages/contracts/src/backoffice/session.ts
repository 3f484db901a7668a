import { z } from 'zod';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './operator-roles.ts';

export const operatorViewSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

export const operatorSessionResponseSchema = z.object({
  success: z.literal(true),
  operator: operatorViewSchema,
  /** Sent back in the `x-csrf-token` header by every call that changes something. */
  csrfToken: z.string(),
  /** When the session ends unless the operator does something before then (the idle timeout). */
  idleExpiresAt: z.iso.datetime(),
});
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponseSchema>;

/** The login form: password and the current code of the operator's authenticator app (TOTP, RFC 6238). */
export const operatorLoginRequestSchema = z.object({
  login: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  code: z.string().regex(/^[0-9]{6}$/, 'must be the 6 digits the authenticator app shows'),
});

export const operatorDoneResponseSchema = z.object({ success: z.literal(true) });

export const OPERATOR_SESSION_ENDPOINTS = {
  current: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/session/`,
    access: 'operator',
    summary: 'The signed-in operator, their permissions and the CSRF token of the session',
    input: {},
    reply: operatorSessionResponseSchema,
  }),
  login: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/session/`,
    access: 'public',
    summary: 'Signs an operator in with password and two-factor code',
    input: { body: operatorLoginRequestSchema },
    reply: operatorSessionResponseSchema,
  }),
  logout: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/session/logout/`,
    access: 'operator',
    summary: "Ends the operator's session",
    input: {},
    reply: operatorDoneResponseSchema,
  }),
};
