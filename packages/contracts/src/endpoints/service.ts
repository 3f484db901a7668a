import { z } from 'zod';
import { cashAcknowledgedResponseSchema } from '../cash.ts';
import { outboxResponseSchema } from '../verification.ts';
import { endpoint } from './endpoint.ts';

/**
 * Calls no player's page makes: the API's own description, a payment provider's notifications (their body is
 * the provider's own format, kept raw because the signature covers its bytes) and, outside production only, the
 * messages the development gateway "sent".
 */
export const SERVICE_ENDPOINTS = {
  openApi: endpoint({
    method: 'GET',
    path: '/rest/openapi.json',
    auth: 'public',
    summary: 'This document: OpenAPI 3.1 of every route',
    input: {},
    reply: z.looseObject({ openapi: z.string() }),
  }),
  paymentNotification: endpoint({
    method: 'POST',
    path: '/rest/cash/webhooks/:provider/',
    auth: 'public',
    summary: "A payment provider's signed notification; 401 when the signature does not verify",
    input: { params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }) },
    reply: cashAcknowledgedResponseSchema,
  }),
  developmentOutbox: endpoint({
    method: 'GET',
    path: '/rest/dev/outbox/',
    auth: 'public',
    summary: 'Outside production: the latest messages the development gateway sent, newest first',
    input: {},
    reply: outboxResponseSchema,
  }),
};
