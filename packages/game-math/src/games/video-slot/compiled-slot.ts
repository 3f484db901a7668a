import { buildStrip } from '../strip.ts';
import { PAYLINES, REELS, ROWS, type VideoSlotConfig } from './config.ts';

/** A configuration turned into index arrays for fast evaluation: symbols are numbers, pays a table. */
export interface CompiledSlot {
  config: VideoSlotConfig;
  ids: readonly string[];
  wild: number;
  scatter: number;
  /** `linePays[symbol][count]`, multiples of the line stake (0 where nothing pays). */
  linePays: readonly (readonly number[])[];
  /** `scatterPays[count]`, multiples of the total stake; more scatters than the table lists pay its top entry. */
  scatterPays: readonly number[];
  strips: readonly (readonly number[])[];
}

type Pays = VideoSlotConfig['symbols'][number]['pays'];

function payRow(pays: Pays, size: number): number[] {
  return Array.from({ length: size }, (_, count) => pays[count as 2 | 3 | 4 | 5] ?? 0);
}

function scatterRow(pays: Pays, size: number): number[] {
  const row = payRow(pays, size);
  for (let count = 1; count < size; count++) row[count] = Math.max(row[count]!, row[count - 1]!);
  return row;
}

export function compileSlot(config: VideoSlotConfig): CompiledSlot {
  const ids = config.symbols.map((s) => s.id);
  const wild = config.symbols.findIndex((s) => s.role === 'wild');
  const scatter = config.symbols.findIndex((s) => s.role === 'scatter');
  if (wild < 0 || scatter < 0) throw new Error(`${config.slug}: needs one wild and one scatter`);
  for (const reel of config.reels) {
    for (const id of Object.keys(reel))
      if (!ids.includes(id)) throw new Error(`${config.slug}: unknown ${id}`);
  }
  const scatterSymbol = config.symbols[scatter]!;
  return {
    config,
    ids,
    wild,
    scatter,
    linePays: config.symbols.map((s, index) =>
      index === scatter ? payRow({}, REELS + 1) : payRow(s.pays, REELS + 1),
    ),
    scatterPays: scatterRow(scatterSymbol.pays, REELS * ROWS + 1),
    strips: config.reels.map((counts) => buildStrip(counts, ids).map((id) => ids.indexOf(id))),
  };
}

/**
 * The best win of one line, as [symbol, count, pay]: the leading wilds pay as wilds, or stand in for the first other
 * symbol, whichever pays more; a scatter breaks the line. `symbols` are the line's five symbol indices.
 */
export function evaluateLine(slot: CompiledSlot, symbols: readonly number[]): [number, number, number] {
  const { wild, scatter, linePays } = slot;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === wild) wilds++;
  const wildPay = linePays[wild]![wilds]!;
  if (wilds === REELS) return [wild, wilds, wildPay];
  const first = symbols[wilds]!;
  if (first === scatter) return [wild, wilds, wildPay];
  let count = wilds + 1;
  while (count < REELS && (symbols[count] === first || symbols[count] === wild)) count++;
  const symbolPay = linePays[first]![count]!;
  return symbolPay >= wildPay ? [first, count, symbolPay] : [wild, wilds, wildPay];
}

export const LINE_COUNT = PAYLINES.length;
