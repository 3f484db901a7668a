import type {
  ClassicSlotOutcome,
  CrashOutcome,
  DiceOutcome,
  MathGameKind,
  RouletteOutcome,
  StudioGameDefinition,
  VideoSlotOutcome,
} from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { SymbolIcon, SymbolSprite } from '../../studio/reels/symbol-sprite';
import { numberFormats } from '../../studio/shell/number-formats';

const POCKET = { red: 'bg-[#c8102e]', black: 'bg-[#15171f] ring-1 ring-white/20', green: 'bg-[#0b8a4a]' };

function SlotGrid({ grid, game }: { grid: string[][]; game: StudioGameDefinition }) {
  const paytable = game.paytable();
  const symbols = 'symbols' in paytable ? paytable.symbols : [];
  const glyphOf = new Map(symbols.map((symbol) => [symbol.id, symbol.glyph]));
  const rows = grid[0]?.length ?? 0;
  return (
    <>
      <SymbolSprite glyphs={symbols.map((symbol) => symbol.glyph)} />
      <div
        className="grid w-full max-w-sm gap-1 rounded-2xl bg-black/50 p-2 ring-1 ring-line"
        style={{ gridTemplateColumns: `repeat(${grid.length}, minmax(0, 1fr))` }}
        data-testid="verify-grid"
      >
        {grid.map((column, reel) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            key={reel}
            className="grid gap-1"
            style={{ gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
          >
            {column.map((symbol, row) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                key={row}
                className="grid aspect-square place-items-center rounded-lg bg-surface-2 p-1"
                title={symbol}
              >
                <SymbolIcon glyph={glyphOf.get(symbol) ?? symbol} className="size-full" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

function Big({
  children,
  tone = 'neutral',
}: {
  children: React.ReactNode;
  tone?: 'win' | 'loss' | 'neutral';
}) {
  const color = tone === 'win' ? 'text-win' : tone === 'loss' ? 'text-rose-400' : 'text-fg';
  return <div className={`text-5xl font-black tabular-nums ${color}`}>{children}</div>;
}

/** The recomputed outcome drawn as the game shows it: the grid, the number, the roll or the crash point. */
export function OutcomeView({
  kind,
  outcome,
  game,
  amount,
}: {
  kind: MathGameKind;
  outcome: Record<string, unknown>;
  game: StudioGameDefinition;
  /** Minor units as text: money when the round's currency is known. */
  amount: (minor: number) => string;
}) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  switch (kind) {
    case 'dice': {
      const dice = outcome as unknown as DiceOutcome;
      return (
        <div className="grid justify-items-center gap-1 text-center" data-testid="verify-dice">
          <Big tone={dice.won ? 'win' : 'loss'}>{formats.hundredths(dice.roll)}</Big>
          <p className="text-sm text-muted">
            {t(`studio.dice.${dice.direction}Target`, { target: formats.hundredths(dice.target) })} ·{' '}
            {formats.timesBp(dice.multiplierBp)} · {t(dice.won ? 'studio.verify.won' : 'studio.verify.lost')}
          </p>
        </div>
      );
    }
    case 'crash': {
      const crash = outcome as unknown as CrashOutcome;
      return (
        <div className="grid justify-items-center gap-1 text-center" data-testid="verify-crash">
          <Big tone={crash.won ? 'win' : 'loss'}>{formats.times(crash.crashPoint)}</Big>
          <p className="text-sm text-muted">
            {t('studio.crash.cashOutLine', { value: formats.times(crash.cashOut) })} ·{' '}
            {t(crash.won ? 'studio.verify.won' : 'studio.verify.lost')}
          </p>
        </div>
      );
    }
    case 'roulette': {
      const roulette = outcome as unknown as RouletteOutcome;
      const paytable = game.paytable();
      const labelOf = (type: string) =>
        (paytable.kind === 'roulette'
          ? paytable.bets.find((bet) => bet.type === type)?.labels[lang]
          : null) ?? type;
      return (
        <div className="grid justify-items-center gap-3" data-testid="verify-roulette">
          <div
            className={`grid size-20 place-items-center rounded-full text-3xl font-black text-white shadow-lg ${POCKET[roulette.color]}`}
          >
            {roulette.number}
          </div>
          <ul className="grid w-full max-w-sm gap-1 text-sm">
            {roulette.bets.map((bet, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bets in the order they were placed
              <li key={index} className="flex justify-between gap-3 rounded-lg bg-surface-2/60 px-3 py-1.5">
                <span className="truncate text-muted">
                  {labelOf(bet.type)} {bet.numbers.length <= 6 ? bet.numbers.join(', ') : ''}
                </span>
                <span className={`tabular-nums ${bet.win > 0 ? 'font-bold text-win' : 'text-muted'}`}>
                  {amount(bet.amount)} → {amount(bet.win)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'video-slot': {
      const slot = outcome as unknown as VideoSlotOutcome;
      return (
        <div className="grid justify-items-center gap-2 text-center" data-testid="verify-slot">
          <SlotGrid grid={slot.grid} game={game} />
          <p className="text-sm text-muted">
            {t('studio.verify.slotLines', { count: slot.lineWins.length })}
            {slot.freeSpins.length > 0
              ? ` · ${t('studio.verify.slotFreeSpins', { count: slot.freeSpins.length, multiplier: slot.multiplier })}`
              : ''}
          </p>
        </div>
      );
    }
    case 'classic-slot': {
      const slot = outcome as unknown as ClassicSlotOutcome;
      return (
        <div className="grid justify-items-center gap-2 text-center" data-testid="verify-slot">
          <SlotGrid grid={slot.grid} game={game} />
          <p className="text-sm text-muted">
            {t('studio.verify.slotLines', { count: slot.lineWins.length })}
          </p>
        </div>
      );
    }
  }
}
