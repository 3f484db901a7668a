import { Sparkle, useArtIds } from '../../../components/art/art-kit';
import { ArtCanvas, GlowFilter, LinearFill, RadialFill, Seven, StarField } from './art-parts';

/** One tongue of fire: curved sides meeting in a point, leaning a little to one side. */
function tongue(x: number, base: number, height: number, width: number, lean: number): string {
  const tip = `${x + lean} ${base - height}`;
  return `M${x - width} ${base} C${x - width} ${base - height * 0.45} ${x - width * 0.2} ${base - height * 0.6} ${tip} C${x + width * 0.5} ${base - height * 0.55} ${x + width} ${base - height * 0.4} ${x + width} ${base} Z`;
}

/** The fire's tongues, from left to right: where each stands, how tall and wide it is, and its lean. */
const OUTER_FLAMES = [
  [0, 150, 40, 8],
  [48, 200, 42, -10],
  [100, 170, 40, 12],
  [150, 230, 46, -6],
  [202, 180, 40, 10],
  [252, 210, 44, -12],
  [300, 160, 40, -6],
] as const;
const INNER_FLAMES = [
  [20, 100, 30, 6],
  [74, 140, 32, -8],
  [128, 120, 30, 8],
  [180, 150, 34, -4],
  [232, 120, 30, 8],
  [284, 110, 30, -6],
] as const;

/** Hot Sevens: three red sevens in gold rising from a fire. */
export function ClassicFireArt() {
  const ids = useArtIds('sky', 'flame', 'core', 'seven', 'glow', 'heat');
  const base = 410;
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#12030a', '#3b0a0a', '#7c1d0c']} />
        <LinearFill id={ids.flame.id} colors={['#b91c1c', '#ea580c', '#f59e0b']} />
        <LinearFill id={ids.core.id} colors={['#f97316', '#fde047', '#fffbeb']} />
        <LinearFill id={ids.seven.id} colors={['#fee2e2', '#f87171', '#dc2626', '#7f1d1d']} />
        <GlowFilter id={ids.glow.id} blur={6} />
        <RadialFill id={ids.heat.id} colors={['#f9731699', '#f9731600']} cy={1} r={0.8} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <rect width={300} height={400} style={{ fill: ids.heat.url }} />
      <g filter={ids.glow.url}>
        {OUTER_FLAMES.map(([x, height, width, lean]) => (
          <path key={x} d={tongue(x, base, height + 60, width, lean)} style={{ fill: ids.flame.url }} />
        ))}
      </g>
      {INNER_FLAMES.map(([x, height, width, lean]) => (
        <path
          key={x}
          d={tongue(x, base, height + 40, width, lean)}
          style={{ fill: ids.core.url }}
          opacity={0.9}
        />
      ))}
      <Seven x={74} y={222} size={120} fill={ids.seven.url} stroke="#fcd34d" strokeWidth={5} />
      <Seven x={226} y={222} size={120} fill={ids.seven.url} stroke="#fcd34d" strokeWidth={5} />
      <Seven x={150} y={200} size={150} fill={ids.seven.url} stroke="#fcd34d" strokeWidth={6} />
      <Sparkle x={40} y={96} size={10} color="#fef3c7" />
      <Sparkle x={262} y={84} size={12} color="#fef3c7" />
      <Sparkle x={200} y={58} size={7} color="#fef3c7" />
    </ArtCanvas>
  );
}

const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

/** The pocket of the wheel at `index` as a ring segment between radii `inner` and `outer`. */
function pocketPath(index: number, inner: number, outer: number): string {
  const step = (Math.PI * 2) / WHEEL_ORDER.length;
  const start = index * step - Math.PI / 2;
  const end = start + step;
  const point = (radius: number, angle: number) =>
    `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
  return `M${point(inner, start)} L${point(outer, start)} A${outer} ${outer} 0 0 1 ${point(outer, end)} L${point(inner, end)} A${inner} ${inner} 0 0 0 ${point(inner, start)} Z`;
}

/** European Roulette: the single-zero wheel seen from above on green felt, the ball in a pocket, chips beside it. */
export function RouletteArt() {
  const ids = useArtIds('felt', 'wood', 'cone', 'glow');
  return (
    <ArtCanvas>
      <defs>
        <RadialFill id={ids.felt.id} colors={['#15803d', '#065f46', '#022c22']} cy={0.45} />
        <RadialFill id={ids.wood.id} colors={['#a16207', '#713f12', '#3f1d0b']} cy={0.5} r={0.6} />
        <RadialFill id={ids.cone.id} colors={['#fef9c3', '#eab308', '#854d0e']} cx={0.4} cy={0.35} r={0.7} />
        <GlowFilter id={ids.glow.id} blur={3} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.felt.url }} />
      <g stroke="#fde68a" strokeOpacity={0.18} strokeWidth={2} fill="none">
        <rect x={14} y={14} width={272} height={372} rx={18} />
        <rect x={22} y={22} width={256} height={356} rx={14} />
      </g>
      <g transform="translate(150 180)">
        <circle r={122} fill="#000000" opacity={0.35} transform="translate(4 10)" />
        <circle r={120} style={{ fill: ids.wood.url }} />
        <circle r={100} fill="#1c1917" />
        {WHEEL_ORDER.map((number, index) => (
          <path
            key={number}
            d={pocketPath(index, 66, 98)}
            fill={number === 0 ? '#16a34a' : index % 2 === 1 ? '#dc2626' : '#111827'}
            stroke="#d6b25e"
            strokeWidth={0.8}
          />
        ))}
        <circle r={66} fill="none" stroke="#d6b25e" strokeWidth={2} />
        <circle r={56} style={{ fill: ids.cone.url }} />
        {[0, 1, 2, 3].map((index) => (
          <path
            key={index}
            d="M0 0 L0 -44"
            stroke="#854d0e"
            strokeWidth={6}
            strokeLinecap="round"
            transform={`rotate(${index * 90 + 45})`}
          />
        ))}
        <circle r={12} fill="#fef9c3" stroke="#854d0e" strokeWidth={3} />
        <circle cx={52} cy={-62} r={7} fill="#ffffff" filter={ids.glow.url} />
      </g>
      {[
        [60, 350, '#dc2626'],
        [100, 360, '#2563eb'],
        [230, 352, '#f8fafc'],
      ].map(([x, y, color]) => (
        <g key={`${x}`} transform={`translate(${x} ${y})`}>
          {[0, 1, 2].map((level) => (
            <g key={level} transform={`translate(0 ${-level * 8})`}>
              <ellipse rx={22} ry={9} cy={4} fill="#000000" opacity={0.3} />
              <ellipse
                rx={22}
                ry={9}
                fill={String(color)}
                stroke="#ffffff"
                strokeWidth={2}
                strokeDasharray="5 5"
              />
            </g>
          ))}
        </g>
      ))}
    </ArtCanvas>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function Die({
  x,
  y,
  rotate,
  face,
  glow,
  blur,
}: {
  x: number;
  y: number;
  rotate: number;
  face: number;
  glow: string;
  blur: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x={-46} y={-46} width={92} height={92} rx={20} fill={glow} opacity={0.55} filter={blur} />
      <rect x={-42} y={-36} width={92} height={92} rx={20} fill="#312e81" />
      <rect x={-46} y={-46} width={92} height={92} rx={20} fill="#f8fafc" />
      <rect x={-46} y={-46} width={92} height={92} rx={20} fill="none" stroke={glow} strokeWidth={3} />
      {(PIPS[face] ?? []).map(([px, py]) => (
        <circle key={`${px}-${py}`} cx={px * 24} cy={py * 24} r={9} fill="#1e1b4b" />
      ))}
    </g>
  );
}

/** Lucky Dice: two neon-lit dice tumbling over a glowing target line. */
export function DiceNeonArt() {
  const ids = useArtIds('sky', 'glow', 'track', 'halo');
  return (
    <ArtCanvas>
      <defs>
        <RadialFill id={ids.sky.id} colors={['#6d28d9', '#312e81', '#0f0a2e']} cy={0.35} />
        <GlowFilter id={ids.glow.id} blur={4} />
        <GlowFilter id={ids.halo.id} blur={10} />
        <LinearFill id={ids.track.id} colors={['#22d3ee', '#a78bfa', '#f472b6']} x2={1} y2={0} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <g fill="none" stroke="#a78bfa" strokeOpacity={0.22} strokeWidth={1.5}>
        {[0, 1, 2, 3, 4, 5].map((row) =>
          [0, 1, 2, 3, 4].map((column) => {
            const cx = column * 68 + (row % 2) * 34;
            const cy = row * 60 + 20;
            return (
              <path key={`${row}-${column}`} d={`M${cx} ${cy - 22} l19 11 v22 l-19 11 l-19 -11 v-22 Z`} />
            );
          }),
        )}
      </g>
      <Die x={108} y={168} rotate={-16} face={6} glow="#22d3ee" blur={ids.halo.url} />
      <Die x={196} y={230} rotate={14} face={3} glow="#f472b6" blur={ids.halo.url} />
      <rect
        x={30}
        y={318}
        width={240}
        height={12}
        rx={6}
        style={{ fill: ids.track.url }}
        filter={ids.glow.url}
      />
      <path d="M168 304 L178 318 L158 318 Z" fill="#fef08a" />
      <StarField
        stars={[
          [30, 40, 1.2],
          [260, 60, 1.5],
          [240, 300, 1.1],
          [50, 270, 0.9],
        ]}
        color="#f5d0fe"
      />
      <Sparkle x={250} y={130} size={10} color="#f5d0fe" />
      <Sparkle x={52} y={96} size={8} color="#a5f3fc" />
    </ArtCanvas>
  );
}

/** Rocket Crash: a rocket riding a climbing multiplier curve into the night. */
export function CrashRocketArt() {
  const ids = useArtIds('sky', 'area', 'line', 'flame', 'glow', 'body');
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#020617', '#1e1b4b', '#4c1d95']} />
        <LinearFill id={ids.area.id} colors={['#22c55e66', '#22c55e00']} />
        <LinearFill id={ids.line.id} colors={['#22c55e', '#a3e635', '#fde047']} x2={1} y2={0} />
        <LinearFill id={ids.flame.id} colors={['#fffbeb', '#fde047', '#f97316', '#ef444400']} x2={1} y2={0} />
        <LinearFill id={ids.body.id} colors={['#f8fafc', '#cbd5e1']} x2={1} y2={0} />
        <GlowFilter id={ids.glow.id} blur={4} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <StarField
        stars={[
          [20, 30, 1.3],
          [64, 80, 0.8],
          [120, 40, 1.1],
          [170, 110, 0.7],
          [230, 24, 1.4],
          [280, 100, 0.9],
          [40, 170, 1.2],
          [110, 200, 0.6],
        ]}
      />
      <g stroke="#ffffff" strokeOpacity={0.08}>
        {[100, 160, 220, 280, 340].map((y) => (
          <path key={y} d={`M0 ${y} H300`} />
        ))}
      </g>
      <path d="M0 360 Q150 350 210 250 T262 110 L262 400 L0 400 Z" style={{ fill: ids.area.url }} />
      <path
        d="M0 360 Q150 350 210 250 T262 110"
        stroke={ids.line.url}
        strokeWidth={6}
        fill="none"
        filter={ids.glow.url}
        strokeLinecap="round"
      />
      <g transform="translate(262 104) rotate(-62)">
        <path
          d="M-74 0 Q-40 -14 -22 0 Q-40 14 -74 0 Z"
          style={{ fill: ids.flame.url }}
          filter={ids.glow.url}
        />
        <path d="M-22 -14 L30 -14 Q54 0 30 14 L-22 14 Z" style={{ fill: ids.body.url }} />
        <path d="M30 -14 Q54 0 30 14 Q40 0 30 -14 Z" fill="#ef4444" />
        <circle cx={10} cy={0} r={6} fill="#38bdf8" stroke="#1e3a8a" strokeWidth={2} />
        <path d="M-22 -14 L-34 -28 L-6 -14 Z M-22 14 L-34 28 L-6 14 Z" fill="#ef4444" />
      </g>
      <text
        x={22}
        y={214}
        fontSize={50}
        fontWeight={900}
        fontFamily="Arial Black, Arial, sans-serif"
        fill="#a3e635"
        filter={ids.glow.url}
      >
        2.47×
      </text>
    </ArtCanvas>
  );
}
