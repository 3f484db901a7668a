import { type Glyph, paint } from './glyph';

/** Viking Raid: the berserker (wild), a runestone (scatter), the longship, an axe, a shield and a horn. */
export const VIKING_GLYPHS: Record<string, Glyph> = {
  'viking-raid/berserker': () => (
    <g filter="url(#sg-glow)">
      <path d="M22 42c0-18 12-30 28-30s28 12 28 30z" fill={paint('steel')} stroke="#1e293b" strokeWidth="3" />
      <path
        d="M22 40C10 34 6 20 10 8c6 10 12 16 20 18M78 40c12-6 16-20 12-32-6 10-12 16-20 18"
        fill={paint('white')}
        stroke="#57534e"
        strokeWidth="2.5"
      />
      <path d="M46 14h8v30h-8z" fill={paint('steel')} stroke="#1e293b" strokeWidth="2" />
      <path
        d="M28 44h44v12c0 18-10 30-22 30S28 74 28 56z"
        fill={paint('bronze')}
        stroke="#5a2a0c"
        strokeWidth="2.5"
      />
      <path
        d="M28 62c6 20 38 20 44 0-4 16-12 30-22 30S32 78 28 62z"
        fill={paint('orange')}
        stroke="#7c2d12"
        strokeWidth="2"
      />
      <path d="M38 54h6M56 54h6" stroke="#1c1917" strokeWidth="3.5" strokeLinecap="round" />
      <text
        x="78"
        y="92"
        fontSize="16"
        fontWeight="900"
        fill="#fff"
        stroke="#1e293b"
        strokeWidth="2"
        paintOrder="stroke"
      >
        W
      </text>
    </g>
  ),
  'viking-raid/runestone': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M28 92L22 34c0-16 12-26 28-26s28 10 28 26l-6 58z"
        fill={paint('steel')}
        stroke="#1e293b"
        strokeWidth="3"
      />
      <path
        d="M50 24v52M40 34l20 12M60 34L40 46M40 58l10 8 10-8"
        stroke={paint('cyan')}
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14 92h72" stroke={paint('green')} strokeWidth="6" strokeLinecap="round" />
    </g>
  ),
  'viking-raid/longship': () => (
    <g filter="url(#sg-drop)">
      <path d="M30 12v50M30 14l36 8-4 30-32 4" fill={paint('red')} stroke="#7f1d1d" strokeWidth="2.5" />
      <path d="M36 22v30M46 24v28M56 26v26" stroke="#fef2f2" strokeWidth="3" opacity="0.8" />
      <path
        d="M6 60c10 4 78 4 88 0l-8 18c-20 6-52 6-72 0z"
        fill={paint('brown')}
        stroke="#451a03"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M88 60c6-10 8-22 2-28-4 6-2 14 2 16"
        stroke={paint('brown')}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <g fill={paint('gold')} stroke="#7a4a06" strokeWidth="1.5">
        <circle cx="26" cy="68" r="4" />
        <circle cx="40" cy="69" r="4" />
        <circle cx="54" cy="69" r="4" />
        <circle cx="68" cy="68" r="4" />
      </g>
      <path
        d="M4 88c10-4 16 4 24 0s16-4 24 0 16 4 24 0 14-4 20 0"
        stroke={paint('cyan')}
        strokeWidth="3"
        fill="none"
      />
    </g>
  ),
  'viking-raid/axe': () => (
    <g filter="url(#sg-drop)">
      <path d="M46 12h8v82h-8z" fill={paint('brown')} stroke="#451a03" strokeWidth="2" />
      <path
        d="M54 16c16-4 30 4 34 20 2 10-2 22-12 28-4-12-12-20-22-22z"
        fill={paint('silver')}
        stroke="#334155"
        strokeWidth="3"
      />
      <path
        d="M46 16c-16-4-30 4-34 20-2 10 2 22 12 28 4-12 12-20 22-22z"
        fill={paint('silver')}
        stroke="#334155"
        strokeWidth="3"
      />
      <path d="M44 72h12M44 80h12" stroke={paint('gold')} strokeWidth="3" />
    </g>
  ),
  'viking-raid/shield': () => (
    <g filter="url(#sg-drop)">
      <circle cx="50" cy="50" r="40" fill={paint('blue')} stroke={paint('steel')} strokeWidth="6" />
      <path d="M50 10v80M10 50h80" stroke={paint('yellow')} strokeWidth="8" />
      <circle cx="50" cy="50" r="12" fill={paint('silver')} stroke="#334155" strokeWidth="2.5" />
      <g fill={paint('silver')}>
        <circle cx="50" cy="16" r="3" />
        <circle cx="50" cy="84" r="3" />
        <circle cx="16" cy="50" r="3" />
        <circle cx="84" cy="50" r="3" />
      </g>
    </g>
  ),
  'viking-raid/horn': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M10 80c14 2 34-6 50-24 10-12 16-26 18-40l16 8c-2 16-10 32-22 44-18 18-42 24-62 16z"
        fill={paint('white')}
        stroke="#57534e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <ellipse
        cx="86"
        cy="20"
        rx="9"
        ry="4.5"
        transform="rotate(28 86 20)"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="2"
      />
      <path
        d="M30 76c4-4 6-9 6-14M48 66c4-5 6-11 6-17M64 50c4-6 6-12 6-19"
        stroke={paint('gold')}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10 80c-2-4 0-8 4-8"
        stroke={paint('brown')}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M36 88c20-4 40-18 50-38"
        stroke={paint('brown')}
        strokeWidth="2.5"
        fill="none"
        strokeDasharray="3 4"
      />
    </g>
  ),
};
