/** A reel strip, written as how many of each symbol it holds. */
export type ReelCounts = Readonly<Record<string, number>>;

/**
 * Lays a reel's symbols out evenly: each symbol's copies sit at equal distances around the strip (with a
 * per-symbol phase so different symbols interleave), which keeps scatters and high symbols apart. Deterministic, so
 * the strip is part of the certified configuration.
 */
export function buildStrip(counts: ReelCounts, symbolOrder: readonly string[]): string[] {
  const length = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const placed: { at: number; symbol: number; id: string }[] = [];
  symbolOrder.forEach((id, symbol) => {
    const copies = counts[id] ?? 0;
    const phase = ((symbol * 0.618_033_988_75) % 1) / copies;
    for (let k = 0; k < copies; k++) placed.push({ at: ((k + phase) * length) / copies, symbol, id });
  });
  placed.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  return placed.map((p) => p.id);
}
