import { z } from 'zod';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { OPERATOR_ROLES } from './operator-roles.ts';
import { operatorReasonSchema } from './players.ts';

export const operatorLoginSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,64}$/i, '3 to 64 letters, digits, dots, dashes or underscores');

const rolesSchema = z
  .array(z.enum(OPERATOR_ROLES))
  .min(1, 'at least one role')
  .max(OPERATOR_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const operatorAccountSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  status: z.enum(['active', 'disabled']),
  lockedUntil: z.iso.datetime().nullable(),
  /** Sessions not ended, revoked or idle past the timeout. */
  openSessions: z.number().int(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorListResponseSchema = z.object({
  success: z.literal(true),
  operators: z.array(operatorAccountSchema),
});

export const operatorCreateRequestSchema = z.object({
  login: operatorLoginSchema,
  name: z.string().trim().min(1).max(100),
  roles: rolesSchema,
});

/** A new operator's password and authenticator secret, shown once to the admin who hands them over. */
export const operatorCredentialsResponseSchema = z.object({
  success: z.literal(true),
  operator: operatorAccountSchema,
  password: z.string(),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

export const operatorParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const operatorStatusRequestSchema = z.object({
  status: z.enum(['active', 'disabled']),
  reason: operatorReasonSchema,
});
export const operatorRolesRequestSchema = z.object({ roles: rolesSchema, reason: operatorReasonSchema });
export const operatorReasonRequestSchema = z.object({ reason: operatorReasonSchema });

export const operatorAccountResponseSchema = z.object({
  success: z.literal(true),
  operator: operatorAccountSchema,
});

export const OPERATOR_ACCOUNT_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/operators/`,
    access: 'operators.manage',
    summary: 'The operators, their roles, status and open sessions',
    input: {},
    reply: operatorListResponseSchema,
  }),
  create: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/operators/`,
    access: 'operators.manage',
    summary: 'Creates an operator; the password and authenticator secret are in this reply only',
    input: { body: operatorCreateRequestSchema },
    reply: operatorCredentialsResponseSchema,
  }),
  setStatus: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/operators/:id/status/`,
    access: 'operators.manage',
    summary: 'Disables (ending every session) or enables an operator',
    input: { params: operatorParamsSchema, body: operatorStatusRequestSchema },
    reply: operatorAccountResponseSchema,
  }),
  setRoles: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/operators/:id/roles/`,
    access: 'operators.manage',
    summary: "Changes an operator's roles, ending their sessions so the new roles apply at once",
    input: { params: operatorParamsSchema, body: operatorRolesRequestSchema },
    reply: operatorAccountResponseSchema,
  }),
  revokeSessions: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/operators/:id/sessions/revoke/`,
    access: 'operators.manage',
    summary: 'Ends every open session of an operator',
    input: { params: operatorParamsSchema, body: operatorReasonRequestSchema },
    reply: operatorAccountResponseSchema,
  }),
  resetCredentials: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/operators/:id/credentials/`,
    access: 'operators.manage',
    summary:
      'Gives an operator a new password and authenticator secret (in this reply only), ending their sessions',
    input: { params: operatorParamsSchema, body: operatorReasonRequestSchema },
    reply: operatorCredentialsResponseSchema,
  }),
};
