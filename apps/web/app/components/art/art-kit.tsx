import { useId } from 'react';

/**
 * Shared pieces of the banner artworks. Colours come from the brand's CSS variables, so every brand draws the
 * same shapes in its own palette; `color-mix` derives lighter and darker tones from them.
 */
export const TONES = {
  accent: 'var(--brand-accent)',
  accentStrong: 'var(--brand-accent-strong)',
  accentLight: 'color-mix(in oklab, var(--brand-accent-strong) 55%, white)',
  accentDark: 'color-mix(in oklab, var(--brand-accent) 55%, black)',
  win: 'var(--brand-win)',
  winLight: 'color-mix(in oklab, var(--brand-win) 55%, white)',
  winDark: 'color-mix(in oklab, var(--brand-win) 50%, black)',
  ink: 'color-mix(in oklab, var(--surface-0) 85%, black)',
  paper: '#fbfbfe',
  paperShade: '#e4e6ef',
} as const;

export interface ArtProps {
  className?: string;
}

/** Ids unique to one drawing, so several artworks on a page never share gradient ids. */
export function useArtIds<const T extends string>(...names: T[]): Record<T, { id: string; url: string }> {
  const base = useId();
  return Object.fromEntries(
    names.map((name) => [name, { id: `${base}${name}`, url: `url(#${base}${name})` }]),
  ) as Record<T, { id: string; url: string }>;
}

/** A gradient stop whose colour may be a CSS variable (presentation attributes cannot read variables everywhere). */
export function Stop({ offset, color, opacity = 1 }: { offset: number; color: string; opacity?: number }) {
  return <stop offset={offset} style={{ stopColor: color, stopOpacity: opacity }} />;
}

/** A soft radial light behind the artwork. */
export function GlowGradient({ id, color }: { id: string; color: string }) {
  return (
    <radialGradient id={id}>
      <Stop offset={0} color={color} opacity={0.55} />
      <Stop offset={0.55} color={color} opacity={0.12} />
      <Stop offset={1} color={color} opacity={0} />
    </radialGradient>
  );
}

/**
 * A four-pointed twinkle. Still: an SVG shape's animation is painted again on every frame, and a page of banners
 * and tiles full of pulsing twinkles kept a phone's main thread busy for as long as it was open.
 */
export function Sparkle({
  x,
  y,
  size = 10,
  color = TONES.accentLight,
}: {
  x: number;
  y: number;
  size?: number;
  color?: string;
}) {
  const s = size;
  const k = size / 4;
  return (
    <path
      transform={`translate(${x} ${y})`}
      d={`M0 ${-s} L${k} ${-k} L${s} 0 L${k} ${k} L0 ${s} L${-k} ${k} L${-s} 0 L${-k} ${-k}Z`}
      style={{ fill: color }}
    />
  );
}

/** A coin seen at an angle: rim, face and a highlight. */
export function Coin({ x, y, r, fill, rim }: { x: number; y: number; r: number; fill: string; rim: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx={0} cy={r * 0.18} rx={r} ry={r * 0.92} style={{ fill: rim }} />
      <ellipse cx={0} cy={0} rx={r} ry={r * 0.92} style={{ fill }} />
      <ellipse
        cx={0}
        cy={0}
        rx={r * 0.68}
        ry={r * 0.62}
        fill="none"
        stroke="white"
        strokeOpacity={0.45}
        strokeWidth={r * 0.08}
      />
      <path
        d={`M${-r * 0.45} ${-r * 0.35} q${r * 0.3} ${-r * 0.3} ${r * 0.7} ${-r * 0.18}`}
        stroke="white"
        strokeOpacity={0.7}
        strokeWidth={r * 0.1}
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}
