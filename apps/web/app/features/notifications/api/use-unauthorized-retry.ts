import { useEffect } from 'react';
import { ApiCallError } from '../../../lib/api-client';
import { raiseUnauthorized } from '../../../lib/unauthorized';

/** A query that failed because the session expired raises the unauthorized event (spec section 4). */
export function useUnauthorizedRetry<Query extends { error: unknown; refetch: () => unknown }>(
  query: Query,
): Query {
  const { error, refetch } = query;
  useEffect(() => {
    if (error instanceof ApiCallError && error.status === 401) raiseUnauthorized(() => void refetch());
  }, [error, refetch]);
  return query;
}
