import type { ReactNode } from 'react';
import { Stop } from '../../../components/art/art-kit';

/**
 * The sheet every game artwork is drawn on: 300 x 400 (the tile's 3:4), a standalone SVG document (the drawings are
 * served as images), cropped rather than letterboxed when its box has another shape.
 */
export function ArtCanvas({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 300 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A vertical gradient through the given colours, evenly spaced. */
export function LinearFill({
  id,
  colors,
  x2 = 0,
  y2 = 1,
}: {
  id: string;
  colors: string[];
  x2?: number;
  y2?: number;
}) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={x2} y2={y2}>
      {colors.map((color, index) => (
        <Stop
          // biome-ignore lint/suspicious/noArrayIndexKey: a stop's place in the gradient is its identity.
          key={index}
          offset={colors.length === 1 ? 0 : index / (colors.length - 1)}
          color={color}
        />
      ))}
    </linearGradient>
  );
}

/** A radial gradient from the centre (`cx`, `cy` as fractions of the box) through the given colours. */
export function RadialFill({
  id,
  colors,
  cx = 0.5,
  cy = 0.35,
  r = 0.9,
}: {
  id: string;
  colors: string[];
  cx?: number;
  cy?: number;
  r?: number;
}) {
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {colors.map((color, index) => (
        <Stop
          // biome-ignore lint/suspicious/noArrayIndexKey: a stop's place in the gradient is its identity.
          key={index}
          offset={colors.length === 1 ? 0 : index / (colors.length - 1)}
          color={color}
        />
      ))}
    </radialGradient>
  );
}

/** A soft glow filter for neon lines and lights. */
export function GlowFilter({ id, blur = 4 }: { id: string; blur?: number }) {
  return (
    <filter id={id} x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation={blur} result="blur" />
      <feMerge>
        <feMergeNode in="blur" />
        <feMergeNode in="SourceGraphic" />
      </feMerge>
    </filter>
  );
}

/** Small stars at fixed places (a drawing must look the same on the server and in the browser). */
export function StarField({
  stars,
  color = '#ffffff',
}: {
  stars: readonly [number, number, number][];
  color?: string;
}) {
  return (
    <g style={{ fill: color }}>
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} opacity={0.35 + (r % 1) * 0.5} />
      ))}
    </g>
  );
}

/** Light rays fanning from a point. */
export function Rays({
  x,
  y,
  count,
  length,
  width,
  fill,
  rotate = 0,
}: {
  x: number;
  y: number;
  count: number;
  length: number;
  width: number;
  fill: string;
  rotate?: number;
}) {
  const step = 360 / count;
  return (
    <g style={{ fill }}>
      {Array.from({ length: count }, (_, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: the rays are a fixed fan; their place is their identity.
          key={index}
          d={`M${x} ${y} L${x + length} ${y - width / 2} L${x + length} ${y + width / 2} Z`}
          transform={`rotate(${rotate + index * step} ${x} ${y})`}
        />
      ))}
    </g>
  );
}

/** A big italic seven, the casino's mark, with a dark outline. */
export function Seven({
  x,
  y,
  size,
  fill,
  stroke,
  strokeWidth = 6,
}: {
  x: number;
  y: number;
  size: number;
  fill: string;
  stroke: string;
  strokeWidth?: number;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontSize={size}
      fontWeight={900}
      fontStyle="italic"
      fontFamily="Arial Black, Arial, sans-serif"
      style={{ fill }}
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      7
    </text>
  );
}
