import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../document-codes.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema, playerDocumentViewSchema } from './players.ts';

export const documentQueueQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const documentQueueResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(playerDocumentViewSchema.extend({ playerLogin: z.string() })),
});

export const documentParamsSchema = z.object({ id: z.uuid() });

export const documentDecisionRequestSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('approve') }),
  z.object({ verdict: z.literal('reject'), reason: operatorReasonSchema }),
]);

export const documentDecisionResponseSchema = z.object({
  success: z.literal(true),
  document: playerDocumentViewSchema,
});

export const OPERATOR_KYC_ENDPOINTS = {
  queue: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/documents/`,
    access: 'kyc.read',
    summary: 'Identity documents by status, oldest waiting first',
    input: { query: documentQueueQuerySchema },
    reply: documentQueueResponseSchema,
  }),
  // The reply is the document's file itself (an image or a PDF), sent as it was stored, for the preview.
  file: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/documents/:id/file/`,
    access: 'kyc.read',
    summary: "A document's file, for the preview",
    input: { params: documentParamsSchema },
    reply: z.unknown(),
  }),
  decide: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/documents/:id/decision/`,
    access: 'kyc.decide',
    summary: 'Approves or rejects (with a reason) a waiting document',
    input: { params: documentParamsSchema, body: documentDecisionRequestSchema },
    reply: documentDecisionResponseSchema,
  }),
};
