import { useId } from 'react';
import { type LogoProps, WORDMARK_FONT } from './logo-props';

/** Slotoking: a golden crown on a night-blue shield, "SLOTO" in the text colour and "KING" in gold. */
export function KingLogo({ variant, className }: LogoProps) {
  const gold = useId();
  const emblem = (
    <g>
      <rect x="1" y="1" width="38" height="38" rx="11" className="fill-surface-3" />
      <path
        d="M8 28 L10 13 L16 20 L20 9 L24 20 L30 13 L32 28 Z"
        fill={`url(#${gold})`}
        stroke="#7a5600"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <rect x="8" y="29.5" width="24" height="3.5" rx="1.75" fill={`url(#${gold})`} />
      <circle cx="10" cy="12" r="2" fill="#ffe08a" />
      <circle cx="20" cy="8" r="2.2" fill="#ffe08a" />
      <circle cx="30" cy="12" r="2" fill="#ffe08a" />
    </g>
  );
  return (
    <svg
      viewBox={variant === 'full' ? '0 0 168 40' : '0 0 40 40'}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="0.55" stopColor="#f5b400" />
          <stop offset="1" stopColor="#c98a00" />
        </linearGradient>
      </defs>
      {emblem}
      {variant === 'full' ? (
        <text
          x="48"
          y="28"
          textLength="118"
          lengthAdjust="spacingAndGlyphs"
          fontFamily={WORDMARK_FONT}
          fontSize="20"
          fontWeight="900"
          letterSpacing="0.5"
        >
          <tspan className="fill-fg">SLOTO</tspan>
          <tspan fill={`url(#${gold})`}>KING</tspan>
        </text>
      ) : null}
    </svg>
  );
}
