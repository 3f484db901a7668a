import type { RouletteColor } from '@casino/game-math';
import { type Ref, useImperativeHandle, useRef } from 'react';

const POCKET_FILL: Record<RouletteColor, string> = { red: '#c8102e', black: '#15171f', green: '#0b8a4a' };
/** How long the wheel turns before the ball settles. */
const WHEEL_SPIN_MS = 4200;

export interface WheelHandle {
  /** Turns the wheel and drops the ball into `number`'s pocket; resolves when it has settled. */
  spin(number: number): Promise<void>;
}

function polar(radius: number, degrees: number): { x: number; y: number } {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return { x: 200 + radius * Math.cos(radians), y: 200 + radius * Math.sin(radians) };
}

function pocketPath(index: number, step: number, outer: number, inner: number): string {
  const from = index * step - step / 2;
  const to = from + step;
  const a = polar(outer, from);
  const b = polar(outer, to);
  const c = polar(inner, to);
  const d = polar(inner, from);
  return `M${a.x} ${a.y} A${outer} ${outer} 0 0 1 ${b.x} ${b.y} L${c.x} ${c.y} A${inner} ${inner} 0 0 0 ${d.x} ${d.y}Z`;
}

/**
 * The single-zero wheel in its real order, drawn in SVG: it turns and the ball runs the other way, slowing until
 * it drops into the pocket of the number that came up, which stops under the marker at the top.
 */
export function RouletteWheel({
  order,
  colors,
  result,
  ref,
}: {
  order: readonly number[];
  colors: Record<number, RouletteColor>;
  result: number | null;
  ref: Ref<WheelHandle>;
}) {
  const wheel = useRef<SVGGElement>(null);
  const ball = useRef<SVGGElement>(null);
  const angle = useRef(0);
  const step = 360 / order.length;

  useImperativeHandle(
    ref,
    () => ({
      async spin(number: number) {
        const index = order.indexOf(number);
        const from = angle.current;
        // Whole turns clockwise, ending with the pocket at the top.
        const base = from - (((from % 360) + 360) % 360);
        const to = base + 360 * 5 + ((360 - index * step) % 360);
        angle.current = to;
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const duration = reduced ? 1 : WHEEL_SPIN_MS;
        const easing = 'cubic-bezier(0.12, 0.6, 0.15, 1)';
        const turning = wheel.current?.animate(
          [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
          { duration, easing, fill: 'forwards' },
        );
        const rolling = ball.current?.animate(
          [
            { transform: 'rotate(0deg) translateY(0px)' },
            { transform: 'rotate(-1260deg) translateY(0px)', offset: 0.72 },
            { transform: 'rotate(-1430deg) translateY(26px)', offset: 0.9 },
            { transform: 'rotate(-1440deg) translateY(30px)' },
          ],
          { duration, easing: 'cubic-bezier(0.2, 0.5, 0.3, 1)', fill: 'forwards' },
        );
        await Promise.all([turning?.finished, rolling?.finished].map((done) => done?.catch(() => undefined)));
      },
    }),
    [order, step],
  );

  return (
    <svg
      viewBox="0 0 400 400"
      className="size-full drop-shadow-[0_16px_30px_rgb(0_0_0/0.6)]"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id="wheel-wood" cx="50%" cy="50%" r="50%">
          <stop offset="0.82" stopColor="#6b3f1d" />
          <stop offset="0.9" stopColor="#8a5427" />
          <stop offset="1" stopColor="#3d220e" />
        </radialGradient>
        <radialGradient id="wheel-cone" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#f5d27a" />
          <stop offset="0.55" stopColor="#b8862f" />
          <stop offset="1" stopColor="#5c3d12" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="198" fill="url(#wheel-wood)" />
      <circle cx="200" cy="200" r="176" fill="#1b1206" />
      <g ref={wheel} style={{ transformOrigin: '200px 200px', transform: `rotate(${angle.current}deg)` }}>
        {order.map((number, index) => (
          <g key={number}>
            <path
              d={pocketPath(index, step, 172, 122)}
              fill={POCKET_FILL[colors[number] ?? 'green']}
              stroke="#d4af37"
              strokeWidth="1.2"
              opacity={result === null || result === number ? 1 : 0.92}
            />
            <text
              x={polar(156, index * step).x}
              y={polar(156, index * step).y}
              fill="white"
              fontSize="15"
              fontWeight="800"
              textAnchor="middle"
              dominantBaseline="central"
              transform={`rotate(${index * step} ${polar(156, index * step).x} ${polar(156, index * step).y})`}
            >
              {number}
            </text>
          </g>
        ))}
        <circle cx="200" cy="200" r="122" fill="none" stroke="#d4af37" strokeWidth="2" />
        <circle cx="200" cy="200" r="104" fill="url(#wheel-cone)" />
        {[0, 45, 90, 135].map((turn) => (
          <rect
            key={turn}
            x="194"
            y="120"
            width="12"
            height="160"
            rx="6"
            fill="#e9c46a"
            transform={`rotate(${turn} 200 200)`}
          />
        ))}
        <circle cx="200" cy="200" r="22" fill="#f5d27a" stroke="#8a6a22" strokeWidth="3" />
      </g>
      <g ref={ball} style={{ transformOrigin: '200px 200px' }}>
        <circle cx="200" cy="18" r="9" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="1.5" />
      </g>
      <path d="M200 6 l-9 -6 h18 z" fill="#facc15" />
    </svg>
  );
}
