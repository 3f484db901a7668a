import { type Glyph, paint } from './glyph';

/** Dragon Pearls: the dragon (wild), the pearl (scatter), a phoenix, tiger, koi and a lantern. */
export const DRAGON_GLYPHS: Record<string, Glyph> = {
  'dragon-pearls/dragon': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M14 62c6-24 24-40 44-40 14 0 26 8 30 20l-10 2 6 10-12-2c-2 8-8 14-16 16l6 14-14-8-10 12-4-14-14 6 4-12z"
        fill={paint('red')}
        stroke="#4c0519"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M58 22l6-12 4 14M70 26l12-8-4 14" fill={paint('gold')} stroke="#7a4a06" strokeWidth="2" />
      <circle cx="66" cy="38" r="4" fill={paint('yellow')} stroke="#422006" strokeWidth="1.5" />
      <path
        d="M30 56c8-4 16-4 24 2M28 66c8-2 14 0 20 4"
        stroke={paint('gold')}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="76"
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
  'dragon-pearls/pearl': () => (
    <g filter="url(#sg-glow)">
      <path d="M18 70c10 12 54 12 64 0l-6 14H24z" fill={paint('gold')} stroke="#7a4a06" strokeWidth="2.5" />
      <circle cx="50" cy="46" r="28" fill="url(#sg-pearl)" stroke="#7c6aa6" strokeWidth="2" />
      <circle cx="40" cy="36" r="9" fill="url(#sg-shine)" />
      <path
        d="M22 46c6 2 10 8 12 14M78 46c-6 2-10 8-12 14"
        stroke={paint('jade')}
        strokeWidth="3"
        fill="none"
      />
    </g>
  ),
  'dragon-pearls/phoenix': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 86c-4-18-2-34 6-46-14 4-26 0-36-12 16 2 28-2 36-12 2 12 12 18 26 16-8 10-18 14-26 14 6 12 6 26-6 40z"
        fill={paint('orange')}
        stroke="#7c2d12"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M50 86c-8-6-20-8-30-4 6-8 16-12 26-10M50 86c8-6 20-8 30-4-6-8-16-12-26-10"
        fill={paint('yellow')}
        stroke="#a16207"
        strokeWidth="2"
      />
      <circle cx="58" cy="22" r="2.5" fill="#1c1917" />
    </g>
  ),
  'dragon-pearls/tiger': () => (
    <g filter="url(#sg-drop)">
      <path d="M18 26l12 6M82 26l-12 6" stroke={paint('orange')} strokeWidth="10" strokeLinecap="round" />
      <path
        d="M50 18c-20 0-34 14-34 34 0 22 16 36 34 36s34-14 34-36c0-20-14-34-34-34z"
        fill={paint('orange')}
        stroke="#7c2d12"
        strokeWidth="3"
      />
      <path
        d="M50 18v14M36 22l4 12M64 22l-4 12M18 48h12M82 48H70M20 62h10M80 62H70"
        stroke="#1c1917"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M34 64c4 12 28 12 32 0-6 4-26 4-32 0z" fill="#fff7ed" />
      <path d="M44 60l6 6 6-6z" fill="#1c1917" />
      <ellipse cx="38" cy="48" rx="5" ry="4" fill={paint('jade')} />
      <ellipse cx="62" cy="48" rx="5" ry="4" fill={paint('jade')} />
    </g>
  ),
  'dragon-pearls/koi': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M20 54c8-20 28-30 48-24l14-12-2 22c6 6 6 14 0 20l2 22-14-12c-20 6-40-4-48-16z"
        fill={paint('white')}
        stroke="#7f1d1d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M36 40c8-2 14 4 14 12-6 4-14 2-18-4zM54 56c6 0 12 4 12 10-6 2-12 0-14-4z"
        fill={paint('red')}
      />
      <circle cx="28" cy="50" r="3" fill="#1c1917" />
      <path
        d="M40 70c4 6 10 10 16 10"
        stroke={paint('orange')}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  'dragon-pearls/lantern': () => (
    <g filter="url(#sg-drop)">
      <path d="M50 4v10" stroke={paint('gold')} strokeWidth="3" />
      <rect
        x="34"
        y="14"
        width="32"
        height="8"
        rx="2"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="2"
      />
      <ellipse cx="50" cy="50" rx="30" ry="28" fill={paint('red')} stroke="#7f1d1d" strokeWidth="3" />
      <path
        d="M50 22c-10 8-10 48 0 56M50 22c10 8 10 48 0 56M30 36c-6 8-6 20 0 28M70 36c6 8 6 20 0 28"
        stroke="#7f1d1d"
        strokeWidth="2"
        fill="none"
      />
      <rect
        x="34"
        y="76"
        width="32"
        height="8"
        rx="2"
        fill={paint('gold')}
        stroke="#7a4a06"
        strokeWidth="2"
      />
      <path
        d="M44 84v12M50 84v14M56 84v12"
        stroke={paint('yellow')}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <ellipse cx="40" cy="40" rx="8" ry="10" fill="url(#sg-shine)" />
    </g>
  ),
};
