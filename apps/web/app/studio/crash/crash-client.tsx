import type { CrashOwnBet, StudioRound } from '@casino/contracts';
import { type CrashOutcome, type CrashPaytable, liveCrashWin, liveMultiplierAt } from '@casino/game-math';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import RocketIcon from 'lucide-react/icons/rocket';
import WalletIcon from 'lucide-react/icons/wallet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cashOutCrash, placeCrashBet } from '../api/crash-live';
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
import { CASH_OUT_PRESETS, stepCashOut } from './cash-out-ladder';
import { CrashFlight, type FlightPhase } from './crash-flight';
import { CrashHistory } from './crash-history';
import { CrashPlayers } from './crash-players';
import { CrashRules } from './crash-rules';
import { useCrashLive } from './use-crash-live';
import { useServerNow } from './use-server-now';

const CONTROLS_TICK_MS = 100;

const stepButton =
  'grid size-9 shrink-0 place-items-center rounded-lg bg-surface-3 text-fg ring-1 ring-line hover:bg-surface-2 active:scale-95 disabled:pointer-events-none disabled:opacity-35';

/**
 * Rocket Crash, live: one rocket for every player on the studio's schedule. While the round takes bets the player
 * stakes (with an automatic cash-out if they like); in flight they cash out by hand at the multiplier on screen
 * (the server's time decides), or ride to the crash. Everyone sees the stakes of the round and the recent crashes.
 */
export default function CrashClient() {
  const { t, lang } = useTranslation();
  const game = useGame();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as CrashPaytable, [definition]);
  const sound = useSound();
  const money = useMoney();
  const formats = numberFormats(lang);
  const { state, offsetMs } = useCrashLive();
  // The controls follow the round ten times a second; the flight draws every frame on its own clock.
  const now = useServerNow(offsetMs, CONTROLS_TICK_MS);
  const [bet, setBet] = useState(() => initialBet(game.session.betSteps));
  const [autoOn, setAutoOn] = useState(false);
  const [autoCashOut, setAutoCashOut] = useState(200);
  const [own, setOwn] = useState<CrashOwnBet | null>(null);
  const [sending, setSending] = useState(false);

  const round = state?.round ?? null;
  const growth = state?.growthPerSecond ?? 1;
  const takesOffAt = round ? Date.parse(round.takesOffAt) : 0;
  const phase: FlightPhase = !round
    ? 'connecting'
    : round.phase === 'crashed'
      ? 'crashed'
      : now < takesOffAt
        ? 'betting'
        : 'flying';
  const multiplier =
    phase === 'crashed' && round?.crashPoint != null
      ? round.crashPoint
      : phase === 'flying'
        ? liveMultiplierAt(now - takesOffAt, growth)
        : 100;
  const ownNow = own && round && own.roundId === round.id ? own : null;
  // A stake's end stays on screen until the next stake, through the pause and the next countdown.
  const lastEnded = own && own.status !== 'open' ? own : null;

  /** The stake's end in words, for the screen reader and the rounds it is told with. */
  const tellEnd = useCallback(
    (ended: CrashOwnBet) =>
      ended.status === 'cashed' && ended.cashOut !== null
        ? t('studio.crash.summaryCashedOut', {
            cashOut: formats.times(ended.cashOut),
            win: money(ended.win ?? 0),
          })
        : t('studio.crash.lostStake'),
    [t, formats, money],
  );

  // The stream tells of an automatic cash-out or of the crash: the stake's end joins the balance as it happens.
  const shownOwn = state?.bets.find((shown) => shown.id === ownNow?.id);
  useEffect(() => {
    if (!ownNow || !shownOwn || ownNow.status !== 'open' || shownOwn.status === 'open') return;
    const win = shownOwn.win ?? 0;
    const over = { ...ownNow, status: shownOwn.status, cashOut: shownOwn.cashOut, win };
    setOwn(over);
    game.finish({ bet: ownNow.stake, win, balance: game.balance + win }, tellEnd(over));
    if (win > ownNow.stake) sound.play('cash-out');
  }, [ownNow, shownOwn, game, sound, tellEnd]);

  const lastPhase = useRef<FlightPhase>(phase);
  useEffect(() => {
    if (lastPhase.current !== phase && phase === 'crashed') sound.play('crash');
    lastPhase.current = phase;
  }, [phase, sound]);

  const placeBet = async () => {
    if (!round || sending) return;
    setSending(true);
    const request = { roundId: round.id, stake: bet, ...(autoOn ? { autoCashOut } : {}) };
    const placed = await game.act((session) => placeCrashBet(session, request), bet);
    setSending(false);
    if (!placed) return;
    setOwn(placed);
    if (placed.balance !== null) game.setBalance(placed.balance);
    sound.play('spin');
  };

  const cashOut = async () => {
    if (!ownNow || sending) return;
    setSending(true);
    const cashed = await game.act((session) => cashOutCrash(session, ownNow.roundId), ownNow.stake);
    setSending(false);
    if (!cashed) return;
    setOwn(cashed);
    const win = cashed.win ?? 0;
    game.finish({ bet: cashed.stake, win, balance: cashed.balance ?? game.balance + win }, tellEnd(cashed));
    // A return at or below the stake is stated, not celebrated (RTS 14).
    if ((cashed.win ?? 0) > cashed.stake) sound.play('cash-out');
  };

  const summarize = useCallback(
    (played: StudioRound) => {
      const outcome = played.outcome as unknown as CrashOutcome;
      return t(outcome.won ? 'studio.crash.summaryWon' : 'studio.crash.summaryLost', {
        crash: formats.times(outcome.crashPoint),
        cashOut: formats.times(outcome.cashOut),
      });
    },
    [t, formats],
  );

  const canBet = phase === 'betting' && ownNow === null && !game.ended;
  const canCashOut = phase === 'flying' && ownNow?.status === 'open';
  const range = paytable.cashOut;

  const stage = (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <CrashHistory history={state?.history ?? []} salt={round?.salt ?? ''} />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <div className="relative flex min-h-52 flex-1 flex-col">
          <CrashFlight
            phase={phase}
            offsetMs={offsetMs}
            takesOffAt={takesOffAt}
            growthPerSecond={growth}
            crashPoint={round?.crashPoint ?? null}
            cashedOutAt={ownNow?.status === 'cashed' ? ownNow.cashOut : null}
          />
          {lastEnded ? (
            <div className="pointer-events-none absolute inset-x-0 bottom-[12%] flex justify-center">
              <div
                data-testid={lastEnded.status === 'cashed' ? 'crash-cashed-out' : 'crash-lost'}
                className={`rounded-2xl px-4 py-2 text-center text-white ${
                  lastEnded.status === 'cashed' && (lastEnded.win ?? 0) > lastEnded.stake
                    ? 'animate-[studio-pop-in_400ms_ease-out] bg-emerald-500/90 shadow-[0_10px_40px_-8px_rgb(16_185_129/0.8)]'
                    : 'bg-slate-700/90'
                }`}
              >
                <div className="text-xs font-bold tracking-wider uppercase">
                  {lastEnded.status === 'cashed' ? t('studio.crash.cashedOut') : t('studio.crash.lostStake')}
                </div>
                <div className="text-lg font-black tabular-nums">
                  {lastEnded.status === 'cashed' && lastEnded.cashOut !== null
                    ? `${formats.times(lastEnded.cashOut)} · ${money(lastEnded.win ?? 0)}`
                    : money(lastEnded.stake)}
                </div>
              </div>
            </div>
          ) : null}
        </div>
        <div className="max-h-[30%] min-h-0 lg:max-h-none">
          <CrashPlayers bets={state?.bets ?? []} ownBetId={ownNow?.id ?? null} />
        </div>
      </div>
    </div>
  );

  const settings = (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <label className="flex items-center gap-2 text-xs font-semibold text-muted">
        <input
          type="checkbox"
          className="size-4 accent-amber-400"
          checked={autoOn}
          disabled={!canBet}
          onChange={(event) => setAutoOn(event.target.checked)}
          data-testid="crash-auto"
        />
        {t('studio.crash.autoCashOut')}
      </label>
      <fieldset className="flex items-center gap-1.5" disabled={!autoOn || !canBet}>
        <legend className="sr-only">{t('studio.crash.cashOut')}</legend>
        <button
          type="button"
          className={stepButton}
          disabled={autoCashOut <= range.min}
          onClick={() => setAutoCashOut(stepCashOut(autoCashOut, -1, range))}
          aria-label={t('studio.crash.cashOutLower')}
          data-testid="crash-cashout-lower"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output
          data-testid="crash-cashout"
          aria-live="polite"
          className={`min-w-20 rounded-lg bg-surface-0/60 px-2 py-1.5 text-center text-base font-extrabold tabular-nums ring-1 ring-line ${autoOn ? 'text-amber-300' : 'text-muted'}`}
        >
          {formats.times(autoCashOut)}
        </output>
        <button
          type="button"
          className={stepButton}
          disabled={autoCashOut >= range.max}
          onClick={() => setAutoCashOut(stepCashOut(autoCashOut, 1, range))}
          aria-label={t('studio.crash.cashOutHigher')}
          data-testid="crash-cashout-higher"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
        <span className="hidden gap-1 sm:flex">
          {CASH_OUT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={autoCashOut === preset}
              onClick={() => setAutoCashOut(preset)}
              className="h-9 rounded-lg bg-surface-2 px-2.5 text-xs font-bold text-muted tabular-nums ring-1 ring-line transition-colors hover:text-fg disabled:opacity-50 aria-pressed:bg-amber-400 aria-pressed:text-black"
            >
              {formats.times(preset)}
            </button>
          ))}
        </span>
      </fieldset>
    </div>
  );

  // Two buttons, not one that changes: a press or a script aimed at "cash out" as the rocket crashes must not land on
  // the next round's "bet" that takes its place.
  const action = canCashOut ? (
    <ActionButton
      key="cash-out"
      label={t('studio.crash.cashOutNow', {
        amount: money(liveCrashWin(ownNow?.stake ?? 0, multiplier)),
      })}
      icon={WalletIcon}
      onClick={cashOut}
      disabled={sending}
      busy={sending}
      testId="crash-cash-out"
    />
  ) : (
    <ActionButton
      key="bet"
      label={
        canBet
          ? t('studio.crash.bet')
          : ownNow?.status === 'open'
            ? t('studio.crash.betPlaced')
            : t('studio.crash.waitNextRound')
      }
      icon={RocketIcon}
      onClick={placeBet}
      disabled={!canBet || sending}
      busy={sending}
      testId="crash-bet"
    />
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
                amount={lastEnded?.win ?? 0}
                highlight={(lastEnded?.win ?? 0) > (lastEnded?.stake ?? 0)}
                testId="studio-win"
              />
            </>
          }
          stake={<BetSelector steps={game.session.betSteps} bet={bet} onChange={setBet} disabled={!canBet} />}
          action={action}
        />
      }
    />
  );
}
