import { GAMES_MAX_LIMIT, type GameCard, type GamesPage } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readLoadMoreRecord, restorePlan, writeLoadMoreRecord } from './scroll-record';

/** The scroll record is written at most this often while the player scrolls. */
const RECORD_THROTTLE_MS = 250;

/** The first page the document rendered: its arrival is the browser's (typed, reloaded, or back from another site). */
let documentArrival = true;

/** Whether the page was reached by going back (or forward, or reloading), which is when its place is restored. */
function arrivedBack(navigationType: string): boolean {
  const first = documentArrival;
  documentArrival = false;
  if (!first) return navigationType === 'POP';
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

function initialState(first: GamesPage) {
  return { games: first.items, total: first.total, loading: false, failed: false };
}

export interface LoadMore {
  games: GameCard[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * A list that starts with the page's first games and loads `pageSize` more at a time. Spec section 3: how far it
 * was loaded and scrolled is kept in a cookie, so coming back to the page brings back the same games at the same
 * place.
 */
export function useLoadMore(
  first: GamesPage,
  pageSize: number,
  fetchPage: (page: { limit: number; offset: number }) => Promise<GamesPage>,
): LoadMore {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [state, setState] = useState(() => initialState(first));
  // Another list (a tag page to the next): start again from its first page.
  const [source, setSource] = useState(first);
  if (source !== first) {
    setSource(first);
    setState(initialState(first));
  }
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const hasMore = state.games.length < state.total;

  const load = useCallback(async (offset: number, limit: number): Promise<boolean> => {
    setState((current) => ({ ...current, loading: true, failed: false }));
    try {
      const page = await fetchRef.current({ limit, offset });
      setState((current) => ({
        games: [...current.games.slice(0, offset), ...page.items],
        total: page.total,
        loading: false,
        failed: false,
      }));
      return true;
    } catch {
      setState((current) => ({ ...current, loading: false, failed: true }));
      return false;
    }
  }, []);

  const loadMore = useCallback(() => {
    if (!state.loading) void load(state.games.length, pageSize);
  }, [load, state.loading, state.games.length, pageSize]);

  // Coming back: load what was loaded beyond the first page, then scroll to where the player was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival at the page.
  useEffect(() => {
    const plan = restorePlan(readLoadMoreRecord(), {
      path: pathname,
      isBack: arrivedBack(navigationType),
      loaded: first.items.length,
    });
    if (!plan) return;
    const extra = Math.min(plan.extra, GAMES_MAX_LIMIT);
    const restored = extra > 0 ? load(first.items.length, extra) : Promise.resolve(true);
    void restored.then((ok) => {
      if (ok) requestAnimationFrame(() => window.scrollTo({ top: plan.scrollY }));
    });
  }, [pathname]);

  // Keep the record as the player scrolls and loads. The position is taken from the scroll events themselves: when
  // the player leaves, the next page may already have moved the window.
  const scrollY = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const record = () => {
      clearTimeout(timer);
      timer = undefined;
      writeLoadMoreRecord({
        isLoadAll: !hasMore,
        limit: state.games.length,
        scrollY: scrollY.current,
        path: pathname,
      });
    };
    const onScroll = () => {
      scrollY.current = Math.round(window.scrollY);
      timer ??= setTimeout(record, RECORD_THROTTLE_MS);
    };
    scrollY.current = Math.round(window.scrollY);
    record();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) record();
    };
  }, [hasMore, state.games.length, pathname]);

  return { ...state, hasMore, loadMore };
}
