import type { Bonus, BonusList } from '@casino/contracts';
import { type ReactNode, useMemo } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import type { BonusListTab } from '../../../lib/bonus-query-keys';
import { useTranslation } from '../../../lib/i18n';
import { useBonusList } from '../api/bonus-list';
import { cardAnchors } from '../cards/card-anchors';

function BonusesSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="bonuses-loading">
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * A tab's bonuses loaded in the browser: skeletons until they come, the way to try again if they do not, then the
 * tab's sections drawn from the list, with the anchor each card carries.
 */
export function BonusListLoader({
  tab,
  children,
}: {
  tab: BonusListTab;
  children: (list: BonusList, anchors: Map<Bonus, string>) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useBonusList(tab);
  const anchors = useMemo(() => (list.data ? cardAnchors(list.data) : new Map()), [list.data]);

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        text={t('bonuses.loadFailed')}
        retryLabel={t('bonuses.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <BonusesSkeleton />;
  return children(list.data, anchors);
}
