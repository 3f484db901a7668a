import { type Glyph, paint } from './glyph';

/** Book of Sevens: a golden seven (wild), the book (scatter), the pharaoh, scarab, ankh and the eye of Ra. */
export const EGYPT_GLYPHS: Record<string, Glyph> = {
  'book-of-sevens/golden-seven': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M22 18h58v13L48 86H31l30-52H22z"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M26 22h50v5H26z" fill="#fff7cc" opacity="0.7" />
      <text
        x="79"
        y="84"
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
  'book-of-sevens/book': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M14 22c14-6 26-4 36 4 10-8 22-10 36-4v58c-14-6-26-4-36 4-10-8-22-10-36-4z"
        fill={paint('red')}
        stroke="#4c0519"
        strokeWidth="3"
      />
      <path d="M50 26v58" stroke="#4c0519" strokeWidth="3" />
      <path
        d="M20 28c10-3 20-2 26 3v44c-7-4-16-5-26-2zM80 28c-10-3-20-2-26 3v44c7-4 16-5 26-2z"
        fill={paint('gold')}
        opacity="0.95"
      />
      <path d="M31 42l4-6 4 6-4 6zM61 42l4-6 4 6-4 6z" fill="#7a1d0c" />
      <circle cx="50" cy="50" r="9" fill={paint('gold')} stroke="#7a4a06" strokeWidth="2" />
    </g>
  ),
  'book-of-sevens/pharaoh': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 10c-20 0-30 14-32 30l-6 46h76l-6-46c-2-16-12-30-32-30z"
        fill={paint('blue')}
        stroke="#172554"
        strokeWidth="3"
      />
      <path d="M18 40h64M16 52h68M14 64h72M13 76h74" stroke={paint('gold')} strokeWidth="5" />
      <path
        d="M34 34h32v30c0 10-7 18-16 18s-16-8-16-18z"
        fill={paint('bronze')}
        stroke="#5a2a0c"
        strokeWidth="2.5"
      />
      <path d="M40 48h7M53 48h7" stroke="#1e1b4b" strokeWidth="3" strokeLinecap="round" />
      <path d="M46 82h8v10h-8z" fill={paint('gold')} />
      <path d="M44 16l6-8 6 8-6 6z" fill={paint('gold')} stroke="#7a4a06" strokeWidth="1.5" />
    </g>
  ),
  'book-of-sevens/scarab': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 30c-16 0-26 14-26 30s12 28 26 28 26-12 26-28-10-30-26-30z"
        fill={paint('jade')}
        stroke="#064e3b"
        strokeWidth="3"
      />
      <path d="M50 32v54" stroke="#064e3b" strokeWidth="2.5" />
      <circle cx="50" cy="24" r="10" fill={paint('jade')} stroke="#064e3b" strokeWidth="3" />
      <path
        d="M24 50L8 40M24 62L6 64M26 74L12 86M76 50l16-10M76 62l18 2M74 74l14 12"
        stroke={paint('gold')}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M40 16c-4-8 0-12 4-12M60 16c4-8 0-12-4-12"
        stroke={paint('gold')}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="40" cy="48" rx="6" ry="10" fill="url(#sg-shine)" />
    </g>
  ),
  'book-of-sevens/ankh': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 8c-12 0-20 10-20 22 0 8 4 14 10 20H18v12h26v32h12V62h26V50H60c6-6 10-12 10-20 0-12-8-22-20-22zm0 12c5 0 8 4 8 10 0 7-4 12-8 16-4-4-8-9-8-16 0-6 3-10 8-10z"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="2.5"
        fillRule="evenodd"
      />
    </g>
  ),
  'book-of-sevens/eye': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M8 46c14-18 30-24 42-24s28 6 42 24c-14 18-30 24-42 24S22 64 8 46z"
        fill={paint('white')}
        stroke="#1e3a8a"
        strokeWidth="4"
      />
      <circle cx="50" cy="46" r="14" fill={paint('blue')} stroke="#172554" strokeWidth="2.5" />
      <circle cx="50" cy="46" r="6" fill="#0b1026" />
      <circle cx="45" cy="41" r="3" fill="#fff" />
      <path
        d="M36 66l-6 22M60 68c4 10 14 14 22 8"
        stroke="#1e3a8a"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M12 30c20-14 56-14 76 0"
        stroke={paint('gold')}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
};
