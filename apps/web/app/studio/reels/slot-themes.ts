/**
 * Each slot's look, by the theme key of its maths: the stage behind the reels, the frame, the reel glass, the
 * colour of banners, and the paints of the card ranks.
 */
export interface SlotTheme {
  stage: string;
  frame: string;
  reel: string;
  /** Banner text and counters (a text colour class), and the same colour for the title's gradient. */
  accent: string;
  accentColor: string;
  /** Paints of A, K, Q, J and 10 (shared gradients). */
  royals: readonly [string, string, string, string, string];
}

const royals = (...names: [string, string, string, string, string]) =>
  names.map((name) => `url(#sg-${name})`) as unknown as SlotTheme['royals'];

export const SLOT_THEMES: Record<string, SlotTheme> = {
  'egypt-gold': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #3a2a6b 0%, #1b1338 48%, #0a0716 100%)',
    frame: 'linear-gradient(180deg, #fde68a, #b7791f 45%, #7a4a06)',
    reel: 'bg-gradient-to-b from-[#1f1845] via-[#2b2160] to-[#1f1845]',
    accent: 'text-amber-300',
    accentColor: '#fcd34d',
    royals: royals('gold', 'blue', 'red', 'jade', 'purple'),
  },
  'steppe-gold': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #1d4ed8 0%, #13306e 50%, #0a1430 100%)',
    frame: 'linear-gradient(180deg, #fef08a, #eab308 45%, #854d0e)',
    reel: 'bg-gradient-to-b from-[#0f1f4a] via-[#172b63] to-[#0f1f4a]',
    accent: 'text-yellow-300',
    accentColor: '#fde047',
    royals: royals('yellow', 'blue', 'red', 'green', 'orange'),
  },
  'jade-dragon': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #065f46 0%, #06382b 50%, #021510 100%)',
    frame: 'linear-gradient(180deg, #fca5a5, #b91c1c 45%, #5b0a0a)',
    reel: 'bg-gradient-to-b from-[#052e23] via-[#0a4534] to-[#052e23]',
    accent: 'text-rose-300',
    accentColor: '#fda4af',
    royals: royals('gold', 'jade', 'red', 'cyan', 'orange'),
  },
  'fruit-bright': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #db2777 0%, #7e22ce 50%, #2e1065 100%)',
    frame: 'linear-gradient(180deg, #a7f3d0, #10b981 45%, #065f46)',
    reel: 'bg-gradient-to-b from-[#fdf4ff] via-[#fae8ff] to-[#f5d0fe]',
    accent: 'text-lime-200',
    accentColor: '#d9f99d',
    royals: royals('red', 'orange', 'yellow', 'green', 'purple'),
  },
  'neon-city': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #4c1d95 0%, #1e0b3b 50%, #05010d 100%)',
    frame: 'linear-gradient(180deg, #f0abfc, #c026d3 45%, #4a044e)',
    reel: 'bg-gradient-to-b from-[#0b0618] via-[#150a2e] to-[#0b0618]',
    accent: 'text-fuchsia-300',
    accentColor: '#f0abfc',
    royals: royals('pink', 'cyan', 'purple', 'yellow', 'blue'),
  },
  'north-sea': {
    stage: 'radial-gradient(120% 90% at 50% 0%, #334155 0%, #1e293b 50%, #0b1120 100%)',
    frame: 'linear-gradient(180deg, #e2e8f0, #64748b 45%, #1e293b)',
    reel: 'bg-gradient-to-b from-[#0f172a] via-[#1e2b45] to-[#0f172a]',
    accent: 'text-sky-300',
    accentColor: '#7dd3fc',
    royals: royals('silver', 'cyan', 'red', 'gold', 'blue'),
  },
  'classic-fire': {
    stage: 'radial-gradient(120% 90% at 50% 100%, #ea580c 0%, #7c1d0c 45%, #1c0703 100%)',
    frame: 'linear-gradient(180deg, #f8fafc, #94a3b8 40%, #334155)',
    reel: 'bg-gradient-to-b from-[#e7e5e4] via-[#fafaf9] to-[#e7e5e4]',
    accent: 'text-amber-200',
    accentColor: '#fde68a',
    royals: royals('gold', 'red', 'blue', 'green', 'purple'),
  },
};

/** A theme the web has not drawn yet falls back to the first one rather than to nothing. */
export function slotTheme(key: string): SlotTheme {
  return SLOT_THEMES[key] ?? SLOT_THEMES['egypt-gold']!;
}

/** The card-rank paints as CSS variables for the reels' container. */
export function royalVariables(theme: SlotTheme): React.CSSProperties {
  return Object.fromEntries(
    theme.royals.map((paint, index) => [`--royal-${index + 1}`, paint]),
  ) as React.CSSProperties;
}
