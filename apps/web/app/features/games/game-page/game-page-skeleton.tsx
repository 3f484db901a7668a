import { splitLanguagePrefix } from '@casino/contracts';
import { matchPath, useNavigation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { MAIN_ROUTES } from '../../../lib/route-table';

const GAME_PATHS = [MAIN_ROUTES.game.path, MAIN_ROUTES.onlineGame.path];

/** Whether the router is on its way to another game's page (a related game was picked). */
export function useLoadingAnotherGame(): boolean {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return false;
  const { path } = splitLanguagePrefix(navigation.location.pathname);
  return GAME_PATHS.some(
    (pattern) => matchPath(pattern, path) !== null && path !== MAIN_ROUTES.allSlots.path,
  );
}

/** The shape of a game's page while it loads. */
export function GamePageSkeleton() {
  return (
    <div className="flex w-full flex-col gap-10" aria-busy="true" data-testid="game-page-skeleton">
      <div className="grid gap-6 rounded-3xl bg-surface-1 p-5 ring-1 ring-line sm:grid-cols-[220px_1fr] lg:grid-cols-[300px_1fr] lg:p-8">
        <Skeleton className="mx-auto aspect-[3/4] w-44 rounded-3xl sm:w-full" />
        <div className="flex flex-col justify-center gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-4 w-full max-w-xl" />
          <Skeleton className="h-4 w-2/3 max-w-lg" />
          <div className="flex gap-3">
            <Skeleton className="h-13 w-40" />
            <Skeleton className="h-13 w-28" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-3xl" />
    </div>
  );
}
