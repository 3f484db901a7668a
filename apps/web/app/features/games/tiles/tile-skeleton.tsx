import { Skeleton } from '../../../components/ui/skeleton';

/** Where a tile will be while its games load. */
export function TileSkeleton() {
  return <Skeleton className="aspect-[3/4] w-full rounded-2xl" />;
}
