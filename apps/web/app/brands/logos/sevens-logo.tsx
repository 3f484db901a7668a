import { useId } from 'react';
import type { LogoProps } from './logo-props';

const SERIF = "Georgia, 'Times New Roman', serif";

/** Sevens VIP: a faceted gold diamond, a serif wordmark and a small VIP plate. */
export function SevensLogo({ variant, className }: LogoProps) {
  const gold = useId();
  return (
    <svg
      viewBox={variant === 'full' ? '0 0 166 40' : '0 0 40 40'}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6e27a" />
          <stop offset="0.5" stopColor="#c9a227" />
          <stop offset="1" stopColor="#8a6a12" />
        </linearGradient>
      </defs>
      <path d="M11 7 H29 L36 16 L20 35 L4 16 Z" fill={`url(#${gold})`} />
      <path
        d="M4 16 H36 M11 7 L16 16 L20 35 L24 16 L29 7 M16 16 L20 7 L24 16"
        fill="none"
        stroke="#3a2c05"
        strokeWidth="1.1"
        strokeLinejoin="round"
      />
      {variant === 'full' ? (
        <>
          <text
            x="44"
            y="28"
            textLength="82"
            lengthAdjust="spacingAndGlyphs"
            fontFamily={SERIF}
            fontSize="21"
            fontWeight="700"
            letterSpacing="2"
            className="fill-fg"
          >
            SEVENS
          </text>
          <rect x="131" y="12" width="34" height="18" rx="4" fill={`url(#${gold})`} />
          <text
            x="148"
            y="25.5"
            textAnchor="middle"
            fontFamily={SERIF}
            fontSize="12"
            fontWeight="700"
            letterSpacing="1"
            fill="#140f00"
          >
            VIP
          </text>
        </>
      ) : null}
    </svg>
  );
}
