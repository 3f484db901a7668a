import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-messages';
import { EmptyState, Loading, Notice } from './ui';

/** A query's content once it is there: loading, its error, or "nothing here yet" when it came back empty. */
export function QueryState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <Notice>{errorMessage(query.error)}</Notice>;
  if (empty) return <EmptyState>Nothing here yet.</EmptyState>;
  return children;
}
