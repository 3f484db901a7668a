const LINE_COLORS = ['#facc15', '#22d3ee', '#f472b6', '#4ade80', '#fb923c', '#a78bfa', '#f87171', '#38bdf8'];

/**
 * The winning paylines drawn over the reels: a line through the centre of the cell it crosses on each reel, in
 * the reels' own units (one cell = 100), stretched with them.
 */
export function Paylines({
  lines,
  shapes,
  reels,
  rows,
}: {
  /** Indices of the lines to draw. */
  lines: readonly number[];
  /** Every line of the game: the row it crosses on each reel. */
  shapes: readonly (readonly number[])[];
  reels: number;
  rows: number;
}) {
  if (lines.length === 0) return null;
  return (
    <svg
      viewBox={`0 0 ${reels * 100} ${rows * 100}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 z-10 size-full"
      aria-hidden="true"
      data-testid="paylines"
    >
      {lines.map((line, index) => {
        const shape = shapes[line];
        if (!shape) return null;
        const points = shape.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        const color = LINE_COLORS[index % LINE_COLORS.length];
        return (
          <g key={line} className="animate-fade-in">
            <polyline
              points={points}
              fill="none"
              stroke="#000"
              strokeOpacity="0.45"
              strokeWidth="9"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <polyline
              points={points}
              fill="none"
              stroke={color}
              strokeWidth="4"
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </svg>
  );
}
