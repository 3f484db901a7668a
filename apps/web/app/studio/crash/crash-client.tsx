import type { StudioRound } from '@casino/contracts';
import type { CrashOutcome, CrashPaytable } from '@casino/game-math';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import RocketIcon from 'lucide-react/icons/rocket';
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
import { CASH_OUT_PRESETS, stepCashOut } from './crash-curve';
import { CrashFlight, type Flight, type FlightPhase } from './crash-flight';
import { CrashRules } from './crash-rules';

/** After the crash, the result stays on screen this long before the round is handed over. */
const AFTER_CRASH_MS = 900;

const stepButton =
  'grid size-9 shrink-0 place-items-center rounded-lg bg-surface-3 text-fg ring-1 ring-line hover:bg-surface-2 active:scale-95 disabled:pointer-events-none disabled:opacity-35';

/**
 * Rocket Crash: choose when to cash out before the launch; the rocket climbs until its crash point, and the
 * stake pays the cash-out multiplier when the rocket got there first.
 */
export default function CrashClient() {
  const { t, lang } = useTranslation();
  const game = useGame();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as CrashPaytable, [definition]);
  const sound = useSound();
  const money = useMoney();
  const formats = numberFormats(lang);
  const [bet, setBet] = useState(() => initialBet(game.session.betSteps));
  const [cashOut, setCashOut] = useState(200);
  const [phase, setPhase] = useState<FlightPhase>('idle');
  const [flight, setFlight] = useState<Flight | null>(null);
  /** The cash-out reached in this flight: what it paid, and whether that is more than the stake. */
  const [cashedOut, setCashedOut] = useState<{ win: number; pays: boolean } | null>(null);
  const [last, setLast] = useState<StudioRound | null>(null);
  const pending = useRef<StudioRound | null>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const summarize = useCallback(
    (round: StudioRound) => {
      const outcome = round.outcome as unknown as CrashOutcome;
      return t(outcome.won ? 'studio.crash.summaryWon' : 'studio.crash.summaryLost', {
        crash: formats.times(outcome.crashPoint),
        cashOut: formats.times(outcome.cashOut),
      });
    },
    [t, formats],
  );

  const launch = async () => {
    if (game.busy || phase === 'launching' || phase === 'flying') return;
    setPhase('launching');
    setFlight(null);
    setCashedOut(null);
    setLast(null);
    sound.play('spin');
    const round = await game.play(bet, { cashOut });
    if (!live.current) return;
    if (!round) {
      setPhase('idle');
      return;
    }
    const outcome = round.outcome as unknown as CrashOutcome;
    pending.current = round;
    setFlight({ id: round.roundId, crashPoint: outcome.crashPoint, cashOut: outcome.cashOut });
    setPhase('flying');
  };

  const onCashedOut = useCallback(() => {
    const round = pending.current;
    if (!round) return;
    const pays = round.win > round.bet;
    setCashedOut({ win: round.win, pays });
    // A return at or below the stake is stated, not celebrated (RTS 14).
    if (pays) sound.play('cash-out');
  }, [sound]);

  const onCrashed = useCallback(() => {
    setPhase('crashed');
    sound.play('crash');
    const round = pending.current;
    pending.current = null;
    if (!round) return;
    setTimeout(() => {
      if (!live.current) return;
      setLast(round);
      if (round.win > round.bet) sound.play('win');
      game.complete(round, summarize(round));
    }, AFTER_CRASH_MS);
  }, [sound, game, summarize]);

  const flying = phase === 'launching' || phase === 'flying' || (phase === 'crashed' && last === null);
  const disabled = game.busy || flying;
  const bigWin = last !== null && last.win > last.bet;
  const range = paytable.cashOut;

  const stage = (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <CrashFlight
        flight={flight}
        phase={phase}
        cashOut={flight && phase !== 'idle' ? flight.cashOut : cashOut}
        onCashedOut={onCashedOut}
        onCrashed={onCrashed}
      />
      {cashedOut && flight ? (
        <div className="pointer-events-none absolute inset-x-0 top-[46%] flex justify-center">
          <div
            data-testid="crash-cashed-out"
            className={`rounded-2xl px-4 py-2 text-center text-white ${
              cashedOut.pays
                ? 'animate-[studio-pop-in_400ms_ease-out] bg-emerald-500/90 shadow-[0_10px_40px_-8px_rgb(16_185_129/0.8)]'
                : 'bg-slate-700/90'
            }`}
          >
            <div className="text-xs font-bold tracking-wider uppercase">{t('studio.crash.cashedOut')}</div>
            <div className="text-lg font-black tabular-nums">
              {formats.times(flight.cashOut)} · {money(cashedOut.win)}
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );

  const settings = (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <fieldset className="flex items-center gap-1.5">
        <legend className="sr-only">{t('studio.crash.cashOut')}</legend>
        <span aria-hidden="true" className="mr-1 text-xs font-semibold text-muted">
          {t('studio.crash.cashOut')}
        </span>
        <button
          type="button"
          className={stepButton}
          disabled={disabled || cashOut <= range.min}
          onClick={() => setCashOut(stepCashOut(cashOut, -1, range))}
          aria-label={t('studio.crash.cashOutLower')}
          data-testid="crash-cashout-lower"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output
          data-testid="crash-cashout"
          aria-live="polite"
          className="min-w-20 rounded-lg bg-surface-0/60 px-2 py-1.5 text-center text-base font-extrabold text-amber-300 tabular-nums ring-1 ring-line"
        >
          {formats.times(cashOut)}
        </output>
        <button
          type="button"
          className={stepButton}
          disabled={disabled || cashOut >= range.max}
          onClick={() => setCashOut(stepCashOut(cashOut, 1, range))}
          aria-label={t('studio.crash.cashOutHigher')}
          data-testid="crash-cashout-higher"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </fieldset>
      <div className="flex gap-1">
        {CASH_OUT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={disabled}
            aria-pressed={cashOut === preset}
            onClick={() => setCashOut(preset)}
            className="h-9 rounded-lg bg-surface-2 px-2.5 text-xs font-bold text-muted tabular-nums ring-1 ring-line transition-colors hover:text-fg disabled:opacity-50 aria-pressed:bg-amber-400 aria-pressed:text-black"
          >
            {formats.times(preset)}
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <GameScreen
      stage={stage}
      facts={definition}
      rules={<CrashRules paytable={paytable} />}
      summarize={summarize}
      controls={
        <ControlBar
          settings={settings}
          readouts={
            <>
              <Readout label={t('studio.balance')} amount={game.balance} testId="studio-balance" />
              <Readout
                label={t('studio.win')}
                amount={last?.win ?? 0}
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
              label={t('studio.crash.launch')}
              icon={RocketIcon}
              onClick={launch}
              disabled={disabled}
              busy={phase === 'launching'}
              testId="studio-play"
            />
          }
        />
      }
    />
  );
}
