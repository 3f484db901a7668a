import { lazy, Suspense } from 'react';
import { useAppData } from '../../lib/app-data';

/** The menu brings the dropdown library with it, so only players' pages load it. */
const PlayerMenu = lazy(() => import('./player-menu'));

/** Where the avatar sits while its menu loads: same size, so the header does not shift. */
function AvatarPlaceholder() {
  return <span aria-hidden="true" className="size-10 animate-pulse rounded-full bg-surface-2" />;
}

/** The logged-in player's avatar menu; nothing for guests. */
export function PlayerActions() {
  const { isGuest } = useAppData().appMain.player;
  if (isGuest) return null;
  return (
    <Suspense fallback={<AvatarPlaceholder />}>
      <PlayerMenu />
    </Suspense>
  );
}
