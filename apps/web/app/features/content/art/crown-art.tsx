import {
  type ArtProps,
  Coin,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

/** A jewelled crown over scattered coins: the partner programme's artwork. */
export function CrownArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'gold', 'band', 'coin', 'gem', 'gem2');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.accent} />
        <linearGradient id={ids.gold.id} x1="0" y1="0" x2="0.3" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={0.45} color={TONES.accentStrong} />
          <Stop offset={1} color={TONES.accentDark} />
        </linearGradient>
        <linearGradient id={ids.band.id} x1="0" y1="0" x2="1" y2="0">
          <Stop offset={0} color={TONES.accentDark} />
          <Stop offset={0.5} color={TONES.accentStrong} />
          <Stop offset={1} color={TONES.accentDark} />
        </linearGradient>
        <linearGradient id={ids.coin.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={1} color={TONES.accent} />
        </linearGradient>
        <radialGradient id={ids.gem.id} cx="0.35" cy="0.35">
          <Stop offset={0} color="white" />
          <Stop offset={0.35} color={TONES.winLight} />
          <Stop offset={1} color={TONES.winDark} />
        </radialGradient>
        <radialGradient id={ids.gem2.id} cx="0.35" cy="0.35">
          <Stop offset={0} color="white" />
          <Stop offset={0.35} color="#ff6b8b" />
          <Stop offset={1} color="#9b1036" />
        </radialGradient>
      </defs>
      <circle cx={240} cy={180} r={175} style={{ fill: ids.glow.url }} />
      <Coin x={98} y={268} r={30} fill={ids.coin.url} rim={TONES.accentDark} />
      <Coin x={392} y={250} r={24} fill={ids.coin.url} rim={TONES.accentDark} />
      <Coin x={356} y={300} r={18} fill={ids.coin.url} rim={TONES.accentDark} />
      <g transform="rotate(-6 240 190)">
        <path
          d="M128 236 L112 116 L178 172 L240 84 L302 172 L368 116 L352 236 Z"
          style={{ fill: ids.gold.url }}
          stroke={TONES.accentDark}
          strokeWidth={3}
          strokeLinejoin="round"
        />
        <path
          d="M140 214 L128 140 L180 188 L240 110 L300 188 L352 140 L340 214 Z"
          fill="white"
          fillOpacity={0.12}
        />
        <rect
          x={122}
          y={226}
          width={236}
          height={40}
          rx={12}
          style={{ fill: ids.band.url }}
          stroke={TONES.accentDark}
          strokeWidth={3}
        />
        <circle
          cx={112}
          cy={110}
          r={13}
          style={{ fill: ids.gold.url }}
          stroke={TONES.accentDark}
          strokeWidth={3}
        />
        <circle
          cx={240}
          cy={76}
          r={16}
          style={{ fill: ids.gold.url }}
          stroke={TONES.accentDark}
          strokeWidth={3}
        />
        <circle
          cx={368}
          cy={110}
          r={13}
          style={{ fill: ids.gold.url }}
          stroke={TONES.accentDark}
          strokeWidth={3}
        />
        <path d="M240 146 l20 26 l-20 26 l-20 -26 Z" style={{ fill: ids.gem2.url }} />
        <circle cx={174} cy={246} r={10} style={{ fill: ids.gem.url }} />
        <circle cx={240} cy={246} r={12} style={{ fill: ids.gem2.url }} />
        <circle cx={306} cy={246} r={10} style={{ fill: ids.gem.url }} />
        <path d="M134 234 H346" stroke="white" strokeOpacity={0.35} strokeWidth={3} strokeLinecap="round" />
      </g>
      <Sparkle x={120} y={70} size={12} />
      <Sparkle x={380} y={60} size={9} />
      <Sparkle x={410} y={170} size={7} color={TONES.winLight} />
      <Sparkle x={70} y={180} size={8} color={TONES.winLight} />
    </svg>
  );
}
