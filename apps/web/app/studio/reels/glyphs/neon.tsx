import { type Glyph, paint } from './glyph';

/** Neon Nights: a neon star (wild), the disco ball (scatter), a cocktail, saxophone, microphone and vinyl. */
export const NEON_GLYPHS: Record<string, Glyph> = {
  'neon-nights/neon-star': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M50 8l11 26 28 2-22 18 8 28-25-16-25 16 8-28-22-18 28-2z"
        fill="none"
        stroke="#f0abfc"
        strokeWidth="9"
        strokeLinejoin="round"
        opacity="0.45"
      />
      <path
        d="M50 8l11 26 28 2-22 18 8 28-25-16-25 16 8-28-22-18 28-2z"
        fill={paint('pink')}
        stroke="#fdf4ff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text
        x="50"
        y="95"
        textAnchor="middle"
        fontSize="15"
        fontWeight="900"
        fill="#fff"
        stroke="#a21caf"
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        WILD
      </text>
    </g>
  ),
  'neon-nights/disco-ball': () => (
    <g filter="url(#sg-glow)">
      <path d="M50 2v14" stroke={paint('silver')} strokeWidth="3" />
      <circle cx="50" cy="54" r="36" fill={paint('silver')} stroke="#1e293b" strokeWidth="3" />
      <path
        d="M14 54h72M18 38h64M18 70h64M28 24h44M28 84h44M50 18v72M32 22c-8 20-8 44 0 64M68 22c8 20 8 44 0 64"
        stroke="#475569"
        strokeWidth="1.5"
        fill="none"
      />
      <path d="M36 32h8v8h-8zM58 46h8v8h-8zM42 62h8v8h-8z" fill="#e0f2fe" />
      <path d="M36 32h8v8h-8z" fill="#f0abfc" />
      <circle cx="38" cy="40" r="10" fill="url(#sg-shine)" />
    </g>
  ),
  'neon-nights/cocktail': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M14 18h72L54 54v30h16v8H30v-8h16V54z"
        fill={paint('cyan')}
        stroke="#164e63"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M22 24h56L50 50z" fill={paint('pink')} opacity="0.9" />
      <circle cx="66" cy="18" r="8" fill={paint('green')} stroke="#14532d" strokeWidth="2" />
      <path d="M60 6l-18 30" stroke="#fde68a" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  'neon-nights/saxophone': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M62 8l8 4-6 8c-4 16-6 36-6 52 0 14-8 22-20 22-10 0-18-6-20-16l14-2c2 4 4 6 8 6 4 0 6-4 6-10 0-18 2-38 8-56z"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M16 76c-2-8 2-12 8-12l12 8" fill={paint('gold')} stroke="#7a4a06" strokeWidth="2.5" />
      <g fill="#7a4a06">
        <circle cx="58" cy="36" r="3" />
        <circle cx="57" cy="48" r="3" />
        <circle cx="57" cy="60" r="3" />
      </g>
    </g>
  ),
  'neon-nights/microphone': () => (
    <g filter="url(#sg-drop)">
      <rect
        x="34"
        y="8"
        width="32"
        height="46"
        rx="16"
        fill={paint('silver')}
        stroke="#1e293b"
        strokeWidth="3"
      />
      <path d="M36 22h28M36 32h28M36 42h28" stroke="#64748b" strokeWidth="2" />
      <path
        d="M24 44c0 16 12 26 26 26s26-10 26-26"
        stroke={paint('pink')}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M50 70v16M34 90h32" stroke={paint('pink')} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  'neon-nights/vinyl': () => (
    <g filter="url(#sg-drop)">
      <circle cx="50" cy="50" r="40" fill={paint('ink')} stroke="#020617" strokeWidth="2" />
      <circle cx="50" cy="50" r="32" fill="none" stroke="#334155" strokeWidth="1.5" />
      <circle cx="50" cy="50" r="24" fill="none" stroke="#334155" strokeWidth="1.5" />
      <circle cx="50" cy="50" r="13" fill={paint('cyan')} />
      <circle cx="50" cy="50" r="3" fill="#020617" />
      <path
        d="M24 30a34 34 0 0 1 22-14"
        stroke="#e2e8f0"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        opacity="0.6"
      />
    </g>
  ),
};
