import {
  type ArtProps,
  GlowGradient,
  Sparkle,
  Stop,
  TONES,
  useArtIds,
} from '../../../components/art/art-kit';

type Suit = 'spade' | 'heart' | 'diamond' | 'club';

/** Suit shapes drawn as paths around (0, 0), about 40 units tall, so no font is needed. */
const SUIT_PATHS: Record<Suit, string> = {
  heart:
    'M0 18 C-6 12 -20 4 -20 -7 C-20 -15 -13 -20 -7 -20 C-3 -20 0 -17 0 -13 C0 -17 3 -20 7 -20 C13 -20 20 -15 20 -7 C20 4 6 12 0 18 Z',
  diamond: 'M0 -21 L16 0 L0 21 L-16 0 Z',
  spade:
    'M0 -21 C-6 -12 -20 -4 -20 6 C-20 13 -14 17 -8 17 C-5 17 -2 15 -1 13 L-4 22 H4 L1 13 C2 15 5 17 8 17 C14 17 20 13 20 6 C20 -4 6 -12 0 -21 Z',
  club: 'M0 -20 a8.5 8.5 0 1 1 -0.1 0 Z M-10 -2 a8.5 8.5 0 1 1 -0.1 0 Z M10 -2 a8.5 8.5 0 1 1 -0.1 0 Z M-2 6 L-5 21 H5 L2 6 Z',
};

const RED = '#e11d48';
const BLACK = '#151826';

function Card({ rank, suit, angle }: { rank: string; suit: Suit; angle: number }) {
  const color = suit === 'heart' || suit === 'diamond' ? RED : BLACK;
  return (
    <g transform={`rotate(${angle} 240 330)`}>
      <rect
        x={178}
        y={92}
        width={124}
        height={176}
        rx={14}
        fill={TONES.paper}
        stroke={TONES.paperShade}
        strokeWidth={2}
      />
      <text
        x={194}
        y={124}
        fontSize={26}
        fontWeight={800}
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={color}
      >
        {rank}
      </text>
      <path d={SUIT_PATHS[suit]} transform="translate(202 146) scale(0.45)" fill={color} />
      <path d={SUIT_PATHS[suit]} transform="translate(240 188) scale(1.25)" fill={color} />
      <g transform="rotate(180 240 180)">
        <text
          x={194}
          y={124}
          fontSize={26}
          fontWeight={800}
          fontFamily="Georgia, 'Times New Roman', serif"
          fill={color}
        >
          {rank}
        </text>
      </g>
    </g>
  );
}

/** A fanned hand of aces with a face-down card in the brand colours: the community's artwork. */
export function CardsArt({ className }: ArtProps) {
  const ids = useArtIds('glow', 'back', 'backGlow');
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <GlowGradient id={ids.glow.id} color={TONES.win} />
        <linearGradient id={ids.back.id} x1="0" y1="0" x2="1" y2="1">
          <Stop offset={0} color={TONES.accentStrong} />
          <Stop offset={1} color={TONES.accentDark} />
        </linearGradient>
        <GlowGradient id={ids.backGlow.id} color={TONES.accent} />
      </defs>
      <circle cx={240} cy={190} r={175} style={{ fill: ids.glow.url }} />
      <circle cx={150} cy={150} r={110} style={{ fill: ids.backGlow.url }} />
      <g transform="rotate(-34 240 330)">
        <rect
          x={178}
          y={92}
          width={124}
          height={176}
          rx={14}
          style={{ fill: ids.back.url }}
          stroke="white"
          strokeOpacity={0.5}
          strokeWidth={2}
        />
        <rect
          x={192}
          y={106}
          width={96}
          height={148}
          rx={8}
          fill="none"
          stroke="white"
          strokeOpacity={0.55}
          strokeWidth={2}
          strokeDasharray="6 5"
        />
        <path d="M240 150 l18 30 l-18 30 l-18 -30 Z" fill="white" fillOpacity={0.8} />
      </g>
      <Card rank="A" suit="club" angle={-17} />
      <Card rank="A" suit="diamond" angle={0} />
      <Card rank="A" suit="heart" angle={17} />
      <Card rank="A" suit="spade" angle={34} />
      <Sparkle x={100} y={80} size={11} />
      <Sparkle x={400} y={90} size={9} color={TONES.winLight} />
      <Sparkle x={420} y={230} size={7} />
    </svg>
  );
}
