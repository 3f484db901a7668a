import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';

/** The page's shape while the profile loads (and on the server, which never has it). */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="profile-loading" aria-busy="true" className="flex w-full flex-col gap-6 lg:gap-8">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-28 rounded-3xl sm:h-36" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[240px_minmax(0,1fr)]">
        <div className="flex gap-2 lg:flex-col">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-9 w-24 shrink-0 rounded-full lg:w-full lg:rounded-xl" />
          ))}
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-80 rounded-3xl" />
          <Skeleton className="h-48 rounded-3xl" />
        </div>
      </div>
    </div>
  );
}
