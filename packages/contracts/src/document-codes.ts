/**
 * Plain constants of identity documents and verification, importable by the browser without zod
 * (the schemas in `documents.ts` are imported by the web as types only).
 */

/** What a document proves: identity papers, a selfie holding them, proof of address, the tax number. */
export const DOCUMENT_KINDS = [
  'passport',
  'id_card',
  'driver_license',
  'selfie',
  'utility_bill',
  'tax_id',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document waits for a decision, then is approved or rejected (with a reason). */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * The player's identity verification status: `none` until something is uploaded, then the statuses of
 * spec section 4. `pending` covers waiting for a Smart-ID and waiting for the applicant's signature.
 */
export const VERIFICATION_STATUSES = [
  'none',
  'pending',
  'approved',
  'rejected',
  'duplicateCredentials',
  'noInn',
  'ageRestriction',
  'liveness',
  'diiaVerification',
  'signing',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The file types an upload may be, recognised by the file's first bytes, not by its name or declared type. */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** For the file picker's `accept`: the server still checks the content. */
export const DOCUMENT_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'] as const;

/** 10 MiB: larger files are refused with 413 `file_too_large`. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A player keeps at most this many documents; one more is refused with 409 `too_many_documents`. */
export const DOCUMENTS_PER_PLAYER = 20;

/** Longest rejection reason a reviewer may give. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The multipart field names of `POST /rest/player/documents/`. */
export const DOCUMENT_UPLOAD_FIELDS = { kind: 'kind', file: 'file' } as const;
