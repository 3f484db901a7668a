import { useTranslation } from '../../lib/i18n';

/** Every payline as a small board with the cells it crosses filled in, numbered as the game counts them. */
export function PaylineMap({
  lines,
  reels,
  rows,
}: {
  lines: readonly (readonly number[])[];
  reels: number;
  rows: number;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label={t('studio.slot.paylines')}>
      {lines.map((shape, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
        <li key={line} className="grid gap-1 rounded-lg bg-surface-2/60 p-1.5 ring-1 ring-line">
          <span className="text-[10px] font-bold text-muted">{line + 1}</span>
          <span
            aria-hidden="true"
            className="grid gap-px"
            style={{ gridTemplateColumns: `repeat(${reels}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: rows }, (_, row) =>
              Array.from({ length: reels }, (_, reel) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed board
                  key={`${reel}-${row}`}
                  className={`aspect-square rounded-[2px] ${shape[reel] === row ? 'bg-accent' : 'bg-surface-3'}`}
                />
              )),
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
