import {
  type ArtProps,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

const RAYS = Array.from({ length: 12 }, (_, index) => index * 30);

/** Three glowing sevens on a ray burst: the artwork of banners whose art this build does not know. */
export function SevensArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'seven', 'ray');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.accent} />
        <linearGradient id={ids.seven.id} x1="0" y1="0" x2="0" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={0.5} color={TONES.accentStrong} />
          <Stop offset={1} color={TONES.accentDark} />
        </linearGradient>
        <linearGradient id={ids.ray.id} x1="0" y1="0" x2="1" y2="0">
          <Stop offset={0} color={TONES.accent} opacity={0.35} />
          <Stop offset={1} color={TONES.accent} opacity={0} />
        </linearGradient>
      </defs>
      <circle cx={240} cy={180} r={175} style={{ fill: ids.glow.url }} />
      {RAYS.map((angle) => (
        <path
          key={angle}
          d="M240 180 L430 164 L430 196 Z"
          transform={`rotate(${angle} 240 180)`}
          style={{ fill: ids.ray.url }}
        />
      ))}
      {[150, 240, 330].map((x) => (
        <text
          key={x}
          x={x}
          y={240}
          textAnchor="middle"
          fontSize={170}
          fontWeight={900}
          fontStyle="italic"
          fontFamily="Arial Black, Arial, sans-serif"
          style={{ fill: ids.seven.url }}
          stroke={TONES.accentDark}
          strokeWidth={5}
          paintOrder="stroke"
        >
          7
        </text>
      ))}
      <Sparkle x={90} y={80} size={12} />
      <Sparkle x={400} y={70} size={9} color={TONES.winLight} />
      <Sparkle x={410} y={280} size={8} />
    </svg>
  );
}
