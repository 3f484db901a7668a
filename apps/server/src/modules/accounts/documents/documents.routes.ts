import {
  DOCUMENT_MAX_BYTES,
  documentUploadResponseSchema,
  playerDocumentsResponseSchema,
  verificationDataResponseSchema,
} from '@casino/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertStorableText } from '../../../platform/http/storable-text.ts';
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

async function playerOf(request: FastifyRequest): Promise<number> {
  const session = await request.currentSession();
  if (!session) throw documentsErrors.notSignedIn();
  return session.playerId;
}

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
 * (`/rest/verification/getData/`). Multipart parsing is registered in this scope only.
 */
export function documentsRoutes(app: FastifyInstance, documents: DocumentsService): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/rest/player/documents/',
      { schema: { response: { 200: playerDocumentsResponseSchema } } },
      async (request) => ({ success: true as const, ...(await documents.list(await playerOf(request))) }),
    );

    api.post(
      '/rest/player/documents/',
      { schema: { response: { 200: documentUploadResponseSchema } } },
      async (request) => {
        const playerId = await playerOf(request);
        if (!request.isMultipart()) throw documentsErrors.fileMissing();
        return { success: true as const, ...(await documents.upload(playerId, uploadParts(request))) };
      },
    );

    api.get(
      '/rest/verification/getData/',
      { schema: { response: { 200: verificationDataResponseSchema } } },
      async (request) => ({
        success: true as const,
        autoVerificationData: await documents.verificationData(await playerOf(request)),
      }),
    );
  });
}
