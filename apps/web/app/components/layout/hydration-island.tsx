import { Suspense, useEffect, useLayoutEffect } from 'react';

/** Islands mounted whose content has not hydrated yet, and who waits for there to be none. */
let pending = 0;
let waiting: (() => void)[] = [];

function count(change: number) {
  pending += change;
  if (pending === 0) for (const done of waiting.splice(0)) done();
}

/**
 * Calls `done` once every island on the page has hydrated (at once when none is waiting); returns the cancel.
 * The page as a whole is interactive only then: the root commits before its islands hydrate.
 */
export function afterIslandsHydrate(done: () => void): () => void {
  if (pending === 0) {
    done();
    return () => undefined;
  }
  waiting.push(done);
  return () => {
    waiting = waiting.filter((callback) => callback !== done);
  };
}

/**
 * A part of the page that React hydrates in a pass of its own. Hydrating a whole page is one render and one
 * commit, and a phone's main thread answers nothing until both are done; React hydrates each Suspense boundary
 * separately (selective hydration), so between the parts the browser paints and answers input, and a part the
 * visitor touches hydrates first. Server-rendered content never shows the (empty) fallback.
 */
export function HydrationIsland({ children }: { children: React.ReactNode }) {
  // Counted when the island's frame commits, and counted off when its content does (at once after the first load).
  useLayoutEffect(() => {
    count(1);
    return () => count(-1);
  }, []);
  return (
    <Suspense fallback={null}>
      <IslandHydrated />
      {children}
    </Suspense>
  );
}

function IslandHydrated() {
  useEffect(() => {
    count(-1);
    return () => count(1);
  }, []);
  return null;
}
