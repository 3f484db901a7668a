/** One figure of the player's part (a place, points, rounds): its label over its value. */
export function Figure({
  label,
  value,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`grid min-w-0 gap-0.5 rounded-2xl bg-surface-2/60 px-3 py-2.5 ${className}`}>
      <span className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className="truncate text-lg font-extrabold text-fg tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
