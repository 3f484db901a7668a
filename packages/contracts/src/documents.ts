import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_STATUSES,
  VERIFICATION_STATUSES,
} from './document-codes.ts';

export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** One uploaded document as its owner sees it; the file itself is never served back. */
export const playerDocumentSchema = z.object({
  id: z.uuid(),
  kind: documentKindSchema,
  /** The name the file had on the player's device, for display only. */
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  sizeBytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why a reviewer rejected it; null unless rejected. */
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

/** `GET /rest/player/documents/`: the logged-in player's documents, newest first. Guests get 401. */
export const playerDocumentsResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(playerDocumentSchema),
  verificationStatus: verificationStatusSchema,
});
export type PlayerDocumentsResponse = z.infer<typeof playerDocumentsResponseSchema>;

/**
 * `POST /rest/player/documents/` as `multipart/form-data` with the field `kind` and one file in the field `file`
 * (JPEG, PNG, WebP or PDF, at most DOCUMENT_MAX_BYTES). Refusals: 413 `file_too_large`, 415
 * `unsupported_file_type`, 409 `too_many_documents`, 422 `validation_failed` (a missing file or unknown kind).
 * The upload makes the player's verification status `pending` unless it is already `approved`.
 */
export const documentUploadResponseSchema = z.object({
  success: z.literal(true),
  document: playerDocumentSchema,
  verificationStatus: verificationStatusSchema,
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

/**
 * `GET /rest/verification/getData/`: the automatic verification data of spec section 3. Automatic verification
 * is not offered (`isAvailable: false`); `documents` counts the player's uploads.
 */
export const autoVerificationDataSchema = z.object({
  isAvailable: z.boolean(),
  status: verificationStatusSchema,
  documents: z.number().int(),
});
export type AutoVerificationData = z.infer<typeof autoVerificationDataSchema>;

export const verificationDataResponseSchema = z.object({
  success: z.literal(true),
  autoVerificationData: autoVerificationDataSchema,
});
export type VerificationDataResponse = z.infer<typeof verificationDataResponseSchema>;
