import type { Language, Paytable } from '@casino/contracts';
import {
  type ClassicSlotPaytable,
  type CrashPaytable,
  type DicePaytable,
  diceMultiplierBp,
  type PaytableData,
  type RoulettePaytable,
  type VideoSlotPaytable,
  winningRolls,
} from '@casino/game-math';
import { formatCount, formatHundredths, formatMultiplierBp, formatPercentBp } from './localized-figures.ts';

interface PaytableWords {
  symbols: string;
  symbol: string;
  linePays: string;
  scatterPays: string;
  wild: string;
  scatter: string;
  ofAKind: (count: number) => string;
  lines: string;
  line: string;
  reel: (reel: number) => string;
  rows: [string, string, string];
  freeSpins: string;
  trigger: string;
  spins: string;
  multiplier: string;
  maxSpins: string;
  scatters: (count: number) => string;
  combinations: string;
  combination: string;
  bets: string;
  bet: string;
  numbers: string;
  payout: string;
  toOne: (payout: number) => string;
  payouts: string;
  direction: string;
  under: string;
  over: string;
  target: string;
  chance: string;
  cashOuts: string;
  cashOut: string;
  winPerStake: string;
}

const WORDS: Record<Language, PaytableWords> = {
  uk: {
    symbols: 'Символи',
    symbol: 'Символ',
    linePays: 'Виплати на лінії, у ставках на лінію',
    scatterPays: 'скатер: у загальних ставках',
    wild: 'вайлд',
    scatter: 'скатер',
    ofAKind: (count) => `×${count}`,
    lines: 'Лінії',
    line: 'Лінія',
    reel: (reel) => `Барабан ${reel}`,
    rows: ['верх', 'центр', 'низ'],
    freeSpins: 'Фриспіни',
    trigger: 'Запуск',
    spins: 'Фриспінів',
    multiplier: 'Множник виграшів',
    maxSpins: 'Найбільше фриспінів',
    scatters: (count) => `${count}+ скатери`,
    combinations: 'Комбінації, у ставках на лінію',
    combination: 'Комбінація',
    bets: 'Ставки',
    bet: 'Ставка',
    numbers: 'Чисел',
    payout: 'Виплата',
    toOne: (payout) => `${payout} до 1`,
    payouts: 'Виплати за шансом',
    direction: 'Напрямок',
    under: 'Менше',
    over: 'Більше',
    target: 'Ціль',
    chance: 'Шанс',
    cashOuts: 'Виплати за автовиводом',
    cashOut: 'Автовивід',
    winPerStake: 'Виграш за ставку 1',
  },
  ru: {
    symbols: 'Символы',
    symbol: 'Символ',
    linePays: 'Выплаты на линии, в ставках на линию',
    scatterPays: 'скаттер: в общих ставках',
    wild: 'вайлд',
    scatter: 'скаттер',
    ofAKind: (count) => `×${count}`,
    lines: 'Линии',
    line: 'Линия',
    reel: (reel) => `Барабан ${reel}`,
    rows: ['верх', 'центр', 'низ'],
    freeSpins: 'Фриспины',
    trigger: 'Запуск',
    spins: 'Фриспинов',
    multiplier: 'Множитель выигрышей',
    maxSpins: 'Больше всего фриспинов',
    scatters: (count) => `${count}+ скаттера`,
    combinations: 'Комбинации, в ставках на линию',
    combination: 'Комбинация',
    bets: 'Ставки',
    bet: 'Ставка',
    numbers: 'Чисел',
    payout: 'Выплата',
    toOne: (payout) => `${payout} к 1`,
    payouts: 'Выплаты по шансу',
    direction: 'Направление',
    under: 'Меньше',
    over: 'Больше',
    target: 'Цель',
    chance: 'Шанс',
    cashOuts: 'Выплаты по автовыводу',
    cashOut: 'Автовывод',
    winPerStake: 'Выигрыш при ставке 1',
  },
  en: {
    symbols: 'Symbols',
    symbol: 'Symbol',
    linePays: 'Line pays, in line stakes',
    scatterPays: 'scatter: in total stakes',
    wild: 'wild',
    scatter: 'scatter',
    ofAKind: (count) => `×${count}`,
    lines: 'Paylines',
    line: 'Line',
    reel: (reel) => `Reel ${reel}`,
    rows: ['top', 'middle', 'bottom'],
    freeSpins: 'Free spins',
    trigger: 'Trigger',
    spins: 'Free spins',
    multiplier: 'Win multiplier',
    maxSpins: 'Most free spins',
    scatters: (count) => `${count}+ scatters`,
    combinations: 'Combinations, in line stakes',
    combination: 'Combination',
    bets: 'Bets',
    bet: 'Bet',
    numbers: 'Numbers',
    payout: 'Payout',
    toOne: (payout) => `${payout} to 1`,
    payouts: 'Payouts by chance',
    direction: 'Direction',
    under: 'Under',
    over: 'Over',
    target: 'Target',
    chance: 'Chance',
    cashOuts: 'Payouts by cash-out',
    cashOut: 'Cash-out',
    winPerStake: 'Win per 1 staked',
  },
};

const EMPTY = '—';

/** A game's paytables written out in the reader's language: the tables of the game page and the rules screen. */
export function formatPaytables(data: PaytableData, lang: Language): Paytable[] {
  const words = WORDS[lang];
  switch (data.kind) {
    case 'video-slot':
      return videoSlot(data, lang, words);
    case 'classic-slot':
      return classicSlot(data, lang, words);
    case 'roulette':
      return roulette(data, lang, words);
    case 'dice':
      return dice(data, lang, words);
    case 'crash':
      return crash(data, lang, words);
  }
}

function linesTable(lines: number[][], words: PaytableWords): Paytable {
  return {
    title: words.lines,
    columns: [words.line, ...lines[0]!.map((_, reel) => words.reel(reel + 1))],
    rows: lines.map((line, index) => [
      String(index + 1),
      ...line.map((row) => words.rows[row] ?? String(row)),
    ]),
  };
}

function videoSlot(data: VideoSlotPaytable, lang: Language, words: PaytableWords): Paytable[] {
  const counts = [...new Set(data.symbols.flatMap((symbol) => Object.keys(symbol.pays).map(Number)))].sort(
    (a, b) => b - a,
  );
  const role = { regular: '', wild: ` (${words.wild})`, scatter: ` (${words.scatterPays})` };
  return [
    {
      title: words.linePays,
      columns: [words.symbol, ...counts.map(words.ofAKind)],
      rows: data.symbols.map((symbol) => [
        `${symbol.labels[lang]}${role[symbol.role]}`,
        ...counts.map((count) => {
          const pay = symbol.pays[String(count)];
          return pay === undefined ? EMPTY : formatCount(pay, lang);
        }),
      ]),
    },
    {
      title: words.freeSpins,
      columns: [words.trigger, words.spins, words.multiplier, words.maxSpins],
      rows: [
        [
          words.scatters(data.freeSpins.triggerCount),
          String(data.freeSpins.spins),
          `×${data.freeSpins.multiplier}`,
          String(data.freeSpins.maxSpins),
        ],
      ],
    },
    linesTable(data.lines, words),
  ];
}

function classicSlot(data: ClassicSlotPaytable, lang: Language, words: PaytableWords): Paytable[] {
  return [
    {
      title: words.combinations,
      columns: [words.combination, words.payout],
      rows: data.combinations.map((combination) => [
        combination.labels[lang],
        formatCount(combination.pay, lang),
      ]),
    },
    linesTable(data.lines, words),
  ];
}

function roulette(data: RoulettePaytable, lang: Language, words: PaytableWords): Paytable[] {
  return [
    {
      title: words.bets,
      columns: [words.bet, words.numbers, words.payout],
      rows: data.bets.map((bet) => [bet.labels[lang], String(bet.covers), words.toOne(bet.payout)]),
    },
  ];
}

/** Sample chances from long shots to near certainties, in winning rolls out of 10 000. */
const DICE_SAMPLE_TARGETS = [100, 1000, 2500, 4950, 7500, 9000, 9800];

function dice(data: DicePaytable, lang: Language, words: PaytableWords): Paytable[] {
  const rolls = data.rollRange.max - data.rollRange.min + 1;
  return [
    {
      title: words.payouts,
      columns: [words.chance, words.direction, words.target, words.payout],
      rows: DICE_SAMPLE_TARGETS.map((target) => {
        const winning = winningRolls(target, 'under');
        return [
          formatPercentBp((winning * 10_000) / rolls, lang),
          words.under,
          formatHundredths(target, lang),
          formatMultiplierBp(diceMultiplierBp(winning), lang),
        ];
      }),
    },
    {
      title: words.target,
      columns: [words.direction, words.target],
      rows: [
        [
          words.under,
          `${formatHundredths(data.targets.under.min, lang)} – ${formatHundredths(data.targets.under.max, lang)}`,
        ],
        [
          words.over,
          `${formatHundredths(data.targets.over.min, lang)} – ${formatHundredths(data.targets.over.max, lang)}`,
        ],
      ],
    },
  ];
}

/** Cash-out targets in hundredths shown as examples, from the smallest to the largest the game takes. */
const CRASH_SAMPLE_CASH_OUTS = [101, 150, 200, 500, 1000, 10_000];

/**
 * The chance that the rocket reaches `cashOut` (hundredths) under the paytable's formula: a round is not an
 * instant bust with chance 1 - 1/instantBustOneIn, and otherwise crash = floor((100e - h) / (e - h)) reaches C
 * exactly when h/e >= (C - 100) / (C - 1), which has chance 99 / (C - 1).
 */
function crashChanceBp(data: CrashPaytable, cashOut: number): number {
  return ((1 - 1 / data.instantBustOneIn) * 99 * 10_000) / (cashOut - 1);
}

function crash(data: CrashPaytable, lang: Language, words: PaytableWords): Paytable[] {
  const samples = [...CRASH_SAMPLE_CASH_OUTS.filter((value) => value < data.cashOut.max), data.cashOut.max];
  return [
    {
      title: words.cashOuts,
      columns: [words.cashOut, words.winPerStake, words.chance],
      rows: samples.map((cashOut) => [
        `×${formatHundredths(cashOut, lang)}`,
        formatHundredths(cashOut, lang),
        `≈ ${formatPercentBp(crashChanceBp(data, cashOut), lang)}`,
      ]),
    },
  ];
}
