import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SymbolIcon } from './symbol-sprite';

export interface SpinOptions {
  /** Free spins run quicker than the paid spin. */
  quick?: boolean;
  /** Called as each reel lands, left to right (a thud, a highlight). */
  onReelStop?: (reel: number) => void;
}

export interface ReelSetHandle {
  /** Spins every reel to `grid` (`grid[reel][row]`), the reels landing one after another; resolves when all have. */
  spin(grid: string[][], options?: SpinOptions): Promise<void>;
  /** A short lift of the reels while the round is on its way, so the tap is answered at once. */
  windUp(): void;
}

/** Symbol ids to glyph keys: the maths names symbols, the art is drawn per glyph. */
export type GlyphOf = (symbol: string) => string;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Cosmetic symbols passing by while a reel turns; where the reels stop is the round's outcome alone. */
function passingSymbols(pool: readonly string[], count: number): string[] {
  return Array.from({ length: count }, () => pool[Math.floor(Math.random() * pool.length)] ?? pool[0]!);
}

/** Position key of a cell, `reel:row`. */
export function cellKey(reel: number, row: number): string {
  return `${reel}:${row}`;
}

/**
 * A bank of reels showing `rows` symbols each. A spin fills each reel's strip with the target symbols on top, then
 * passing symbols, then what was showing, and slides it down, so the target comes to rest in the window; the
 * reels stop one after another with a small overshoot. Winning cells are lit and the others dimmed.
 */
export function ReelSet({
  ref,
  initial,
  rows,
  pool,
  glyphOf,
  lit,
  celebrate,
  reelClass,
}: {
  ref: Ref<ReelSetHandle>;
  initial: string[][];
  rows: number;
  /** Symbols the passing strips are drawn from. */
  pool: readonly string[];
  glyphOf: GlyphOf;
  /** Cells to light (`cellKey`); null lights none and dims none. */
  lit: ReadonlySet<string> | null;
  /** Lit cells pulse and glow only for a round that pays more than its stake (RTS 14). */
  celebrate: boolean;
  reelClass: string;
}) {
  const [strips, setStrips] = useState<string[][]>(initial);
  const shown = useRef(initial);
  const stripElements = useRef<(HTMLDivElement | null)[]>([]);
  const bank = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      windUp() {
        if (reducedMotion()) return;
        bank.current?.animate(
          [
            { transform: 'translateY(0)' },
            { transform: 'translateY(-1.5%)' },
            { transform: 'translateY(0)' },
          ],
          { duration: 220, easing: 'ease-out' },
        );
      },
      async spin(grid, options = {}) {
        const { quick = false, onReelStop } = options;
        if (reducedMotion()) {
          shown.current = grid;
          setStrips(grid);
          for (let reel = 0; reel < grid.length; reel += 1) onReelStop?.(reel);
          return;
        }
        const passing = grid.map((_, reel) => (quick ? 8 : 14) + reel * (quick ? 2 : 4));
        const long = grid.map((target, reel) => [
          ...target,
          ...passingSymbols(pool, passing[reel]!),
          ...(shown.current[reel] ?? target),
        ]);
        flushSync(() => setStrips(long));
        const runs = long.map(async (strip, reel) => {
          const element = stripElements.current[reel];
          if (!element) return;
          const start = `translateY(-${((strip.length - rows) / strip.length) * 100}%)`;
          const overshoot = `translateY(${(0.18 / strip.length) * 100}%)`;
          const duration = (quick ? 650 : 900) + reel * (quick ? 130 : 220);
          const animation = element.animate(
            [
              { transform: start, filter: 'blur(0px)' },
              { transform: start, filter: 'blur(1.5px)', offset: 0.05 },
              { transform: overshoot, filter: 'blur(0.5px)', offset: 0.9 },
              { transform: 'translateY(0)', filter: 'blur(0px)' },
            ],
            { duration, easing: 'cubic-bezier(0.3, 0.1, 0.25, 1)', fill: 'forwards' },
          );
          await animation.finished.catch(() => undefined);
          onReelStop?.(reel);
        });
        await Promise.all(runs);
        shown.current = grid;
        flushSync(() => setStrips(grid));
        for (const element of stripElements.current)
          for (const animation of element?.getAnimations() ?? []) animation.cancel();
      },
    }),
    [pool, rows],
  );

  return (
    <div
      ref={bank}
      className="grid size-full gap-[1.5%]"
      style={{ gridTemplateColumns: `repeat(${strips.length}, minmax(0, 1fr))` }}
    >
      {strips.map((strip, reel) => (
        <div
          // Reels are positions: the first reel is always the first.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed reel positions
          key={reel}
          className={`relative overflow-hidden ${reelClass}`}
        >
          <div
            ref={(element) => {
              stripElements.current[reel] = element;
            }}
            className="absolute inset-x-0 top-0 will-change-transform"
            style={{ height: `${(strip.length / rows) * 100}%` }}
          >
            {strip.map((symbol, index) => {
              const row = index;
              const resting = strip.length === rows;
              const key = cellKey(reel, row);
              const state = !resting || lit === null ? 'idle' : lit.has(key) ? 'lit' : 'dim';
              return (
                <div
                  // Cells are positions on the strip; the same symbol repeats along it.
                  // biome-ignore lint/suspicious/noArrayIndexKey: strip positions
                  key={index}
                  data-cell={resting ? key : undefined}
                  data-symbol={symbol}
                  data-state={state}
                  className={`grid place-items-center p-[7%] transition-[opacity,filter] duration-300 data-[state=dim]:opacity-35 data-[state=dim]:saturate-50`}
                  style={{ height: `${100 / strip.length}%` }}
                >
                  <SymbolIcon
                    glyph={glyphOf(symbol)}
                    className={`size-full ${state === 'lit' && celebrate ? 'animate-[studio-win-pulse_900ms_ease-in-out_infinite] drop-shadow-[0_0_12px_rgb(255_230_120/0.9)]' : ''}`}
                  />
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
