import {
  type ArtProps,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

/** One casino chip face: a coloured disc with the classic edge inserts and an inner ring. */
function Chip({
  x,
  y,
  r,
  fill,
  edge,
  angle = 0,
}: {
  x: number;
  y: number;
  r: number;
  fill: string;
  edge: string;
  angle?: number;
}) {
  const inserts = 2 * Math.PI * (r * 0.86);
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <circle r={r + 4} cy={6} fill="black" fillOpacity={0.28} />
      <circle r={r} style={{ fill }} />
      <circle
        r={r * 0.86}
        fill="none"
        stroke="white"
        strokeWidth={r * 0.16}
        strokeDasharray={`${inserts / 16} ${inserts / 16}`}
      />
      <circle r={r * 0.62} style={{ fill: edge }} />
      <circle
        r={r * 0.62}
        fill="none"
        stroke="white"
        strokeOpacity={0.7}
        strokeWidth={2}
        strokeDasharray="4 4"
      />
      <path
        d={`M0 ${-r * 0.3} L${r * 0.09} ${-r * 0.09} L${r * 0.3} 0 L${r * 0.09} ${r * 0.09} L0 ${r * 0.3} L${-r * 0.09} ${r * 0.09} L${-r * 0.3} 0 L${-r * 0.09} ${-r * 0.09}Z`}
        fill="white"
        fillOpacity={0.9}
      />
    </g>
  );
}

/** A stack of chips, drawn as layered discs seen from the side. */
function Stack({
  x,
  y,
  count,
  fill,
  rim,
}: {
  x: number;
  y: number;
  count: number;
  fill: string;
  rim: string;
}) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => {
        const top = y - index * 14;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the layers are identical and never reorder
          <g key={index}>
            <ellipse cx={x} cy={top + 8} rx={48} ry={16} style={{ fill: rim }} />
            <rect x={x - 48} y={top} width={96} height={8} style={{ fill: rim }} />
            <ellipse cx={x} cy={top} rx={48} ry={16} style={{ fill }} />
            <ellipse
              cx={x}
              cy={top}
              rx={40}
              ry={12.5}
              fill="none"
              stroke="white"
              strokeWidth={5}
              strokeDasharray="9 9"
              strokeOpacity={0.9}
            />
          </g>
        );
      })}
    </g>
  );
}

/** Chips stacked and tossed: the help and FAQ artwork. */
export function ChipsArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'accent', 'win', 'dark');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.accent} />
        <linearGradient id={ids.accent.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={1} color={TONES.accent} />
        </linearGradient>
        <linearGradient id={ids.win.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.winLight} />
          <Stop offset={1} color={TONES.win} />
        </linearGradient>
        <linearGradient id={ids.dark.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color="#3a4160" />
          <Stop offset={1} color="#151a2c" />
        </linearGradient>
      </defs>
      <circle cx={240} cy={190} r={175} style={{ fill: ids.glow.url }} />
      <Stack x={150} y={290} count={6} fill={ids.win.url} rim={TONES.winDark} />
      <Stack x={330} y={300} count={4} fill={ids.accent.url} rim={TONES.accentDark} />
      <Chip x={262} y={150} r={72} fill={ids.accent.url} edge={TONES.accentDark} angle={-12} />
      <Chip x={372} y={118} r={40} fill={ids.dark.url} edge="#0c0f1a" angle={20} />
      <Chip x={118} y={112} r={34} fill={ids.win.url} edge={TONES.winDark} angle={8} />
      <Sparkle x={200} y={52} size={11} />
      <Sparkle x={430} y={200} size={8} color={TONES.winLight} />
      <Sparkle x={60} y={210} size={7} />
    </svg>
  );
}
