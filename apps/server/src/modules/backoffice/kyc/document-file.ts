import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { SentReply } from '../../../platform/http/endpoints.ts';

/**
 * A player's uploaded file is the player's content, shown in the console's origin: an SVG or a PDF with script in
 * it must not run there. So it is sent with the type it was stored with (never sniffed), inline for the preview,
 * under a policy that allows no script, no connections and a sandbox, and never cached (it is personal data).
 */
export const DOCUMENT_FILE_HEADERS = {
  'content-disposition': 'inline',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'no-store',
} as const;

/** Streams the stored file as the reply, with the headers above; the table's reply schema is not run on it. */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { mimeType: string; content: Readable },
): SentReply {
  return reply.headers(DOCUMENT_FILE_HEADERS).type(file.mimeType).send(file.content) as SentReply;
}
