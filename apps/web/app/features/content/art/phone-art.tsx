import {
  type ArtProps,
  Coin,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

/** A reel window showing a seven. */
function Reel({ x }: { x: number }) {
  return (
    <g>
      <rect x={x} y={128} width={44} height={72} rx={8} fill="white" fillOpacity={0.96} />
      <text
        x={x + 22}
        y={183}
        textAnchor="middle"
        fontSize={50}
        fontWeight={900}
        fontStyle="italic"
        fontFamily="Arial Black, Arial, sans-serif"
        style={{ fill: TONES.accentDark }}
      >
        7
      </text>
    </g>
  );
}

/** A phone showing three sevens, with coins flying out: the mobile app's artwork. */
export function PhoneArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'body', 'screen', 'button', 'coin');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.accent} />
        <linearGradient id={ids.body.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color="#4b5273" />
          <Stop offset={1} color="#141827" />
        </linearGradient>
        <linearGradient id={ids.screen.id} x1="0" y1="0" x2="0" y2="1">
          <Stop offset={0} color={TONES.accentDark} />
          <Stop offset={1} color={TONES.ink} />
        </linearGradient>
        <linearGradient id={ids.button.id} x1="0" y1="0" x2="1" y2="0">
          <Stop offset={0} color={TONES.accent} />
          <Stop offset={1} color={TONES.accentStrong} />
        </linearGradient>
        <linearGradient id={ids.coin.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentLight} />
          <Stop offset={1} color={TONES.accent} />
        </linearGradient>
      </defs>
      <circle cx={240} cy={180} r={175} style={{ fill: ids.glow.url }} />
      <g transform="rotate(-10 240 190)">
        <rect x={160} y={30} width={160} height={310} rx={30} style={{ fill: ids.body.url }} />
        <rect x={170} y={40} width={140} height={290} rx={22} style={{ fill: ids.screen.url }} />
        <rect x={216} y={48} width={48} height={10} rx={5} fill="black" fillOpacity={0.6} />
        <rect x={184} y={76} width={70} height={10} rx={5} fill="white" fillOpacity={0.35} />
        <rect x={184} y={94} width={46} height={8} rx={4} fill="white" fillOpacity={0.2} />
        <rect x={176} y={118} width={128} height={92} rx={12} fill="black" fillOpacity={0.35} />
        <Reel x={180} />
        <Reel x={218} />
        <Reel x={256} />
        <rect x={184} y={226} width={112} height={12} rx={6} fill="white" fillOpacity={0.14} />
        <rect x={184} y={226} width={78} height={12} rx={6} style={{ fill: TONES.win }} />
        <rect x={184} y={262} width={112} height={40} rx={12} style={{ fill: ids.button.url }} />
        <path d="M232 272 l20 10 l-20 10 Z" style={{ fill: 'var(--brand-accent-fg)' }} />
        <rect
          x={160}
          y={30}
          width={160}
          height={310}
          rx={30}
          fill="none"
          stroke="white"
          strokeOpacity={0.18}
          strokeWidth={2}
        />
      </g>
      <Coin x={96} y={110} r={26} fill={ids.coin.url} rim={TONES.accentDark} />
      <Coin x={380} y={94} r={20} fill={ids.coin.url} rim={TONES.accentDark} />
      <Coin x={398} y={260} r={30} fill={ids.coin.url} rim={TONES.accentDark} />
      <Coin x={84} y={270} r={18} fill={ids.coin.url} rim={TONES.accentDark} />
      <Sparkle x={340} y={40} size={11} />
      <Sparkle x={130} y={190} size={8} color={TONES.winLight} />
      <Sparkle x={430} y={180} size={7} />
    </svg>
  );
}
