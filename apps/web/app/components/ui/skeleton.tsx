/** A placeholder block shown while content loads, never a blank area. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-surface-2 ${className}`} />;
}

/** Placeholders for a list that is loading: `rows` blocks of the list's item height. */
export function SkeletonList({ rows = 3, itemClassName }: { rows?: number; itemClassName: string }) {
  // The blocks never move or change: a fixed key per place.
  const places = Array.from({ length: rows }, (_, place) => `place-${place}`);
  return (
    <div className="grid gap-2" aria-busy="true">
      {places.map((place) => (
        <Skeleton key={place} className={itemClassName} />
      ))}
    </div>
  );
}
