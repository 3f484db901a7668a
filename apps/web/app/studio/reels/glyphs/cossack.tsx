import { type Glyph, paint } from './glyph';

/** Cossack Gold: the hetman (wild), the bulava mace (scatter), a cossack, sabre, horse and bandura. */
export const COSSACK_GLYPHS: Record<string, Glyph> = {
  'cossack-gold/hetman': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M22 40c0-16 12-26 28-26s28 10 28 26v6H22z"
        fill={paint('red')}
        stroke="#4c0519"
        strokeWidth="3"
      />
      <path d="M18 40h64v10H18z" fill={paint('brown')} stroke="#451a03" strokeWidth="2" />
      <path d="M50 8l5 10-5 6-5-6z" fill={paint('gold')} stroke="#7a4a06" strokeWidth="1.5" />
      <path
        d="M30 50h40v14c0 14-9 24-20 24S30 78 30 64z"
        fill={paint('bronze')}
        stroke="#5a2a0c"
        strokeWidth="2.5"
      />
      <path
        d="M34 72c6 4 10 4 16 0 6 4 10 4 16 0"
        stroke="#3f2a12"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M40 60h5M55 60h5" stroke="#1c1917" strokeWidth="3" strokeLinecap="round" />
      <text
        x="78"
        y="90"
        fontSize="16"
        fontWeight="900"
        fill="#fff"
        stroke="#7a4a06"
        strokeWidth="2"
        paintOrder="stroke"
      >
        W
      </text>
    </g>
  ),
  'cossack-gold/bulava': () => (
    <g filter="url(#sg-glow)">
      <path d="M47 44h6v48h-6z" fill={paint('brown')} stroke="#451a03" strokeWidth="2" />
      <circle cx="50" cy="28" r="20" fill={paint('gold')} stroke="#7a4a06" strokeWidth="3" />
      <path d="M50 8v40M30 28h40M36 14l28 28M64 14L36 42" stroke="#a16207" strokeWidth="2.5" />
      <circle cx="50" cy="28" r="6" fill={paint('red')} stroke="#7f1d1d" strokeWidth="1.5" />
      <circle cx="44" cy="22" r="4" fill="url(#sg-shine)" />
      <path d="M42 92h16" stroke={paint('gold')} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  'cossack-gold/cossack': () => (
    <g filter="url(#sg-drop)">
      <path d="M14 94c4-20 18-30 36-30s32 10 36 30z" fill={paint('blue')} stroke="#172554" strokeWidth="3" />
      <path d="M42 64l8 12 8-12" fill={paint('yellow')} />
      <circle cx="50" cy="42" r="20" fill={paint('bronze')} stroke="#5a2a0c" strokeWidth="2.5" />
      <path d="M34 30c4-14 28-14 32 0-10-4-22-4-32 0z" fill="#1c1917" />
      <path d="M52 22c10-6 18 0 16 10" stroke="#1c1917" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path
        d="M38 50c4 8 8 10 12 6 4 4 8 2 12-6"
        stroke="#3f2a12"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M42 42h4M54 42h4" stroke="#1c1917" strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  'cossack-gold/sabre': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M24 86C40 64 62 36 86 12c-8 30-30 56-54 80z"
        fill={paint('silver')}
        stroke="#334155"
        strokeWidth="2.5"
      />
      <path d="M16 76l16 16" stroke={paint('gold')} strokeWidth="7" strokeLinecap="round" />
      <path d="M10 94l12-12" stroke={paint('brown')} strokeWidth="7" strokeLinecap="round" />
      <circle cx="8" cy="96" r="4" fill={paint('gold')} />
    </g>
  ),
  'cossack-gold/horse': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M30 90c0-18 4-30 12-38-8-2-16-8-18-16l10-4c2-10 10-20 22-22l4-6 4 8c12 4 20 16 20 30 0 20-8 36-10 48z"
        fill={paint('brown')}
        stroke="#451a03"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M56 12c10 6 20 18 22 34-6-10-14-18-24-22z" fill="#1c1917" />
      <circle cx="46" cy="30" r="3" fill="#0b0b0b" />
      <path d="M26 34l4 2" stroke="#0b0b0b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M40 50c8 2 16 0 22-6" stroke={paint('gold')} strokeWidth="3" fill="none" />
    </g>
  ),
  'cossack-gold/bandura': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 8c-6 0-8 6-8 12v18c-14 6-22 18-22 32 0 14 12 24 30 24s30-10 30-24c0-14-8-26-22-32V20c0-6-2-12-8-12z"
        fill={paint('orange')}
        stroke="#7c2d12"
        strokeWidth="3"
      />
      <ellipse cx="50" cy="66" rx="10" ry="10" fill="#3f1d0b" />
      <path
        d="M44 20v54M48 18v62M52 18v62M56 20v54M36 50l2 34M64 50l-2 34"
        stroke="#fef3c7"
        strokeWidth="1.2"
      />
      <path d="M34 84h32" stroke={paint('brown')} strokeWidth="4" />
    </g>
  ),
};
