import { type Glyph, paint } from './glyph';

/** The classic slot's own symbols: the seven, the BAR and the bell (its fruit come from the fruit set). */
export const CLASSIC_GLYPHS: Record<string, Glyph> = {
  'classic/seven': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M18 14h64v14L50 88H28l32-56H18z"
        fill={paint('red')}
        stroke="#450a0a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M22 18h56v5H22z" fill="#fecaca" opacity="0.75" />
    </g>
  ),
  'classic/bar': () => (
    <g filter="url(#sg-drop)">
      <rect
        x="8"
        y="30"
        width="84"
        height="40"
        rx="8"
        fill={paint('ink')}
        stroke={paint('gold')}
        strokeWidth="4"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="28"
        fontWeight="900"
        fontFamily="Impact, 'Arial Black', sans-serif"
        fill={paint('gold')}
        letterSpacing="2"
      >
        BAR
      </text>
    </g>
  ),
  'classic/bell': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 10c-4 0-6 2-6 6-14 4-22 16-22 32v16l-8 12h72l-8-12V48c0-16-8-28-22-32 0-4-2-6-6-6z"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="84" r="8" fill={paint('bronze')} stroke="#5a2a0c" strokeWidth="2" />
      <path
        d="M34 40c2-8 8-14 14-16"
        stroke="#fff7cc"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        opacity="0.8"
      />
    </g>
  ),
};
