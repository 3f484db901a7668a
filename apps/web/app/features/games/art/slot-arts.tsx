import { Coin, Sparkle, useArtIds } from '../../../components/art/art-kit';
import { ArtCanvas, GlowFilter, LinearFill, RadialFill, Rays, Seven, StarField } from './art-parts';

const NIGHT_STARS = [
  [24, 30, 1.2],
  [70, 58, 0.8],
  [118, 22, 1.5],
  [172, 48, 0.9],
  [226, 18, 1.3],
  [268, 62, 1.1],
  [40, 110, 0.7],
  [252, 120, 1.4],
  [150, 92, 0.6],
] as const satisfies readonly [number, number, number][];

/** Book of Sevens: an open book of the pharaohs under a night sky, a golden seven rising from its pages. */
export function EgyptGoldArt() {
  const ids = useArtIds('sky', 'gold', 'page', 'glow', 'sand');
  return (
    <ArtCanvas>
      <defs>
        <RadialFill id={ids.sky.id} colors={['#4a3584', '#1b1338', '#0a0716']} cy={0.25} />
        <LinearFill id={ids.gold.id} colors={['#fff3b0', '#f6c945', '#b7791f', '#7a4a06']} />
        <LinearFill id={ids.page.id} colors={['#fff8e1', '#f3dfb0']} x2={1} y2={0} />
        <RadialFill id={ids.glow.id} colors={['#ffd86b', '#ffb30055', '#ffb30000']} cy={0.5} r={0.5} />
        <LinearFill id={ids.sand.id} colors={['#3b2a6e', '#1a1236']} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <StarField stars={NIGHT_STARS} color="#ffe9a8" />
      <circle cx={232} cy={70} r={22} fill="#ffe9a8" opacity={0.9} />
      <circle cx={240} cy={64} r={20} fill="#2a1d58" />
      <path d="M-10 300 L70 190 L150 300 Z" style={{ fill: ids.sand.url }} />
      <path d="M70 190 L150 300 L110 300 Z" fill="#120c28" opacity={0.55} />
      <path d="M140 300 L240 170 L330 300 Z" style={{ fill: ids.sand.url }} />
      <path d="M240 170 L330 300 L285 300 Z" fill="#120c28" opacity={0.55} />
      <path d="M70 190 L150 300 M240 170 L330 300" stroke="#f6c945" strokeOpacity={0.35} strokeWidth={2} />
      <circle cx={150} cy={175} r={120} style={{ fill: ids.glow.url }} />
      <Rays x={150} y={170} count={14} length={150} width={22} fill="#ffd86b" rotate={-90} />
      <Seven x={152} y={222} size={170} fill={ids.gold.url} stroke="#3b2300" />
      <g transform="translate(150 252)">
        <path d="M-118 8 Q-60 -22 0 6 Q60 -22 118 8 L118 58 Q60 30 0 58 Q-60 30 -118 58 Z" fill="#5b3a0a" />
        <path d="M-110 2 Q-56 -24 -2 2 L-2 50 Q-56 24 -110 50 Z" style={{ fill: ids.page.url }} />
        <path d="M110 2 Q56 -24 2 2 L2 50 Q56 24 110 50 Z" style={{ fill: ids.page.url }} />
        <path
          d="M-96 10 Q-56 -8 -16 10 M-96 22 Q-56 4 -16 22 M-96 34 Q-56 16 -16 34 M16 10 Q56 -8 96 10 M16 22 Q56 4 96 22 M16 34 Q56 16 96 34"
          stroke="#b7791f"
          strokeOpacity={0.55}
          strokeWidth={2}
          fill="none"
        />
        <path d="M-118 58 Q-60 30 0 58 Q60 30 118 58" stroke={ids.gold.url} strokeWidth={4} fill="none" />
      </g>
      <Sparkle x={60} y={170} size={9} color="#fff3b0" />
      <Sparkle x={246} y={150} size={11} color="#fff3b0" />
      <Sparkle x={212} y={238} size={7} color="#fff3b0" />
    </ArtCanvas>
  );
}

/** Cossack Gold: crossed sabres over a pot of gold in a golden field under a blue sky. */
export function SteppeGoldArt() {
  const ids = useArtIds('sky', 'sun', 'field', 'blade', 'hilt');
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#1e40af', '#2563eb', '#60a5fa']} />
        <RadialFill id={ids.sun.id} colors={['#fffbe6', '#fde047', '#facc1500']} cy={0.5} r={0.5} />
        <LinearFill id={ids.field.id} colors={['#facc15', '#eab308', '#a16207']} />
        <LinearFill id={ids.blade.id} colors={['#ffffff', '#cbd5e1', '#64748b']} x2={1} y2={0} />
        <LinearFill id={ids.hilt.id} colors={['#fef08a', '#ca8a04', '#713f12']} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <circle cx={150} cy={120} r={120} style={{ fill: ids.sun.url }} />
      <g opacity={0.4}>
        <Rays x={150} y={120} count={16} length={190} width={14} fill="#fef9c3" rotate={8} />
      </g>
      <circle cx={150} cy={120} r={42} fill="#fde047" />
      <path d="M-10 250 Q70 215 150 240 T310 230 L310 410 L-10 410 Z" style={{ fill: ids.field.url }} />
      <path d="M-10 290 Q90 260 170 285 T310 275 L310 410 L-10 410 Z" fill="#ca8a04" opacity={0.75} />
      {[22, 52, 82, 218, 248, 278].map((x, index) => (
        <g key={x} transform={`translate(${x} ${292 + (index % 3) * 6}) rotate(${index % 2 === 0 ? -6 : 6})`}>
          <path d="M0 0 Q2 -20 0 -46" stroke="#a16207" strokeWidth={2} fill="none" />
          {[0, 1, 2, 3].map((grain) => (
            <g
              key={grain}
              transform={`translate(0 ${-44 + grain * 8})`}
              fill="#fde68a"
              stroke="#ca8a04"
              strokeWidth={0.8}
            >
              <ellipse cx={-3.5} cy={0} rx={3} ry={5} transform="rotate(-25 -3.5 0)" />
              <ellipse cx={3.5} cy={0} rx={3} ry={5} transform="rotate(25 3.5 0)" />
            </g>
          ))}
        </g>
      ))}
      <g transform="translate(150 196)">
        <g transform="rotate(-38)">
          <path d="M-6 40 Q-10 -60 18 -118 Q4 -56 6 40 Z" style={{ fill: ids.blade.url }} />
          <rect x={-22} y={38} width={44} height={8} rx={4} style={{ fill: ids.hilt.url }} />
          <rect x={-5} y={44} width={10} height={34} rx={4} fill="#7c2d12" />
        </g>
        <g transform="rotate(38)">
          <path d="M6 40 Q10 -60 -18 -118 Q-4 -56 -6 40 Z" style={{ fill: ids.blade.url }} />
          <rect x={-22} y={38} width={44} height={8} rx={4} style={{ fill: ids.hilt.url }} />
          <rect x={-5} y={44} width={10} height={34} rx={4} fill="#7c2d12" />
        </g>
      </g>
      <g transform="translate(0 -34)">
        <path
          d="M92 306 Q92 356 150 360 Q208 356 208 306 Z"
          fill="#1e3a8a"
          stroke="#facc15"
          strokeWidth={3}
        />
        <ellipse cx={150} cy={306} rx={58} ry={12} fill="#172554" stroke="#fde047" strokeWidth={3} />
        <Coin x={122} y={298} r={16} fill="#fde047" rim="#a16207" />
        <Coin x={152} y={290} r={18} fill="#facc15" rim="#a16207" />
        <Coin x={180} y={300} r={15} fill="#fde047" rim="#a16207" />
      </g>
      <Sparkle x={84} y={206} size={8} color="#fffbe6" />
      <Sparkle x={226} y={196} size={10} color="#fffbe6" />
    </ArtCanvas>
  );
}

/** Fruit Storm: cherries, a lemon and a slice of watermelon swept along by a lightning storm. */
export function FruitBrightArt() {
  const ids = useArtIds('sky', 'cherry', 'lemon', 'bolt', 'glow');
  return (
    <ArtCanvas>
      <defs>
        <RadialFill id={ids.sky.id} colors={['#f472b6', '#c026d3', '#581c87', '#2e1065']} cy={0.3} />
        <RadialFill
          id={ids.cherry.id}
          colors={['#fecaca', '#ef4444', '#991b1b']}
          cx={0.35}
          cy={0.3}
          r={0.7}
        />
        <RadialFill id={ids.lemon.id} colors={['#fef9c3', '#facc15', '#ca8a04']} cx={0.35} cy={0.3} r={0.8} />
        <LinearFill id={ids.bolt.id} colors={['#fffbeb', '#fde047', '#f59e0b']} />
        <GlowFilter id={ids.glow.id} blur={5} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <g stroke="#ffffff" strokeOpacity={0.18} strokeWidth={2} strokeLinecap="round">
        {[30, 80, 130, 180, 230, 280].map((x, index) => (
          <path key={x} d={`M${x} ${20 + (index % 3) * 40} l-18 44`} />
        ))}
      </g>
      <path
        d="M176 8 L120 150 L158 150 L112 290 L214 120 L170 120 L214 8 Z"
        style={{ fill: ids.bolt.url }}
        filter={ids.glow.url}
        opacity={0.9}
      />
      <g transform="translate(78 118) rotate(-14)">
        <path d="M10 -4 Q24 -64 70 -70" stroke="#15803d" strokeWidth={6} fill="none" strokeLinecap="round" />
        <path d="M44 -6 Q46 -50 70 -70" stroke="#15803d" strokeWidth={6} fill="none" strokeLinecap="round" />
        <path d="M70 -70 q26 -6 34 14 q-22 8 -34 -14 Z" fill="#22c55e" />
        <circle cx={10} cy={14} r={30} style={{ fill: ids.cherry.url }} />
        <circle cx={50} cy={18} r={28} style={{ fill: ids.cherry.url }} />
        <ellipse cx={0} cy={2} rx={9} ry={6} fill="#ffffff" opacity={0.6} />
        <ellipse cx={41} cy={6} rx={8} ry={5} fill="#ffffff" opacity={0.6} />
      </g>
      <g transform="translate(226 196) rotate(24)">
        <ellipse cx={0} cy={0} rx={50} ry={38} style={{ fill: ids.lemon.url }} />
        <path
          d="M-52 0 q-10 -2 -14 -8 M52 0 q10 2 14 8"
          stroke="#ca8a04"
          strokeWidth={6}
          strokeLinecap="round"
        />
        <ellipse cx={-18} cy={-14} rx={14} ry={7} fill="#ffffff" opacity={0.55} />
      </g>
      <g transform="translate(104 262) rotate(-12)">
        <path d="M-78 0 A78 78 0 0 0 78 0 Z" fill="#16a34a" />
        <path d="M-68 0 A68 68 0 0 0 68 0 Z" fill="#bbf7d0" />
        <path d="M-62 0 A62 62 0 0 0 62 0 Z" fill="#ef4444" />
        {[
          [-30, 14],
          [0, 22],
          [30, 14],
          [-14, 36],
          [16, 38],
        ].map(([x, y]) => (
          <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={3.5} ry={6} fill="#1f2937" />
        ))}
      </g>
      <Sparkle x={256} y={70} size={11} color="#fef9c3" />
      <Sparkle x={40} y={226} size={9} color="#fef9c3" />
      <Sparkle x={200} y={318} size={8} color="#fef9c3" />
    </ArtCanvas>
  );
}

/** Dragon Pearls: a red-gold dragon coiling around a glowing pearl among jade clouds. */
export function JadeDragonArt() {
  const ids = useArtIds('sky', 'pearl', 'body', 'glow', 'halo');
  return (
    <ArtCanvas>
      <defs>
        <RadialFill id={ids.sky.id} colors={['#10b981', '#065f46', '#022c22']} cy={0.4} />
        <RadialFill
          id={ids.pearl.id}
          colors={['#ffffff', '#fde2f3', '#c4b5fd', '#7c3aed']}
          cx={0.35}
          cy={0.3}
          r={0.75}
        />
        <LinearFill id={ids.body.id} colors={['#fde68a', '#f97316', '#dc2626', '#7f1d1d']} x2={1} y2={1} />
        <GlowFilter id={ids.glow.id} blur={6} />
        <RadialFill id={ids.halo.id} colors={['#fef3c7cc', '#fef3c700']} cy={0.5} r={0.5} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <g fill="none" stroke="#6ee7b7" strokeOpacity={0.35} strokeWidth={3} strokeLinecap="round">
        <path d="M14 80 q20 -22 40 0 q20 -22 40 0" />
        <path d="M210 60 q18 -20 36 0 q18 -20 36 0" />
        <path d="M20 330 q22 -24 44 0 q22 -24 44 0 q22 -24 44 0" />
        <path d="M186 352 q20 -22 40 0 q20 -22 40 0" />
      </g>
      <circle cx={150} cy={196} r={110} style={{ fill: ids.halo.url }} />
      <path
        d="M40 360 C10 260 120 250 150 300 C190 360 290 300 250 220 C220 160 90 190 80 120 C72 70 140 40 190 62"
        stroke={ids.body.url}
        strokeWidth={30}
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M40 360 C10 260 120 250 150 300 C190 360 290 300 250 220 C220 160 90 190 80 120 C72 70 140 40 190 62"
        stroke="#7f1d1d"
        strokeOpacity={0.45}
        strokeWidth={14}
        strokeDasharray="3 9"
        strokeLinecap="round"
        fill="none"
      />
      <g transform="translate(196 62) rotate(18)">
        <path d="M-8 -18 L38 -10 Q52 0 38 10 L-8 18 Z" fill="#dc2626" />
        <path d="M30 -10 L54 -26 M30 10 L54 26" stroke="#fde68a" strokeWidth={4} strokeLinecap="round" />
        <circle cx={20} cy={-6} r={4} fill="#fef08a" />
        <path d="M-4 -18 L6 -34 L12 -18 M-4 18 L6 34 L12 18" fill="#f97316" />
      </g>
      <circle cx={150} cy={200} r={46} style={{ fill: ids.pearl.url }} filter={ids.glow.url} />
      <ellipse cx={134} cy={182} rx={14} ry={9} fill="#ffffff" opacity={0.8} />
      <circle cx={64} cy={196} r={12} style={{ fill: ids.pearl.url }} />
      <circle cx={244} cy={130} r={9} style={{ fill: ids.pearl.url }} />
      <circle cx={226} cy={300} r={11} style={{ fill: ids.pearl.url }} />
      <Sparkle x={180} y={150} size={8} color="#fef3c7" />
      <Sparkle x={100} y={260} size={7} color="#fef3c7" />
    </ArtCanvas>
  );
}

/** Neon Nights: a synthwave city, its neon sun sinking behind the towers over a glowing grid. */
export function NeonCityArt() {
  const ids = useArtIds('sky', 'sun', 'glow', 'grid', 'tower');
  const towers = [
    [0, 210, 40],
    [38, 170, 34],
    [70, 230, 30],
    [98, 150, 38],
    [168, 190, 30],
    [196, 140, 42],
    [236, 200, 30],
    [264, 165, 40],
  ] as const;
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#05010d', '#1e0b3b', '#4c1d95', '#be185d']} />
        <LinearFill id={ids.sun.id} colors={['#fde047', '#fb7185', '#d946ef']} />
        <GlowFilter id={ids.glow.id} blur={4} />
        <LinearFill id={ids.grid.id} colors={['#d946ef', '#22d3ee']} />
        <LinearFill id={ids.tower.id} colors={['#1e0b3b', '#0b0618']} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <StarField stars={NIGHT_STARS} color="#f0abfc" />
      <g>
        <circle cx={150} cy={200} r={86} style={{ fill: ids.sun.url }} filter={ids.glow.url} />
        {[0, 1, 2, 3, 4].map((index) => (
          <rect key={index} x={60} y={214 + index * 14} width={180} height={4 + index * 1.5} fill="#1e0b3b" />
        ))}
      </g>
      {towers.map(([x, top, width]) => (
        <g key={x}>
          <rect x={x} y={top} width={width} height={290 - top} style={{ fill: ids.tower.url }} />
          <path d={`M${x} ${top} h${width}`} stroke="#22d3ee" strokeWidth={2} filter={ids.glow.url} />
          {Array.from({ length: Math.floor((270 - top) / 18) }, (_, row) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the windows are a fixed pattern.
              key={row}
              x={x + 8}
              y={top + 12 + row * 18}
              width={width - 16}
              height={4}
              fill={row % 3 === 0 ? '#f0abfc' : '#22d3ee'}
              opacity={row % 2 === 0 ? 0.75 : 0.3}
            />
          ))}
        </g>
      ))}
      <rect x={0} y={290} width={300} height={110} fill="#0b0618" />
      <g stroke={ids.grid.url} strokeWidth={2} filter={ids.glow.url} opacity={0.9}>
        <path d="M0 290 H300" />
        {[304, 322, 346, 378].map((y) => (
          <path key={y} d={`M0 ${y} H300`} />
        ))}
        {[-240, -150, -60, 30, 120, 210, 300, 390, 480].map((x) => (
          <path key={x} d={`M150 290 L${x} 400`} />
        ))}
      </g>
    </ArtCanvas>
  );
}

/** Viking Raid: a dragon-prowed longship with a striped sail on a stormy northern sea. */
export function NorthSeaArt() {
  const ids = useArtIds('sky', 'sea', 'hull', 'sail', 'glow');
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#0b1120', '#1e293b', '#475569']} />
        <LinearFill id={ids.sea.id} colors={['#1e3a5f', '#0f172a']} />
        <LinearFill id={ids.hull.id} colors={['#a16207', '#713f12', '#422006']} />
        <LinearFill id={ids.sail.id} colors={['#f8fafc', '#e2e8f0']} x2={1} y2={0} />
        <GlowFilter id={ids.glow.id} blur={3} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <circle cx={232} cy={76} r={30} fill="#e2e8f0" opacity={0.9} filter={ids.glow.url} />
      <path
        d="M20 40 L44 96 L32 96 L58 150"
        stroke="#bae6fd"
        strokeWidth={3}
        fill="none"
        filter={ids.glow.url}
      />
      <g fill="#334155" opacity={0.8}>
        <ellipse cx={70} cy={120} rx={70} ry={22} />
        <ellipse cx={250} cy={140} rx={80} ry={20} />
      </g>
      <g transform="translate(0 -26)">
        <path d="M150 60 L150 268" stroke="#422006" strokeWidth={7} />
        <path d="M92 86 H208 L200 226 H100 Z" style={{ fill: ids.sail.url }} />
        {[0, 1, 2, 3].map((index) => (
          <path key={index} d={`M${102 + index * 26} 86 h14 l-2 140 h-14 Z`} fill="#dc2626" opacity={0.92} />
        ))}
        <path d="M92 86 H208" stroke="#713f12" strokeWidth={6} strokeLinecap="round" />
        <path
          d="M24 262 Q60 300 150 302 Q240 300 276 262 L268 248 Q250 270 150 272 Q50 270 32 248 Z"
          style={{ fill: ids.hull.url }}
        />
        <path
          d="M268 250 Q296 214 282 184 Q270 168 258 186 Q270 190 270 206 Q266 226 254 250"
          style={{ fill: ids.hull.url }}
        />
        <circle cx={274} cy={188} r={3} fill="#fde047" />
        <path d="M32 250 Q8 226 20 204" stroke="#713f12" strokeWidth={8} fill="none" strokeLinecap="round" />
        {[60, 90, 120, 150, 180, 210, 240].map((x, index) => (
          <g key={x}>
            <circle
              cx={x}
              cy={266}
              r={12}
              fill={index % 2 === 0 ? '#dc2626' : '#fde047'}
              stroke="#422006"
              strokeWidth={3}
            />
            <circle cx={x} cy={266} r={3} fill="#94a3b8" />
          </g>
        ))}
      </g>
      <path
        d="M-10 274 Q30 258 70 274 T150 274 T230 274 T310 274 L310 410 L-10 410 Z"
        style={{ fill: ids.sea.url }}
      />
      <g fill="none" stroke="#93c5fd" strokeOpacity={0.45} strokeWidth={3} strokeLinecap="round">
        <path d="M0 298 q20 -12 40 0 t40 0 t40 0" />
        <path d="M150 318 q20 -12 40 0 t40 0 t40 0 t40 0" />
        <path d="M20 366 q20 -12 40 0 t40 0 t40 0 t40 0" />
      </g>
    </ArtCanvas>
  );
}
