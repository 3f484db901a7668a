import type { StudioRound } from '@casino/contracts';
import type { RouletteBetType, RouletteOutcome, RoulettePaytable } from '@casino/game-math';
import CircleDot from 'lucide-react/icons/circle-dot';
import Trash2 from 'lucide-react/icons/trash-2';
import Undo2 from 'lucide-react/icons/undo-2';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import { useGame } from '../session/game-context';
import { ActionButton } from '../shell/action-button';
import { BetSelector } from '../shell/bet-selector';
import { initialBet } from '../shell/bet-steps';
import { ControlBar } from '../shell/control-bar';
import { GameScreen } from '../shell/game-screen';
import { Readout } from '../shell/readout';
import { useDefinition } from '../shell/use-definition';
import { useMoney } from '../shell/use-money';
import { useSound } from '../sound/sound-context';
import { boardParams, boardTotal, type ChipBoard, EMPTY_BOARD, placeChip, undoChip } from './chip-board';
import { RouletteRules } from './roulette-rules';
import { RouletteTable } from './roulette-table';
import { RouletteWheel, type WheelHandle } from './roulette-wheel';
import { betKey, type TableBet } from './table-layout';

const NUMBER_PILL = {
  red: 'bg-[#c8102e]',
  black: 'bg-[#15171f] ring-1 ring-white/20',
  green: 'bg-[#0b8a4a]',
};

type Spun = { round: StudioRound; outcome: RouletteOutcome; wins: Map<string, number> };

/**
 * European roulette: chips of the session's denominations on any standard bet of the table, undo and clear, and
 * a wheel that turns to the number. Bets stay on the table after a spin, so the next spin repeats them.
 */
export default function RouletteClient() {
  const { t, lang } = useTranslation();
  const game = useGame();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as RoulettePaytable, [definition]);
  const sound = useSound();
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 768px)');
  const wheel = useRef<WheelHandle>(null);
  const [chip, setChip] = useState(() => initialBet(game.session.betSteps));
  const [board, setBoard] = useState<ChipBoard>(EMPTY_BOARD);
  const [spinning, setSpinning] = useState(false);
  const [spun, setSpun] = useState<Spun | null>(null);
  const [tableFull, setTableFull] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const labelOf = useCallback(
    (type: RouletteBetType) => paytable.bets.find((bet) => bet.type === type)?.labels[lang] ?? type,
    [paytable, lang],
  );
  const colorName = useCallback(
    (number: number) => t(`studio.roulette.colors.${paytable.colors[number] ?? 'green'}`),
    [t, paytable],
  );
  const summarize = useCallback(
    (round: StudioRound) => {
      const outcome = round.outcome as unknown as RouletteOutcome;
      const winning = outcome.bets.filter((bet) => bet.win > 0).length;
      return t('studio.roulette.summary', {
        number: outcome.number,
        color: colorName(outcome.number),
        count: outcome.bets.length,
        winning,
      });
    },
    [t, colorName],
  );

  const total = boardTotal(board);
  const { minBet, maxBet } = game.session;
  const disabled = game.busy || spinning;

  const place = (bet: TableBet) => {
    if (disabled) return;
    const next = placeChip(board, bet, chip, maxBet);
    setSpun(null);
    if (!next) {
      setTableFull(true);
      return;
    }
    setTableFull(false);
    setBoard(next);
    sound.play('chip');
  };

  const spin = async () => {
    if (disabled || total < minBet) return;
    setSpinning(true);
    setSpun(null);
    setTableFull(false);
    const params = boardParams(board);
    const keys = params.bets.map((bet) =>
      betKey({ type: bet.type as RouletteBetType, numbers: bet.numbers }),
    );
    sound.play('spin');
    const round = await game.play(total, params);
    if (!live.current) return;
    if (!round) {
      setSpinning(false);
      return;
    }
    const outcome = round.outcome as unknown as RouletteOutcome;
    const ticking = setInterval(() => sound.play('tick'), 140);
    await wheel.current?.spin(outcome.number);
    clearInterval(ticking);
    if (!live.current) return;
    sound.play('reel-stop');
    const wins = new Map(keys.map((key, index) => [key, outcome.bets[index]?.win ?? 0]));
    setSpun({ round, outcome, wins });
    setSpinning(false);
    if (round.win > round.bet) sound.play(round.win >= round.bet * 10 ? 'big-win' : 'win');
    game.complete(round, summarize(round));
  };

  const recent = game.rounds
    .map((round) => (round.outcome as unknown as Partial<RouletteOutcome>).number)
    .filter((number): number is number => typeof number === 'number')
    .slice(0, wide ? 10 : 7);
  const bigWin = spun !== null && spun.round.win > spun.round.bet;
  const winningBets = spun
    ? spun.outcome.bets.map((bet, index) => ({ ...bet, index })).filter((bet) => bet.win > 0)
    : [];

  const result = (
    <div className="flex min-h-0 flex-col items-center gap-2" aria-hidden="true">
      <ol className="flex flex-wrap justify-center gap-1" data-testid="roulette-recent">
        {recent.map((number, index) => (
          <li
            // Numbers repeat; their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: positions of a history strip
            key={index}
            className={`grid size-7 place-items-center rounded-md text-xs font-extrabold text-white tabular-nums ${
              NUMBER_PILL[paytable.colors[number] ?? 'green']
            } ${index === 0 ? 'scale-110 ring-2 ring-yellow-300' : 'opacity-80'}`}
          >
            {number}
          </li>
        ))}
      </ol>
      {spun && winningBets.length > 0 ? (
        <ul
          className="grid max-h-24 w-full max-w-64 gap-0.5 overflow-y-auto rounded-xl bg-black/35 px-3 py-2 text-xs ring-1 ring-white/10"
          data-testid="roulette-payouts"
        >
          {winningBets.map((bet) => (
            <li key={bet.index} className="flex justify-between gap-3 text-emerald-200">
              <span className="truncate">
                {labelOf(bet.type)} {bet.numbers.length <= 6 ? bet.numbers.join(', ') : ''}
              </span>
              <b className="tabular-nums">{money(bet.win)}</b>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  const wheelBox = (
    <div
      className={`relative shrink-0 ${wide ? 'size-[min(18rem,38vh)] lg:size-[min(22rem,46vh)]' : 'size-28'}`}
    >
      <RouletteWheel
        ref={wheel}
        order={paytable.wheel}
        colors={paytable.colors}
        result={spun?.outcome.number ?? null}
      />
      {spun ? (
        <div
          data-testid="roulette-result"
          data-number={spun.outcome.number}
          className={`absolute inset-0 m-auto grid size-[38%] animate-[studio-pop-in_450ms_ease-out] place-items-center rounded-full text-2xl font-black text-white shadow-xl ring-4 ring-yellow-300/80 sm:text-4xl ${
            NUMBER_PILL[spun.outcome.color]
          } ${bigWin ? 'shadow-[0_0_40px_rgb(250_204_21/0.7)]' : ''}`}
        >
          {spun.outcome.number}
        </div>
      ) : null}
    </div>
  );

  const table = (
    <RouletteTable
      orientation={wide ? 'across' : 'down'}
      colors={paytable.colors}
      board={board}
      chipSteps={game.session.betSteps}
      onPlace={place}
      disabled={disabled}
      winningNumber={spun?.outcome.number ?? null}
      betWins={spun?.wins ?? null}
      labelOf={labelOf}
    />
  );

  const stage = (
    <div className="relative flex min-h-0 flex-1 overflow-hidden bg-[radial-gradient(110%_90%_at_50%_0%,#14532d_0%,#0a2e1c_50%,#04140c_100%)]">
      {wide ? (
        <div className="mx-auto grid w-full max-w-6xl grid-cols-[auto_minmax(0,1fr)] items-center gap-6 p-5 lg:gap-10 lg:p-8">
          <div className="flex flex-col items-center gap-4">
            {wheelBox}
            {result}
          </div>
          <div className="aspect-[14/5.6] max-h-full w-full">{table}</div>
        </div>
      ) : (
        <div className="flex w-full min-h-0 flex-col gap-2 p-2.5">
          <div className="flex items-center gap-3">
            {wheelBox}
            <div className="min-w-0 flex-1">{result}</div>
          </div>
          <div className="min-h-0 flex-1">{table}</div>
        </div>
      )}
    </div>
  );

  const settings = (
    <div className="flex items-center justify-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setBoard(undoChip(board));
          setSpun(null);
        }}
        disabled={disabled || board.placed.length === 0}
        data-testid="roulette-undo"
      >
        <Undo2 className="size-4" aria-hidden="true" />
        {t('studio.roulette.undo')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setBoard(EMPTY_BOARD);
          setSpun(null);
        }}
        disabled={disabled || board.placed.length === 0}
        data-testid="roulette-clear"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('studio.roulette.clear')}
      </Button>
      <p className="min-w-0 truncate text-xs text-muted" role={tableFull ? 'alert' : undefined}>
        {tableFull
          ? t('studio.roulette.tableFull', { max: money(maxBet) })
          : total === 0
            ? t('studio.roulette.placeChips')
            : total < minBet
              ? t('studio.roulette.belowMin', { min: money(minBet) })
              : null}
      </p>
    </div>
  );

  return (
    <GameScreen
      stage={stage}
      facts={definition}
      rules={<RouletteRules paytable={paytable} labelOf={labelOf} />}
      summarize={summarize}
      controls={
        <ControlBar
          settings={settings}
          readouts={
            <>
              <Readout label={t('studio.balance')} amount={game.balance} testId="studio-balance" />
              <Readout label={t('studio.roulette.total')} amount={total} testId="roulette-total" />
              <Readout
                label={t('studio.win')}
                amount={spun?.round.win ?? 0}
                highlight={bigWin}
                testId="studio-win"
              />
            </>
          }
          stake={
            <BetSelector
              steps={game.session.betSteps}
              bet={chip}
              onChange={setChip}
              disabled={disabled}
              kind="chip"
            />
          }
          action={
            <ActionButton
              label={t('studio.roulette.spin')}
              icon={CircleDot}
              onClick={spin}
              disabled={disabled || total < minBet}
              busy={spinning}
              testId="studio-play"
            />
          }
        />
      }
    />
  );
}
