import { Sparkle, useArtIds } from '../../../components/art/art-kit';
import { ArtCanvas, GlowFilter, LinearFill, RadialFill, StarField } from './art-parts';

const FIRS = [
  [18, 300, 46],
  [58, 318, 38],
  [248, 296, 50],
  [284, 320, 36],
  [100, 330, 30],
  [206, 334, 28],
] as const;

/** Carpathian Legends: a bonfire on a mountain meadow under the moon, fir trees and the peaks behind. */
export function CarpathianForestArt() {
  const ids = useArtIds('sky', 'far', 'near', 'fire', 'glow', 'halo');
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#0c1a3a', '#1d3b5c', '#3f6f73']} />
        <LinearFill id={ids.far.id} colors={['#27476a', '#1a3350']} />
        <LinearFill id={ids.near.id} colors={['#14532d', '#052e16']} />
        <LinearFill id={ids.fire.id} colors={['#fffbeb', '#fde047', '#f97316', '#b91c1c']} />
        <GlowFilter id={ids.glow.id} blur={6} />
        <RadialFill id={ids.halo.id} colors={['#fdba74aa', '#fdba7400']} cy={0.5} r={0.5} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <StarField
        stars={[
          [30, 40, 1.2],
          [90, 24, 0.8],
          [150, 60, 1.1],
          [270, 30, 1.4],
          [200, 90, 0.7],
          [60, 110, 0.9],
        ]}
      />
      <circle cx={222} cy={86} r={28} fill="#fef3c7" filter={ids.glow.url} />
      <path
        d="M-10 250 L60 150 L110 210 L170 120 L240 220 L310 160 L310 300 L-10 300 Z"
        style={{ fill: ids.far.url }}
      />
      <path d="M60 150 L75 172 L48 170 Z M170 120 L188 146 L154 146 Z" fill="#e2e8f0" opacity={0.8} />
      <path d="M-10 290 Q80 250 150 276 T310 268 L310 410 L-10 410 Z" style={{ fill: ids.near.url }} />
      {FIRS.map(([x, y, height]) => (
        <path
          key={x}
          d={`M${x} ${y - height} L${x + height * 0.32} ${y - height * 0.45} L${x + height * 0.18} ${y - height * 0.45} L${x + height * 0.4} ${y} L${x - height * 0.4} ${y} L${x - height * 0.18} ${y - height * 0.45} L${x - height * 0.32} ${y - height * 0.45} Z`}
          fill="#052e16"
        />
      ))}
      <g transform="translate(0 -34)">
        <circle cx={150} cy={320} r={90} style={{ fill: ids.halo.url }} />
        <path
          d="M112 352 L188 336 M112 336 L188 352"
          stroke="#451a03"
          strokeWidth={9}
          strokeLinecap="round"
        />
        <path
          d="M150 250 Q176 290 168 316 Q184 300 180 282 Q204 318 182 344 L118 344 Q96 318 120 286 Q120 304 132 312 Q124 280 150 250 Z"
          style={{ fill: ids.fire.url }}
          filter={ids.glow.url}
        />
      </g>
      <Sparkle x={128} y={236} size={5} color="#fde68a" />
      <Sparkle x={176} y={226} size={4} color="#fde68a" />
      <Sparkle x={150} y={206} size={6} color="#fde68a" />
    </ArtCanvas>
  );
}

/** Samurai Blades: a katana across a blood-red setting sun, a torii gate and falling cherry petals. */
export function SamuraiDuskArt() {
  const ids = useArtIds('sky', 'sun', 'blade', 'glow');
  const petals = [
    [40, 70, 20],
    [250, 50, -30],
    [80, 160, 60],
    [230, 200, 10],
    [40, 300, -40],
    [270, 330, 70],
    [150, 40, 45],
  ] as const;
  return (
    <ArtCanvas>
      <defs>
        <LinearFill id={ids.sky.id} colors={['#1e1b4b', '#7e22ce', '#db2777', '#f97316']} />
        <RadialFill id={ids.sun.id} colors={['#fee2e2', '#ef4444', '#991b1b']} cy={0.5} r={0.55} />
        <LinearFill id={ids.blade.id} colors={['#f8fafc', '#94a3b8']} x2={1} y2={0} />
        <GlowFilter id={ids.glow.id} blur={5} />
      </defs>
      <rect width={300} height={400} style={{ fill: ids.sky.url }} />
      <circle cx={150} cy={196} r={96} style={{ fill: ids.sun.url }} filter={ids.glow.url} />
      <g fill="#1c1917">
        <rect x={40} y={232} width={220} height={14} rx={4} />
        <rect x={28} y={222} width={244} height={10} rx={5} />
        <rect x={58} y={258} width={184} height={8} />
        <rect x={78} y={232} width={14} height={140} />
        <rect x={208} y={232} width={14} height={140} />
      </g>
      <path d="M-10 372 Q150 340 310 372 L310 410 L-10 410 Z" fill="#1c1917" />
      <g transform="translate(150 190) rotate(-32)">
        <path d="M-130 -4 L110 -6 Q128 -4 132 0 Q128 4 110 6 L-130 4 Z" style={{ fill: ids.blade.url }} />
        <rect x={-150} y={-12} width={8} height={24} rx={3} fill="#fbbf24" />
        <rect x={-196} y={-6} width={48} height={12} rx={5} fill="#111827" />
        <path
          d="M-194 -6 l6 12 m6 -12 l6 12 m6 -12 l6 12 m6 -12 l6 12 m6 -12 l6 12"
          stroke="#dc2626"
          strokeWidth={2}
        />
      </g>
      {petals.map(([x, y, rotate]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx={7}
          ry={4}
          fill="#fbcfe8"
          opacity={0.9}
          transform={`rotate(${rotate} ${x} ${y})`}
        />
      ))}
    </ArtCanvas>
  );
}
