import {
  type Language,
  type TransactionGroup,
  WALLET_ENDPOINTS,
  type WalletTransactionsResponse,
} from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useTranslation } from '../../../lib/i18n';
import { PLAYER_TRANSACTIONS_KEY } from '../../../lib/wallet-query-keys';

/** One page of the history: a group (or all), a date range (the server's 3 months when not given) and an offset. */
export interface TransactionsFilter {
  group: TransactionGroup | null;
  /** ISO instants. */
  from: string | null;
  to: string | null;
  offset: number;
}

export const TRANSACTIONS_PAGE_SIZE = 20;

export type TransactionsPage = WalletTransactionsResponse['data'];

/**
 * `GET /rest/player/transactions/`: the player's money movements (RTS 1B) and net deposits (RTS 1C), games named
 * in the page's language.
 */
export async function fetchTransactions(
  filter: TransactionsFilter,
  lang: Language,
): Promise<TransactionsPage> {
  const query = {
    lang,
    limit: TRANSACTIONS_PAGE_SIZE,
    offset: filter.offset,
    // A filter left open (null or empty) is left out of the query: the server's default applies.
    group: filter.group || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
  return (await callEndpoint(WALLET_ENDPOINTS.transactions, { query })).data;
}

export function transactionsQuery(filter: TransactionsFilter, lang: Language) {
  return queryOptions({
    queryKey: [...PLAYER_TRANSACTIONS_KEY, filter, lang],
    queryFn: () => fetchTransactions(filter, lang),
    // The page stays on screen while the next one loads, so paging and filtering never flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filter: TransactionsFilter) {
  const { lang } = useTranslation();
  return useQuery(transactionsQuery(filter, lang));
}
