import { DOCUMENT_ENDPOINTS, DOCUMENT_MAX_BYTES } from '@casino/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { assertStorableText } from '../../../platform/http/storable-text.ts';
import { endpointSessions } from '../auth/authentication.ts';
import { documentsErrors } from './documents.errors.ts';
import type { DocumentsService, UploadPart } from './documents.service.ts';

/** An upload form is a kind and one file; anything beyond that is refused by the parser. */
const UPLOAD_LIMITS = {
  // One byte over the allowed size lets the service see the file is too large and answer file_too_large.
  fileSize: DOCUMENT_MAX_BYTES + 1,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 100,
};

/** The multipart form as upload parts, without the parser's own types reaching the service. */
async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
    // Multipart fields are read here, not by the edge's body check: the same rule, applied as they arrive.
    assertStorableText({ [part.fieldname]: part.type === 'file' ? part.filename : part.value });
    yield part.type === 'file'
      ? { type: 'file', name: part.fieldname, fileName: part.filename, content: part.file }
      : { type: 'field', name: part.fieldname, value: part.value };
  }
}

/**
 * The logged-in player's identity documents (`/rest/player/documents/`) and verification data
 * (`/rest/verification/getData/`), served from their endpoint table. Multipart parsing is registered in this scope
 * only: the upload reads its form as it streams in, with the limits above, rather than through a body schema.
 */
export function documentsRoutes(app: FastifyInstance, documents: DocumentsService): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    serveEndpoints(
      scope,
      DOCUMENT_ENDPOINTS,
      {
        list: async ({ playerId }) => ({ success: true, ...(await documents.list(playerId)) }),
        upload: async ({ playerId, request }) => {
          if (!request.isMultipart()) throw documentsErrors.fileMissing();
          return { success: true, ...(await documents.upload(playerId, uploadParts(request))) };
        },
        verificationData: async ({ playerId }) => ({
          success: true,
          autoVerificationData: await documents.verificationData(playerId),
        }),
      },
      endpointSessions,
    );
  });
}
