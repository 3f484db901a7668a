import type { StudioRound } from '@casino/contracts';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { ActionButton } from '../shell/action-button';
import { BetSelector } from '../shell/bet-selector';
import { initialBet } from '../shell/bet-steps';
import { ControlBar } from '../shell/control-bar';
import { GameScreen } from '../shell/game-screen';
import { Readout } from '../shell/readout';
import type { GameFacts } from '../shell/rules-panel';
import { useMoney } from '../shell/use-money';
import { useSound } from '../sound/sound-context';
import { Paylines } from './paylines';
import { type GlyphOf, ReelSet, type ReelSetHandle } from './reel-set';
import type { SlotStep } from './slot-plan';
import { royalVariables, type SlotTheme } from './slot-themes';
import { SymbolSprite } from './symbol-sprite';

/** How long a grid's wins stay lit before the next step (free spins move on quicker). */
const SHOW_WIN_MS = 1100;
const SHOW_FREE_WIN_MS = 750;
const FEATURE_MS = 1700;
const BIG_WIN_STAKES = 10;
/** Cells may grow this much taller than wide on an upright phone. */
const MAX_CELL_STRETCH = 1.8;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The element's height divided by its width, kept up to date; null until it has been measured. */
function useHeightToWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [ratio, setRatio] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0) setRatio(height / width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return ratio;
}

export interface SlotSetup {
  reels: number;
  rows: number;
  /** Every payline: the row it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** Symbol ids with their glyph keys. */
  symbols: readonly { id: string; glyph: string }[];
  theme: SlotTheme;
  facts: GameFacts;
  plan: (round: StudioRound) => SlotStep[];
  summarize: (round: StudioRound) => string;
  rules: (bet: number) => React.ReactNode;
}

type FreeSpins = { number: number; of: number; multiplier: number } | null;

/**
 * A slot machine of any size: the reels, the stake and the spin button, and the replay of each round's outcome
 * (wins lit, free spins announced and counted). No auto-play, turbo or stopping the reels early: each round runs
 * its whole course, and the button waits for the minimum game cycle (RTS 8, 14). Only a win above the stake is
 * celebrated (RTS 14); smaller returns are stated plainly.
 */
export function SlotClient({ setup }: { setup: SlotSetup }) {
  const { t } = useTranslation();
  const game = useGame();
  const sound = useSound();
  const money = useMoney();
  const reels = useRef<ReelSetHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const boxRatio = useHeightToWidth(box);
  const [bet, setBet] = useState(() => initialBet(game.session.betSteps));
  const freeStake = game.freeRoundsLeft > 0 ? game.session.freeRounds?.stake : undefined;
  const [playing, setPlaying] = useState(false);
  const [lit, setLit] = useState<ReadonlySet<string> | null>(null);
  /** Whether the round being shown pays more than its stake: only then do its wins glow (RTS 14). */
  const [roundPays, setRoundPays] = useState(false);
  const [lines, setLines] = useState<number[]>([]);
  const [feature, setFeature] = useState<{ spins: number; multiplier: number } | null>(null);
  const [freeSpins, setFreeSpins] = useState<FreeSpins>(null);
  const [shownWin, setShownWin] = useState(0);
  const [result, setResult] = useState<{ win: number; bet: number } | null>(null);
  const freeSpinsRef = useRef<FreeSpins>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const glyphs = useMemo(
    () => new Map(setup.symbols.map((symbol) => [symbol.id, symbol.glyph])),
    [setup.symbols],
  );
  const glyphOf: GlyphOf = (symbol) => glyphs.get(symbol) ?? symbol;
  const pool = useMemo(() => setup.symbols.map((symbol) => symbol.id), [setup.symbols]);
  const initial = useMemo(
    () =>
      Array.from({ length: setup.reels }, (_, reel) =>
        Array.from({ length: setup.rows }, (_, row) => pool[(reel * 2 + row * 3) % pool.length]!),
      ),
    [setup.reels, setup.rows, pool],
  );

  const run = async (round: StudioRound) => {
    setRoundPays(round.win > round.bet);
    for (const step of setup.plan(round)) {
      if (!live.current) return;
      if (step.kind === 'spin') {
        setLit(null);
        setLines([]);
        if (step.quick) sound.play('spin');
        await reels.current?.spin(step.grid, {
          quick: step.quick,
          onReelStop: () => sound.play('reel-stop'),
        });
      } else if (step.kind === 'show') {
        if (step.win === 0) continue;
        setLit(new Set(step.lit));
        setLines(step.lines);
        setShownWin(Math.min(step.total, round.win));
        await wait(freeSpinsRef.current ? SHOW_FREE_WIN_MS : SHOW_WIN_MS);
      } else if (step.kind === 'feature') {
        setFeature({ spins: step.spins, multiplier: step.multiplier });
        sound.play('feature');
        await wait(FEATURE_MS);
        setFeature(null);
      } else {
        freeSpinsRef.current = step;
        setFreeSpins(step);
      }
    }
  };

  const spin = async () => {
    if (game.busy || playing) return;
    setPlaying(true);
    setResult(null);
    setShownWin(0);
    setLit(null);
    setLines([]);
    freeSpinsRef.current = null;
    setFreeSpins(null);
    sound.play('spin');
    reels.current?.windUp();
    const round = await game.play(bet);
    if (!round) {
      if (live.current) setPlaying(false);
      return;
    }
    await run(round);
    if (!live.current) return;
    setShownWin(round.win);
    setResult({ win: round.win, bet: round.bet });
    if (round.win > round.bet) sound.play(round.win >= round.bet * BIG_WIN_STAKES ? 'big-win' : 'win');
    game.complete(round, setup.summarize(round));
    setPlaying(false);
  };

  // Tall screens (phones upright) get taller cells, so the reels fill the height instead of a thin strip.
  const square = setup.reels / setup.rows;
  const stretch = boxRatio === null ? 1 : Math.min(MAX_CELL_STRETCH, Math.max(1, square * boxRatio));
  const ratio = square / stretch;
  const celebrate = result !== null && result.win > result.bet;
  /** A big win (ten stakes or more) takes the middle of the reels; a smaller one sits on the frame's edge. */
  const big = result !== null && result.win >= result.bet * BIG_WIN_STAKES;
  const disabled = game.busy || playing;

  const stage = (
    <div
      className="relative flex min-h-0 flex-1 flex-col items-center overflow-hidden px-2 py-2 sm:px-6 sm:py-4"
      style={{ background: setup.theme.stage }}
    >
      <div
        className={`flex h-9 shrink-0 items-center gap-3 text-sm font-extrabold tracking-wide uppercase sm:h-11 sm:text-base ${setup.theme.accent}`}
      >
        {freeSpins ? (
          <>
            <span
              data-testid="slot-free-spins"
              className="rounded-full bg-black/40 px-3 py-1 ring-1 ring-white/20"
            >
              {t('studio.slot.freeSpin', { number: freeSpins.number, of: freeSpins.of })}
            </span>
            <span className="rounded-full bg-black/40 px-3 py-1 tabular-nums ring-1 ring-white/20">
              ×{freeSpins.multiplier}
            </span>
            <span className="rounded-full bg-black/40 px-3 py-1 tabular-nums ring-1 ring-white/20">
              {money(shownWin)}
            </span>
          </>
        ) : (
          <>
            {/* On phones the frame's top bar names the game already: the marquee keeps to wider screens. */}
            <span
              className="hidden truncate bg-clip-text text-lg font-black tracking-[0.12em] text-transparent drop-shadow-[0_2px_10px_rgb(0_0_0/0.6)] sm:block sm:text-2xl"
              style={{
                backgroundImage: `linear-gradient(180deg, #ffffff 15%, ${setup.theme.accentColor} 85%)`,
              }}
            >
              {game.session.game.title}
            </span>
            <span className="shrink-0 rounded-full bg-black/35 px-2.5 py-0.5 text-[11px] tracking-wider ring-1 ring-white/15">
              {t('studio.slot.lines', { count: setup.lines.length })}
            </span>
          </>
        )}
      </div>
      <div ref={box} className="relative grid min-h-0 w-full flex-1 place-items-center [container-type:size]">
        <div
          className="relative rounded-[1.4rem] p-[max(6px,1.1cqmin)] shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)]"
          style={{
            background: setup.theme.frame,
            width: `min(100cqw, 100cqh * ${ratio})`,
            aspectRatio: String(ratio),
          }}
        >
          <div
            className="relative size-full overflow-hidden rounded-[1rem] bg-black/60 p-[1%]"
            style={royalVariables(setup.theme)}
            data-testid="slot-reels"
          >
            <ReelSet
              ref={reels}
              initial={initial}
              rows={setup.rows}
              pool={pool}
              glyphOf={glyphOf}
              lit={lit}
              celebrate={roundPays}
              reelClass={`rounded-lg shadow-[inset_0_8px_16px_rgb(0_0_0/0.35),inset_0_-8px_16px_rgb(0_0_0/0.35)] ${setup.theme.reel}`}
            />
            <Paylines lines={lines} shapes={setup.lines} reels={setup.reels} rows={setup.rows} />
          </div>
          {feature ? (
            <div className="absolute inset-0 z-20 grid place-items-center rounded-[1.4rem] bg-black/55 backdrop-blur-[2px]">
              <div className="animate-[studio-pop-in_500ms_ease-out] text-center" data-testid="slot-feature">
                <div
                  className={`text-3xl font-black tracking-tight uppercase drop-shadow-lg sm:text-5xl ${setup.theme.accent}`}
                >
                  {t('studio.slot.featureTitle', { count: feature.spins })}
                </div>
                <div className="mt-1 text-lg font-bold text-white sm:text-2xl">
                  {t('studio.slot.featureMultiplier', { multiplier: feature.multiplier })}
                </div>
              </div>
            </div>
          ) : null}
          {celebrate && result ? (
            <div
              className={`pointer-events-none absolute inset-x-0 z-20 flex justify-center ${
                big ? 'inset-y-0 items-center' : '-bottom-5 sm:-bottom-7'
              }`}
            >
              <div
                data-testid="slot-big-win"
                className={`animate-[studio-pop-in_500ms_ease-out] rounded-2xl bg-black/75 text-center ring-2 ring-yellow-300/70 shadow-[0_0_60px_rgb(250_204_21/0.45)] ${
                  big ? 'px-6 py-3' : 'px-4 py-1.5'
                }`}
              >
                <div className="text-xs font-extrabold tracking-[0.3em] text-yellow-200 uppercase sm:text-sm">
                  {t(big ? 'studio.slot.bigWin' : 'studio.slot.youWin')}
                </div>
                <div
                  className={`bg-[linear-gradient(90deg,#fde68a,#f59e0b,#fff7cc,#f59e0b,#fde68a)] bg-[length:200%_100%] bg-clip-text font-black text-transparent tabular-nums animate-[studio-shimmer_2.4s_linear_infinite] ${
                    big ? 'text-3xl sm:text-5xl' : 'text-2xl sm:text-3xl'
                  }`}
                >
                  {money(result.win)}
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <p
        className="flex h-8 shrink-0 items-center text-sm font-semibold text-white/85 tabular-nums sm:h-10"
        data-testid="slot-caption"
      >
        {result && !celebrate && result.win > 0
          ? t('studio.slot.returned', { amount: money(result.win) })
          : !result && shownWin > 0 && !freeSpins
            ? lines.length > 0
              ? t('studio.slot.lineWins', { count: lines.length, amount: money(shownWin) })
              : t('studio.slot.scatterWin', { amount: money(shownWin) })
            : null}
      </p>
    </div>
  );

  return (
    <>
      <SymbolSprite glyphs={setup.symbols.map((symbol) => symbol.glyph)} />
      <GameScreen
        stage={stage}
        facts={setup.facts}
        rules={setup.rules(bet)}
        summarize={setup.summarize}
        controls={
          <ControlBar
            readouts={
              <>
                <Readout label={t('studio.balance')} amount={game.balance} testId="studio-balance" />
                <Readout
                  label={t('studio.win')}
                  amount={shownWin}
                  highlight={celebrate}
                  testId="studio-win"
                />
              </>
            }
            stake={
              // The casino's free spins are played at their own stake: it stands while they last.
              freeStake === undefined ? (
                <BetSelector steps={game.session.betSteps} bet={bet} onChange={setBet} disabled={disabled} />
              ) : (
                <BetSelector steps={game.session.betSteps} bet={freeStake} onChange={setBet} disabled />
              )
            }
            action={
              <ActionButton
                label={t('studio.slot.spin')}
                icon={RotateCw}
                onClick={spin}
                disabled={disabled}
                busy={playing}
                testId="studio-play"
              />
            }
          />
        }
      />
    </>
  );
}
