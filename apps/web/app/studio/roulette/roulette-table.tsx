import type { RouletteBetType, RouletteColor } from '@casino/game-math';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../shell/use-money';
import { Chip, chipColor, chipFace } from './chip';
import type { ChipBoard } from './chip-board';
import { type Orientation, type Spot, TABLE_SIZE, type TableBet, tableSpots } from './table-layout';

const CELL_COLORS: Record<RouletteColor, string> = {
  red: 'bg-[#c8102e]',
  black: 'bg-[#15171f]',
  green: 'bg-[#0b8a4a]',
};

/** The numbers an even-money bet covers (its position names none), for highlighting what a chip would cover. */
function impliedNumbers(type: RouletteBetType, colors: Record<number, RouletteColor>): number[] {
  const all = Array.from({ length: 36 }, (_, index) => index + 1);
  switch (type) {
    case 'red':
    case 'black':
      return all.filter((n) => colors[n] === type);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default:
      return [];
  }
}

function coveredBy(bet: TableBet, colors: Record<number, RouletteColor>): number[] {
  return bet.numbers.length > 0 ? bet.numbers : impliedNumbers(bet.type, colors);
}

/** What an outside area says on the table. */
function OutsideLabel({ spot, orientation }: { spot: Spot; orientation: Orientation }) {
  const { t } = useTranslation();
  const { type, numbers } = spot.bet;
  const vertical = orientation === 'down' && type !== 'column';
  let text: React.ReactNode;
  if (type === 'column') text = t('studio.roulette.twoToOne');
  else if (type === 'dozen') text = t(`studio.roulette.dozen.${Math.ceil((numbers[0] ?? 1) / 12)}`);
  else if (type === 'red' || type === 'black')
    text = (
      <span
        className={`block size-[1.1em] rotate-45 rounded-[3px] ring-1 ring-white/60 ${type === 'red' ? 'bg-[#c8102e]' : 'bg-[#15171f]'}`}
      />
    );
  else text = t(`studio.roulette.outside.${type}`);
  return (
    <span
      className={`font-bold tracking-wide whitespace-nowrap ${vertical ? '[writing-mode:vertical-rl] rotate-180' : ''}`}
    >
      {text}
    </span>
  );
}

/**
 * The betting table: numbers and outside areas to tap, and points on the lines between numbers for splits,
 * corners, streets, lines, trios and the first four. Each place is a button named by its bet; the chips on it and
 * the numbers it covers show as you point at it.
 */
export function RouletteTable({
  orientation,
  colors,
  board,
  chipSteps,
  onPlace,
  disabled,
  winningNumber,
  betWins,
  labelOf,
}: {
  orientation: Orientation;
  colors: Record<number, RouletteColor>;
  board: ChipBoard;
  chipSteps: readonly number[];
  onPlace: (bet: TableBet) => void;
  disabled: boolean;
  /** After a spin: the number that came up, and what each bet won (by key). */
  winningNumber: number | null;
  betWins: ReadonlyMap<string, number> | null;
  labelOf: (type: RouletteBetType) => string;
}) {
  const { t, lang } = useTranslation();
  const money = useMoney();
  const spots = useMemo(() => tableSpots(orientation), [orientation]);
  const [hovered, setHovered] = useState<TableBet | null>(null);
  const highlighted = useMemo(() => new Set(hovered ? coveredBy(hovered, colors) : []), [hovered, colors]);
  const { columns, rows } = TABLE_SIZE[orientation];
  const cell = `min(100cqw / ${columns}, 100cqh / ${rows})`;
  const pct = (value: number, total: number) => `${(value / total) * 100}%`;

  const spotLabel = (spot: Spot) => {
    const name = labelOf(spot.bet.type);
    const label =
      spot.bet.numbers.length > 0 && spot.bet.type !== 'column' && spot.bet.type !== 'dozen'
        ? `${name} ${spot.bet.numbers.join(', ')}`
        : spot.bet.type === 'dozen' || spot.bet.type === 'column'
          ? `${name} ${spot.bet.numbers[0]}–${spot.bet.numbers.at(-1)}`
          : name;
    const amount = board.bets.get(spot.key)?.amount;
    return amount ? t('studio.roulette.spotWithChips', { spot: label, amount: money(amount) }) : label;
  };

  return (
    <div
      className="relative size-full rounded-xl bg-[#0b5d3b] p-[0.6%] shadow-[inset_0_0_40px_rgb(0_0_0/0.45),0_10px_30px_-10px_rgb(0_0_0/0.6)] ring-4 ring-[#5b3a1a]"
      data-testid="roulette-table"
      data-orientation={orientation}
    >
      <div className="relative size-full [container-type:size]" onPointerLeave={() => setHovered(null)}>
        {spots.map((spot) => {
          const isPoint = spot.width === 0;
          const isNumber = spot.bet.type === 'straight';
          const number = spot.bet.numbers[0] ?? 0;
          const won = betWins?.get(spot.key);
          const amount = board.bets.get(spot.key)?.amount;
          const style: React.CSSProperties = isPoint
            ? {
                left: pct(spot.x, columns),
                top: pct(spot.y, rows),
                width: `calc(${cell} * 0.42)`,
                height: `calc(${cell} * 0.42)`,
                transform: 'translate(-50%, -50%)',
              }
            : {
                left: pct(spot.x, columns),
                top: pct(spot.y, rows),
                width: pct(spot.width, columns),
                height: pct(spot.height, rows),
              };
          const lit = isNumber && (highlighted.has(number) || winningNumber === number);
          return (
            <button
              key={spot.key}
              type="button"
              disabled={disabled}
              onClick={() => onPlace(spot.bet)}
              onPointerEnter={() => setHovered(spot.bet)}
              onFocus={() => setHovered(spot.bet)}
              onBlur={() => setHovered(null)}
              aria-label={spotLabel(spot)}
              data-testid={`roulette-spot-${spot.key}`}
              className={`absolute grid place-items-center text-white outline-offset-[-2px] transition-[filter,box-shadow] disabled:cursor-default ${
                isPoint
                  ? 'z-20 rounded-full hover:bg-white/30 focus-visible:bg-white/30'
                  : `border border-white/25 ${
                      isNumber ? CELL_COLORS[colors[number] ?? 'green'] : 'bg-transparent hover:bg-white/10'
                    } ${lit ? 'z-10 brightness-150 shadow-[inset_0_0_0_3px_rgb(255_215_0/0.9)]' : ''} ${
                      winningNumber === number && isNumber
                        ? 'animate-[studio-win-pulse_900ms_ease-in-out_3]'
                        : ''
                    }`
              } ${isNumber && number === 0 ? (orientation === 'across' ? 'rounded-l-lg' : 'rounded-t-lg') : ''}`}
              style={{ ...style, fontSize: `calc(${cell} * ${spot.bet.type === 'column' ? 0.26 : 0.36})` }}
            >
              {isNumber ? (
                <span className="font-extrabold tabular-nums">{number}</span>
              ) : isPoint ? null : (
                <OutsideLabel spot={spot} orientation={orientation} />
              )}
              {amount ? (
                <Chip
                  color={chipColor(chipSteps, amount)}
                  face={chipFace(amount, lang)}
                  className={`pointer-events-none absolute top-1/2 left-1/2 z-30 -translate-x-1/2 -translate-y-1/2 transition-[opacity,filter] ${
                    won === undefined
                      ? ''
                      : won > 0
                        ? 'ring-2 ring-yellow-300 brightness-110'
                        : 'opacity-40 grayscale'
                  }`}
                  style={{ width: `calc(${cell} * 0.62)`, fontSize: `calc(${cell} * 0.22)` }}
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
