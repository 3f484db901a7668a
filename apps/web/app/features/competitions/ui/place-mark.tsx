const MEDALS: Record<number, string> = {
  1: 'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950',
  2: 'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900',
  3: 'bg-gradient-to-br from-orange-300 to-orange-600 text-orange-950',
};

/** A place on a board: the first three as medals, the others as their number. */
export function PlaceMark({ position, small = false }: { position: number; small?: boolean }) {
  const size = small ? 'size-6 text-[11px]' : 'size-8 text-xs';
  const look = MEDALS[position] ?? 'bg-surface-3 text-fg';
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full font-extrabold tabular-nums ${size} ${look}`}
    >
      {position}
    </span>
  );
}
