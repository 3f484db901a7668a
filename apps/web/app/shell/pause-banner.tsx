import { lazy, Suspense } from 'react';
import type { PauseNoticePlace } from '../features/responsible/pause/pause-notice';
import { usePlayPaused } from '../lib/play-pause';

/** Its code and the protection settings it reads load only for a player in a pause: no one else pays for them. */
const PauseNotice = lazy(() => import('../features/responsible/pause/pause-notice'));

/** Player protection's notice of a pause, loaded when first shown (the cash desk and the Game modal show it). */
export function LazyPauseNotice({ place }: { place: PauseNoticePlace }) {
  return (
    <Suspense fallback={null}>
      <PauseNotice place={place} />
    </Suspense>
  );
}

/** A time-out or self-exclusion in force stays in view on every page until it ends (issue: players saw no sign). */
export function PauseBanner() {
  if (!usePlayPaused()) return null;
  return (
    <div className="mx-auto w-full max-w-[1440px] px-3 pt-4 sm:px-4 lg:px-6 lg:pt-6">
      <LazyPauseNotice place="site" />
    </div>
  );
}
