import { useId } from 'react';
import { type LogoProps, WORDMARK_FONT } from './logo-props';

/** Vegas: a neon star in a ring and a wide-set wordmark with a neon glow. */
export function VegasLogo({ variant, className }: LogoProps) {
  const neon = useId();
  const glow = useId();
  return (
    <svg
      viewBox={variant === 'full' ? '0 0 150 40' : '0 0 40 40'}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={neon} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5fb8" />
          <stop offset="1" stopColor="#9b5cff" />
        </linearGradient>
        <filter id={glow} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="1.4" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      <circle
        cx="20"
        cy="20"
        r="16.5"
        fill="none"
        stroke={`url(#${neon})`}
        strokeWidth="3"
        filter={`url(#${glow})`}
      />
      <path
        d="M20 8.5 L23.2 16.2 L31.5 16.6 L25 21.8 L27.2 29.8 L20 25.3 L12.8 29.8 L15 21.8 L8.5 16.6 L16.8 16.2 Z"
        fill={`url(#${neon})`}
      />
      {variant === 'full' ? (
        <text
          x="46"
          y="28"
          textLength="102"
          lengthAdjust="spacingAndGlyphs"
          fontFamily={WORDMARK_FONT}
          fontSize="21"
          fontWeight="800"
          letterSpacing="4"
          fill={`url(#${neon})`}
          filter={`url(#${glow})`}
        >
          VEGAS
        </text>
      ) : null}
    </svg>
  );
}
