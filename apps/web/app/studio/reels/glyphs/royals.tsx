import type { Glyph } from './glyph';

/**
 * The card ranks, lettered in the theme's colours: each theme sets `--royal-1` to `--royal-5` (paints) on the
 * reels, so the same drawings suit every game.
 */
function rank(text: string, paintVar: string, size = 62): Glyph {
  return () => (
    <g filter="url(#sg-drop)">
      <text
        x="50"
        y="54"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={size}
        style={{ fill: `var(${paintVar})` }}
        stroke="#0b0b14"
        strokeWidth="3"
        paintOrder="stroke"
      >
        {text}
      </text>
    </g>
  );
}

export const ROYAL_GLYPHS: Record<string, Glyph> = {
  'royal-ace': rank('A', '--royal-1'),
  'royal-king': rank('K', '--royal-2'),
  'royal-queen': rank('Q', '--royal-3'),
  'royal-jack': rank('J', '--royal-4'),
  'royal-ten': rank('10', '--royal-5', 52),
};
