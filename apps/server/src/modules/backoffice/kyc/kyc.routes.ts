import { OPERATOR_KYC_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts/index.ts';
import { documentViewOf } from '../players/player-views.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { sendDocumentFile } from './document-file.ts';

/**
 * Identity documents in the console: the queue by status, a document's file for the preview, and the decision,
 * made by the same documents service the site's upload uses (it audits the decision under the operator and sets
 * the player's verification status). Documents are this brand's only: the service finds them by brand.
 */
export function kycRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: { documents: Accounts['documents'] },
): void {
  const { documents } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_KYC_ENDPOINTS,
    {
      queue: async ({ query }) => {
        const rows = await documents.queue(query.status, query.limit);
        return {
          success: true,
          documents: rows.map((row) => ({ ...documentViewOf(row), playerLogin: row.playerLogin })),
        };
      },
      file: async ({ params, reply }) => {
        const { document, content } = await documents.file(params.id);
        return sendDocumentFile(reply, { mimeType: document.mimeType, content });
      },
      decide: async ({ params, body }) => {
        const { document } = await documents.decide(params.id, body);
        return { success: true, document: documentViewOf(document) };
      },
    },
    guard,
  );
}
