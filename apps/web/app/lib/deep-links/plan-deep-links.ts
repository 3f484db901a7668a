import { allowsViewer } from '../audience';
import type { DeepLink } from './deep-link';

export interface DeepLinkPlan {
  /** Links present in the query that the viewer may use, with their values, in table order. */
  runs: { link: DeepLink; value: string }[];
  /** Parameters to remove from the address afterwards. */
  clear: string[];
}

/** Decides which deep links of `table` the query triggers for this viewer, and what leaves the address. */
export function planDeepLinks(search: string, table: readonly DeepLink[], isGuest: boolean): DeepLinkPlan {
  const params = new URLSearchParams(search);
  const runs: DeepLinkPlan['runs'] = [];
  const clear = new Set<string>();
  for (const link of table) {
    const value = params.get(link.param);
    if (value === null) continue;
    if (allowsViewer(link.audience, isGuest)) runs.push({ link, value });
    const clears = typeof link.clearQuery === 'function' ? link.clearQuery(isGuest) : link.clearQuery;
    if (!clears) continue;
    clear.add(link.param);
    for (const companion of link.companions?.(value) ?? []) clear.add(companion);
  }
  return { runs, clear: [...clear] };
}

/** The query string without `names` ('' when nothing is left), keeping the other parameters' order. */
export function searchWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
