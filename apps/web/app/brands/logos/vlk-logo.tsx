import { useId } from 'react';
import { type LogoProps, WORDMARK_FONT } from './logo-props';

/** Vulkan: an erupting volcano on an ember tile and a slanted fiery wordmark. */
export function VlkLogo({ variant, className }: LogoProps) {
  const fire = useId();
  return (
    <svg
      viewBox={variant === 'full' ? '0 0 150 40' : '0 0 40 40'}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={fire} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd23f" />
          <stop offset="0.45" stopColor="#ff7a1a" />
          <stop offset="1" stopColor="#e0260f" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" fill="#2a1210" />
      <path d="M5 34 L15.5 19 H24.5 L35 34 Z" fill="#5a2418" />
      <path d="M15.5 19 H24.5 L22.5 23 L20 21 L17.5 23.5 Z" fill={`url(#${fire})`} />
      <path
        d="M20 18 C15.5 14.5 17 9.5 20.5 6 C20.2 10 24.5 10.5 24.5 14 C24.5 16.5 22.3 18 20 18 Z"
        fill={`url(#${fire})`}
      />
      <circle cx="11.5" cy="10" r="1.8" fill="#ff7a1a" />
      <circle cx="29" cy="8" r="1.4" fill="#ffd23f" />
      <circle cx="28" cy="14" r="1.1" fill="#ff7a1a" />
      {variant === 'full' ? (
        <text
          x="44"
          y="29"
          textLength="104"
          lengthAdjust="spacingAndGlyphs"
          fontFamily={WORDMARK_FONT}
          fontSize="23"
          fontStyle="italic"
          fontWeight="900"
          fill={`url(#${fire})`}
        >
          VULKAN
        </text>
      ) : null}
    </svg>
  );
}
