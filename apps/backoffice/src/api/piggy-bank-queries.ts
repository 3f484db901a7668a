import { OPERATOR_PIGGY_BANK_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The piggy bank's terms; a change invalidates every `['piggy-banks']` query. */
export const piggyBanksQuery = queryOptions({
  queryKey: ['piggy-banks', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_PIGGY_BANK_ENDPOINTS.list, { signal }),
});

export const piggyBankQuery = (id: string) =>
  queryOptions({
    queryKey: ['piggy-banks', 'one', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PIGGY_BANK_ENDPOINTS.read, { params: { id }, signal }),
  });
