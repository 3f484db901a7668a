import { Skeleton } from '../components/ui/skeleton';
import { useTranslation } from '../lib/i18n';

/**
 * What the game's frame shows while the session starts and the client's code loads: the shapes of the top bar,
 * the stage and the controls, so nothing moves when the game appears.
 */
export function StudioLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-surface-0"
      role="status"
      data-testid="studio-loading"
    >
      <span className="sr-only">{t('studio.loading')}</span>
      <div className="flex h-12 shrink-0 items-center gap-3 border-b border-line bg-surface-1/90 px-3 sm:h-14 sm:px-4">
        <Skeleton className="h-4 w-36" />
        <div className="ml-auto flex gap-2">
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
        </div>
      </div>
      <div className="grid min-h-0 flex-1 place-items-center p-6">
        <div aria-hidden="true" className="relative size-20">
          <div className="absolute inset-0 animate-spin rounded-full border-4 border-surface-3 border-t-accent" />
          <div className="absolute inset-3 animate-pulse rounded-full bg-accent/20" />
        </div>
      </div>
      <div className="shrink-0 border-t border-line bg-surface-1/95 px-3 py-3 sm:px-5">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 w-28" />
          <Skeleton className="ml-auto h-12 w-44" />
          <Skeleton className="h-12 w-36" />
        </div>
      </div>
    </div>
  );
}
