import { type Glyph, paint } from './glyph';

/** Fruit drawings, shared by the fruit slot and the classic slot, plus Fruit Storm's rainbow (wild) and storm. */
const cherry: Glyph = () => (
  <g filter="url(#sg-drop)">
    <path
      d="M34 62c4-20 14-40 36-50M66 58c-2-18 0-34 4-46"
      stroke={paint('green')}
      strokeWidth="4.5"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M70 12c8 0 18 6 20 14-10 2-18-4-20-14z" fill={paint('green')} />
    <circle cx="32" cy="70" r="18" fill={paint('red')} stroke="#7f0d24" strokeWidth="2.5" />
    <circle cx="66" cy="68" r="18" fill={paint('red')} stroke="#7f0d24" strokeWidth="2.5" />
    <circle cx="26" cy="63" r="5" fill="url(#sg-shine)" />
    <circle cx="60" cy="61" r="5" fill="url(#sg-shine)" />
  </g>
);

const lemon: Glyph = () => (
  <g filter="url(#sg-drop)">
    <path
      d="M10 52c4-20 20-32 40-32s36 12 40 32c-4 20-20 30-40 30S14 72 10 52z"
      fill={paint('yellow')}
      stroke="#854d0e"
      strokeWidth="3"
    />
    <path d="M6 52l6-4v8zM94 52l-6-4v8z" fill={paint('yellow')} stroke="#854d0e" strokeWidth="2" />
    <ellipse cx="36" cy="40" rx="12" ry="6" fill="url(#sg-shine)" />
    <path
      d="M50 20c4-6 10-8 16-6"
      stroke={paint('green')}
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  </g>
);

const orange: Glyph = () => (
  <g filter="url(#sg-drop)">
    <circle cx="50" cy="54" r="32" fill={paint('orange')} stroke="#7c2d12" strokeWidth="3" />
    <path
      d="M50 22c6-10 16-12 24-8-6 8-14 10-24 8z"
      fill={paint('green')}
      stroke="#14532d"
      strokeWidth="1.5"
    />
    <circle cx="38" cy="42" r="8" fill="url(#sg-shine)" />
    <g fill="#9a3412" opacity="0.35">
      <circle cx="60" cy="60" r="1.6" />
      <circle cx="44" cy="66" r="1.6" />
      <circle cx="66" cy="46" r="1.6" />
      <circle cx="52" cy="74" r="1.6" />
    </g>
  </g>
);

const plum: Glyph = () => (
  <g filter="url(#sg-drop)">
    <path
      d="M50 22c20 0 32 16 32 34 0 18-14 30-32 30S18 74 18 56c0-18 12-34 32-34z"
      fill={paint('purple')}
      stroke="#3b0764"
      strokeWidth="3"
    />
    <path d="M50 24c-4 20-2 40 4 60" stroke="#3b0764" strokeWidth="2" fill="none" opacity="0.6" />
    <path
      d="M50 24c0-8 2-12 6-16M56 14c8-4 16-2 20 4-8 4-14 2-20-4z"
      stroke={paint('green')}
      strokeWidth="3"
      fill={paint('green')}
    />
    <ellipse cx="36" cy="44" rx="7" ry="10" fill="url(#sg-shine)" />
  </g>
);

export const FRUIT_GLYPHS: Record<string, Glyph> = {
  'fruit-storm/rainbow': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M10 72a40 40 0 0 1 80 0"
        stroke="url(#sg-rainbow)"
        strokeWidth="14"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M26 72a24 24 0 0 1 48 0" stroke="#ffffff" strokeWidth="3" fill="none" opacity="0.5" />
      <ellipse cx="16" cy="78" rx="14" ry="9" fill={paint('white')} />
      <ellipse cx="84" cy="78" rx="14" ry="9" fill={paint('white')} />
      <text
        x="50"
        y="94"
        textAnchor="middle"
        fontSize="16"
        fontWeight="900"
        fill="#fff"
        stroke="#7c3aed"
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        WILD
      </text>
    </g>
  ),
  'fruit-storm/storm': () => (
    <g filter="url(#sg-glow)">
      <path
        d="M26 52c-10 0-16-8-14-16 2-8 10-12 18-10 4-10 14-16 26-14 10 2 16 10 18 18 8 0 14 6 14 12s-6 10-14 10z"
        fill={paint('steel')}
        stroke="#1e293b"
        strokeWidth="3"
      />
      <path
        d="M52 50L38 76h12l-6 20 22-30H54l8-16z"
        fill={paint('yellow')}
        stroke="#a16207"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </g>
  ),
  'fruit-storm/watermelon': () => (
    <g filter="url(#sg-drop)">
      <path d="M8 40h84c0 26-20 46-42 46S8 66 8 40z" fill={paint('green')} stroke="#14532d" strokeWidth="3" />
      <path d="M14 40h72c0 20-16 38-36 38S14 60 14 40z" fill={paint('red')} />
      <g fill="#1c1917">
        <ellipse cx="34" cy="54" rx="2" ry="3.5" />
        <ellipse cx="50" cy="62" rx="2" ry="3.5" />
        <ellipse cx="66" cy="54" rx="2" ry="3.5" />
        <ellipse cx="42" cy="48" rx="2" ry="3.5" />
        <ellipse cx="58" cy="48" rx="2" ry="3.5" />
      </g>
    </g>
  ),
  'fruit-storm/grapes': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 18c0-6 4-10 10-12"
        stroke={paint('brown')}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M54 14c12-6 24 0 26 10-12 2-20-2-26-10z" fill={paint('green')} />
      {[
        [38, 30],
        [62, 30],
        [50, 34],
        [30, 46],
        [50, 48],
        [70, 46],
        [40, 62],
        [60, 62],
        [50, 76],
      ].map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="11"
          fill={paint('purple')}
          stroke="#3b0764"
          strokeWidth="2"
        />
      ))}
      <circle cx="46" cy="44" r="4" fill="url(#sg-shine)" />
    </g>
  ),
  'fruit-storm/plum': plum,
  'fruit-storm/orange': orange,
  'fruit-storm/pear': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 18c-8 0-12 8-12 18 0 8-16 14-16 30 0 14 12 24 28 24s28-10 28-24c0-16-16-22-16-30 0-10-4-18-12-18z"
        fill={paint('green')}
        stroke="#14532d"
        strokeWidth="3"
      />
      <path d="M50 18c0-6 2-10 6-12" stroke={paint('brown')} strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="38" cy="60" rx="6" ry="10" fill="url(#sg-shine)" />
    </g>
  ),
  'fruit-storm/apple': () => (
    <g filter="url(#sg-drop)">
      <path
        d="M50 30c-8-6-32-6-34 18-2 22 14 40 26 40 4 0 6-2 8-2s4 2 8 2c12 0 28-18 26-40-2-24-26-24-34-18z"
        fill={paint('red')}
        stroke="#7f0d24"
        strokeWidth="3"
      />
      <path d="M50 30c0-10 2-16 6-20" stroke={paint('brown')} strokeWidth="4" strokeLinecap="round" />
      <path d="M56 20c8-8 18-6 22 0-8 6-16 6-22 0z" fill={paint('green')} />
      <ellipse cx="34" cy="48" rx="6" ry="10" fill="url(#sg-shine)" />
    </g>
  ),
  'fruit-storm/lemon': lemon,
  'fruit-storm/cherry': cherry,
  'classic/plum': plum,
  'classic/orange': orange,
  'classic/lemon': lemon,
  'classic/cherry': cherry,
};
