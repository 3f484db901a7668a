import { useId } from 'react';
import { type LogoProps, WORDMARK_FONT } from './logo-props';

/** 777: a green slot-reel badge with a seven, and a heavy slanted "777". */
export function TripleSevenLogo({ variant, className }: LogoProps) {
  const emerald = useId();
  return (
    <svg
      viewBox={variant === 'full' ? '0 0 112 40' : '0 0 40 40'}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={emerald} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6ee7a0" />
          <stop offset="1" stopColor="#15a34a" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="36" height="36" rx="10" fill={`url(#${emerald})`} />
      <rect x="7" y="7" width="26" height="26" rx="6" fill="#04210f" opacity="0.9" />
      <path d="M13 13 H27 L19.5 29 H15 L21.5 16.8 H13 Z" fill="#fbbf24" />
      {variant === 'full' ? (
        <text
          x="46"
          y="31"
          textLength="62"
          lengthAdjust="spacingAndGlyphs"
          fontFamily={WORDMARK_FONT}
          fontSize="28"
          fontStyle="italic"
          fontWeight="900"
          fill={`url(#${emerald})`}
        >
          777
        </text>
      ) : null}
    </svg>
  );
}
