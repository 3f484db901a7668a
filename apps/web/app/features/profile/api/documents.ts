import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  type ApiError,
  DOCUMENT_ENDPOINTS,
  DOCUMENT_UPLOAD_FIELDS,
  type DocumentKind,
  type DocumentUploadResponse,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successBody } from '../../../lib/account/auth-request';
import { ApiCallError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_DOCUMENTS_KEY } from '../../../lib/player-query-keys';

export const documentsQuery = queryOptions({
  queryKey: PLAYER_DOCUMENTS_KEY,
  queryFn: () => callEndpoint(DOCUMENT_ENDPOINTS.list),
});

export function useDocuments() {
  return useQuery(documentsQuery);
}

/**
 * `POST /rest/player/documents/` as multipart form data, sent by `fetch` itself rather than the JSON client: the
 * browser sets the form's boundary.
 */
export async function uploadDocument(kind: DocumentKind, file: File): Promise<DocumentUploadResponse> {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD_FIELDS.kind, kind);
  form.append(DOCUMENT_UPLOAD_FIELDS.file, file);
  let response: Response;
  try {
    response = await fetch(DOCUMENT_ENDPOINTS.upload.path, {
      method: 'POST',
      headers: { [AJAX_HEADER]: AJAX_HEADER_VALUE, accept: 'application/json' },
      credentials: 'same-origin',
      body: form,
    });
  } catch (error) {
    throw new ApiCallError(0, { success: false, error: { code: 'network', message: String(error) } });
  }
  const body = (await response.json().catch(() => ({}))) as DocumentUploadResponse | ApiError;
  return successBody<DocumentUploadResponse>({ status: response.status, body });
}

/**
 * Uploads a document and puts it at the top of the list, with the verification status it caused. Push may have
 * put it there first (the `documents` message), so it is never listed twice.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) => uploadDocument(kind, file),
    onSuccess: ({ document, verificationStatus }) => {
      queryClient.setQueryData(documentsQuery.queryKey, (current) =>
        current
          ? {
              ...current,
              verificationStatus,
              documents: [document, ...current.documents.filter((item) => item.id !== document.id)],
            }
          : { success: true as const, verificationStatus, documents: [document] },
      );
    },
  });
}
