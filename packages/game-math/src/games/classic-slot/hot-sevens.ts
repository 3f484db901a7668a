import type { ClassicSlotPaytable, StudioGameDefinition } from '../../types.ts';
import { STANDARD_BET_STEPS } from '../bet-steps.ts';
import { validateNoParams } from '../params.ts';
import { buildStrip } from '../strip.ts';
import { SLOT_MIN_GAME_CYCLE_MS } from '../video-slot/definition.ts';
import {
  CLASSIC_LINES,
  CLASSIC_REELS,
  CLASSIC_ROWS,
  type ClassicSlotConfig,
  playClassicSlot,
} from './classic-slot.ts';

const SYMBOLS: ClassicSlotConfig['symbols'] = [
  { id: 'seven', glyph: 'classic/seven', labels: { uk: 'Сімка', ru: 'Семёрка', en: 'Seven' } },
  { id: 'bar', glyph: 'classic/bar', labels: { uk: 'BAR', ru: 'BAR', en: 'BAR' } },
  { id: 'bell', glyph: 'classic/bell', labels: { uk: 'Дзвіночок', ru: 'Колокольчик', en: 'Bell' } },
  { id: 'plum', glyph: 'classic/plum', labels: { uk: 'Слива', ru: 'Слива', en: 'Plum' } },
  { id: 'orange', glyph: 'classic/orange', labels: { uk: 'Апельсин', ru: 'Апельсин', en: 'Orange' } },
  { id: 'lemon', glyph: 'classic/lemon', labels: { uk: 'Лимон', ru: 'Лимон', en: 'Lemon' } },
  { id: 'cherry', glyph: 'classic/cherry', labels: { uk: 'Вишня', ru: 'Вишня', en: 'Cherry' } },
];

const three = (id: string, uk: string, ru: string, en: string, pay: number) => ({
  id,
  labels: { uk, ru, en },
  symbols: [id],
  pay,
});

const REEL = { seven: 1, bar: 2, bell: 2, plum: 3, orange: 3, lemon: 4, cherry: 5 };
const ORDER = SYMBOLS.map((s) => s.id);

export const HOT_SEVENS: ClassicSlotConfig = {
  symbols: SYMBOLS,
  combinations: [
    three('seven', 'Три сімки', 'Три семёрки', 'Three sevens', 300),
    three('bar', 'Три BAR', 'Три BAR', 'Three BARs', 100),
    three('bell', 'Три дзвіночки', 'Три колокольчика', 'Three bells', 80),
    three('plum', 'Три сливи', 'Три сливы', 'Three plums', 42),
    three('orange', 'Три апельсини', 'Три апельсина', 'Three oranges', 40),
    three('lemon', 'Три лимони', 'Три лимона', 'Three lemons', 20),
    three('cherry', 'Три вишні', 'Три вишни', 'Three cherries', 16),
    {
      id: 'any-bar-seven',
      labels: { uk: 'Будь-які BAR і сімки', ru: 'Любые BAR и семёрки', en: 'Any BARs and sevens' },
      symbols: ['seven', 'bar'],
      pay: 25,
    },
  ],
  strips: [buildStrip(REEL, ORDER), buildStrip(REEL, ORDER), buildStrip(REEL, ORDER)],
  maxWinMultiplier: 300,
};

function paytable(): ClassicSlotPaytable {
  return {
    kind: 'classic-slot',
    reels: CLASSIC_REELS,
    rows: CLASSIC_ROWS,
    lines: CLASSIC_LINES.map((line) => [...line]),
    strips: HOT_SEVENS.strips.map((strip) => [...strip]),
    symbols: HOT_SEVENS.symbols.map((s) => ({ ...s })),
    combinations: HOT_SEVENS.combinations.map((c) => ({ ...c, symbols: [...c.symbols] })),
    maxWinMultiplier: HOT_SEVENS.maxWinMultiplier,
  };
}

export const hotSevens: StudioGameDefinition = {
  slug: 'hot-sevens',
  kind: 'classic-slot',
  volatility: 'high',
  rtp: 9605,
  titles: { uk: 'Гарячі сімки', ru: 'Горячие семёрки', en: 'Hot Sevens' },
  theme: 'classic-fire',
  betSteps: STANDARD_BET_STEPS,
  maxWinMultiplier: HOT_SEVENS.maxWinMultiplier,
  minGameCycleMs: SLOT_MIN_GAME_CYCLE_MS,
  validateParams: validateNoParams,
  play: (source, bet) => {
    const outcome = playClassicSlot(HOT_SEVENS, source, bet);
    return { win: outcome.totalWin, outcome: { ...outcome } };
  },
  paytable,
};
