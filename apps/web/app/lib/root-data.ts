import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** What the root loader read for this document: start-up data, theme, sidebar state. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}
