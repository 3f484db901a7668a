import type { StudioRound } from '@casino/contracts';
import {
  type DiceDirection,
  type DiceOutcome,
  type DicePaytable,
  diceMultiplierBp,
  winningRolls,
} from '@casino/game-math';
import Dices from 'lucide-react/icons/dices';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { ActionButton } from '../shell/action-button';
import { BetSelector } from '../shell/bet-selector';
import { initialBet } from '../shell/bet-steps';
import { ControlBar } from '../shell/control-bar';
import { GameScreen } from '../shell/game-screen';
import { numberFormats } from '../shell/number-formats';
import { Readout } from '../shell/readout';
import { useDefinition } from '../shell/use-definition';
import { useMoney } from '../shell/use-money';
import { useSound } from '../sound/sound-context';
import { DiceRules } from './dice-rules';
import { clampTarget, flipTarget, winChanceBp } from './dice-target';
import { DiceTrack } from './dice-track';

/** The roll spins at least this long, so a fast answer still reads as a roll. */
const ROLL_MS = 650;
/** The marker's slide to where the roll fell. */
const LAND_MS = 700;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Random-looking numbers while the dice roll (display only); the real roll once it is known. */
function useRollingNumber(rolling: boolean, value: number | null): number | null {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!rolling) {
      setShown(value);
      return;
    }
    const timer = setInterval(() => setShown(Math.floor(Math.random() * 10_000)), 45);
    return () => clearInterval(timer);
  }, [rolling, value]);
  return shown;
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center rounded-2xl bg-black/25 px-2 py-2.5 ring-1 ring-white/10 sm:py-3">
      <span className="text-[10px] font-semibold tracking-wider text-violet-200/70 uppercase sm:text-[11px]">
        {label}
      </span>
      <span
        className="truncate text-base font-extrabold text-white tabular-nums sm:text-xl"
        data-testid={testId}
      >
        {value}
      </span>
    </div>
  );
}

/** Lucky Dice: roll under or over a target from 0.00 to 99.99; the closer the odds, the smaller the multiplier. */
export default function DiceClient() {
  const { t, lang } = useTranslation();
  const game = useGame();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as DicePaytable, [definition]);
  const sound = useSound();
  const money = useMoney();
  const formats = numberFormats(lang);
  const [bet, setBet] = useState(() => initialBet(game.session.betSteps));
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [rolling, setRolling] = useState(false);
  const [last, setLast] = useState<{ round: StudioRound; outcome: DiceOutcome } | null>(null);
  const shown = useRollingNumber(rolling, last ? last.outcome.roll : null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const multiplierBp = diceMultiplierBp(winningRolls(target, direction));
  const summarize = useCallback(
    (round: StudioRound) => {
      const outcome = round.outcome as unknown as DiceOutcome;
      return t(outcome.won ? 'studio.dice.summaryWon' : 'studio.dice.summaryLost', {
        roll: formats.hundredths(outcome.roll),
        target: t(`studio.dice.${outcome.direction}Target`, { target: formats.hundredths(outcome.target) }),
        multiplier: formats.timesBp(outcome.multiplierBp),
      });
    },
    [t, formats],
  );

  const roll = async () => {
    if (game.busy || rolling) return;
    setRolling(true);
    sound.play('spin');
    const started = performance.now();
    const ticking = setInterval(() => sound.play('tick'), 90);
    const round = await game.play(bet, { target, direction });
    await wait(Math.max(0, ROLL_MS - (performance.now() - started)));
    clearInterval(ticking);
    if (!live.current) return;
    if (!round) {
      setRolling(false);
      return;
    }
    const outcome = round.outcome as unknown as DiceOutcome;
    setLast({ round, outcome });
    setRolling(false);
    sound.play('reel-stop');
    await wait(LAND_MS);
    if (!live.current) return;
    if (round.win > round.bet) sound.play('win');
    game.complete(round, summarize(round));
  };

  const changeDirection = (next: DiceDirection) => {
    if (next === direction) return;
    setTarget(flipTarget(paytable.targets, direction, target));
    setDirection(next);
  };

  const disabled = game.busy || rolling;
  const result = last && !rolling ? last.outcome : null;
  const bigWin = last !== null && !rolling && last.round.win > last.round.bet;

  const stage = (
    <div className="relative flex min-h-0 flex-1 flex-col items-center justify-center overflow-hidden bg-[radial-gradient(120%_90%_at_50%_0%,#3b1d7a_0%,#1a0f3d_45%,#0b0820_100%)] px-3 py-4">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:32px_32px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <div className="relative flex w-full max-w-2xl flex-col items-center gap-3 sm:gap-5 lg:max-w-3xl lg:gap-7">
        <div
          data-testid="dice-result"
          data-roll={result?.roll}
          data-won={result ? String(result.won) : undefined}
          className={`relative grid h-24 w-60 place-items-center rounded-3xl text-6xl font-black tabular-nums ring-2 transition-[color,box-shadow,background-color] duration-300 sm:h-32 sm:w-80 sm:text-7xl lg:h-40 lg:w-[26rem] lg:text-8xl ${
            result
              ? result.won
                ? `bg-emerald-500/10 text-emerald-300 ring-emerald-400/60 ${bigWin ? 'shadow-[0_0_60px_-6px_rgb(52_211_153/0.7)]' : ''}`
                : 'bg-rose-500/10 text-rose-300 ring-rose-400/50'
              : 'bg-white/5 text-white ring-white/15'
          }`}
        >
          {shown === null ? (
            <Dices className="size-14 text-violet-200/50 sm:size-20" aria-hidden="true" />
          ) : (
            <span className={rolling ? 'opacity-80 blur-[0.5px]' : ''}>{formats.hundredths(shown)}</span>
          )}
        </div>
        <p className="h-5 text-sm font-semibold text-violet-100/80" aria-hidden="true">
          {result
            ? t(result.won ? 'studio.dice.won' : 'studio.dice.lost', {
                target: t(`studio.dice.${result.direction}Target`, {
                  target: formats.hundredths(result.target),
                }),
              })
            : t(`studio.dice.${direction}Target`, { target: formats.hundredths(target) })}
        </p>
        <DiceTrack
          target={target}
          direction={direction}
          range={paytable.targets[direction]}
          onTarget={(value) => setTarget(clampTarget(paytable.targets, direction, value))}
          disabled={disabled}
          roll={result ? { value: result.roll, won: result.won } : null}
        />
        <div className="grid w-full grid-cols-3 gap-2 px-1 sm:gap-3">
          <Stat
            label={t('studio.dice.multiplier')}
            value={formats.timesBp(multiplierBp)}
            testId="dice-multiplier"
          />
          <Stat
            label={t('studio.dice.chance')}
            value={formats.percentBp(winChanceBp(target, direction))}
            testId="dice-chance"
          />
          <Stat
            label={t('studio.dice.payout')}
            value={money(Math.floor((bet * multiplierBp) / 10_000))}
            testId="dice-payout"
          />
        </div>
      </div>
    </div>
  );

  const settings = (
    <fieldset
      disabled={disabled}
      className="mx-auto grid max-w-sm grid-cols-2 gap-1 rounded-2xl bg-surface-2/70 p-1 ring-1 ring-line"
    >
      <legend className="sr-only">{t('studio.dice.direction')}</legend>
      {(['under', 'over'] as const).map((value) => (
        <label
          key={value}
          data-testid={`dice-${value}`}
          className="relative cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60"
        >
          <input
            type="radio"
            name="dice-direction"
            value={value}
            checked={direction === value}
            onChange={() => changeDirection(value)}
            className="peer sr-only"
          />
          <span className="grid h-9 place-items-center rounded-xl text-sm font-bold text-muted transition-colors peer-checked:bg-violet-500 peer-checked:text-white peer-checked:shadow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--focus-ring)] hover:text-fg">
            {t(`studio.dice.${value}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <GameScreen
      stage={stage}
      facts={definition}
      rules={<DiceRules paytable={paytable} />}
      summarize={summarize}
      controls={
        <ControlBar
          settings={settings}
          readouts={
            <>
              <Readout label={t('studio.balance')} amount={game.balance} testId="studio-balance" />
              <Readout
                label={t('studio.win')}
                amount={last && !rolling ? last.round.win : 0}
                highlight={bigWin}
                testId="studio-win"
              />
            </>
          }
          stake={
            <BetSelector steps={game.session.betSteps} bet={bet} onChange={setBet} disabled={disabled} />
          }
          action={
            <ActionButton
              label={t('studio.dice.roll')}
              icon={Dices}
              onClick={roll}
              disabled={disabled}
              busy={rolling}
              testId="studio-play"
            />
          }
        />
      }
    />
  );
}
