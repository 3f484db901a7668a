import {
  documentUploadResponseSchema,
  playerDocumentsResponseSchema,
  verificationDataResponseSchema,
} from '../documents.ts';
import { endpoint } from './endpoint.ts';

/** The signed-in player's identity documents and the verification they feed (spec section 3). */
export const DOCUMENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/rest/player/documents/',
    auth: 'player',
    summary: "The player's uploaded documents, newest first, with the verification status",
    input: {},
    reply: playerDocumentsResponseSchema,
  }),
  // The body is `multipart/form-data` (a kind and one file), which the server reads as it streams in: it has
  // no JSON schema, and the web sends it as a form rather than through the JSON client.
  upload: endpoint({
    method: 'POST',
    path: '/rest/player/documents/',
    auth: 'player',
    summary: 'Uploads an identity document (an image or a PDF) for review',
    input: {},
    reply: documentUploadResponseSchema,
  }),
  verificationData: endpoint({
    method: 'GET',
    path: '/rest/verification/getData/',
    auth: 'player',
    summary:
      "Whether automatic verification is offered, the player's status and how many documents they uploaded",
    input: {},
    reply: verificationDataResponseSchema,
  }),
};
