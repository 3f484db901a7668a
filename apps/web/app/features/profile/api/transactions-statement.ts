import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  type ApiError,
  type Language,
  type TransactionGroup,
} from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiCallError } from '../../../lib/api-client';

export interface StatementFilter {
  group: TransactionGroup | null;
  /** The language the statement names games in. */
  lang: Language;
  /** ISO instants of the range. */
  from: string;
  to: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/**
 * `GET /rest/player/transactions/export/`: the period's statement as CSV (RTS 1B), saved as a file. The call must
 * carry the AJAX marker like every API call, so it is fetched and handed to the browser as a download rather than
 * linked to.
 */
export async function downloadStatement(filter: StatementFilter): Promise<void> {
  const query = new URLSearchParams({ from: filter.from, to: filter.to, lang: filter.lang });
  if (filter.group) query.set('group', filter.group);
  const response = await fetch(`/rest/player/transactions/export/?${query}`, {
    headers: { [AJAX_HEADER]: AJAX_HEADER_VALUE, accept: 'text/csv' },
    credentials: 'same-origin',
  }).catch((error: unknown) => {
    throw new ApiCallError(0, { success: false, error: { code: 'network', message: String(error) } });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiCallError(
      response.status,
      body?.error
        ? body
        : { success: false, error: { code: 'unknown', message: `Unexpected answer (${response.status})` } },
    );
  }
  const blob = await response.blob();
  const name = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
