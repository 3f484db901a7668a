import type { Currency } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useQueryClient } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-alert';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { Fragment, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { registerToPlay } from '../../../lib/modals/game-launch';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { usePlayPaused } from '../../../lib/play-pause';
import { usePlayerBalance } from '../../../lib/player-balance';
import { useIsDesktop } from '../../../lib/viewport';
import { GAMES_KEY } from '../api/game-keys';
import { FavoriteButton } from '../tiles/favorite-button';
import { useGameActions } from '../tiles/use-game-actions';
import { DemoWinToast } from './demo-win-toast';
import { type BlockedMessage, type GameOverlay, isDemoWin } from './frame-reaction';
import { type GameRequest, readGameRequest } from './game-modal-params';
import { InGamePopup } from './in-game-popup';
import { ModeSwitch } from './mode-switch';
import { RelatedPanel } from './related-panel';
import { useFrameMessages } from './use-frame-messages';
import { useFullscreen } from './use-fullscreen';
import { useGameLaunch } from './use-game-launch';

const TOP_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-white/75 transition-colors hover:bg-white/10 hover:text-white';

/** The balance the game plays with: the player's real one (the header's), or the demo money the game reported. */
function BalanceChip({
  isMoney,
  demo,
}: {
  isMoney: boolean;
  demo: { amount: number; currency: Currency } | null;
}) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const real = usePlayerBalance(isMoney && !player.isGuest);
  const amount = isMoney
    ? real.data
      ? { amount: real.data.principal, currency: real.data.currency }
      : null
    : demo;
  return (
    <div className="grid min-w-0 text-right leading-tight" data-testid="game-modal-balance">
      <span className="text-[10px] font-semibold tracking-wider text-white/50 uppercase">
        {t(isMoney ? 'games.modal.balance' : 'games.modal.demoBalance')}
      </span>
      <span
        className="truncate text-sm font-bold text-white tabular-nums"
        data-testid="game-modal-balance-amount"
        data-amount={amount?.amount}
      >
        {amount ? formatMoney(amount.amount, amount.currency, lang) : '—'}
      </span>
    </div>
  );
}

/** What player protection adds to the Game modal; the composition root hands it over (`shell/modals`). */
export interface GameModalParts {
  /** The session's time and net position, kept in view during real play (RTS 2E, 13). */
  sessionFigures: ReactNode;
  /** The casino refused a stake for the player's own protection: show the player why. */
  onProtectionBlock: (message: BlockedMessage) => void;
  /** What player protection says of a time-out or self-exclusion in force, while the game plays in demo. */
  pauseNotice: ReactNode;
  /** The cash desk's tax-ID form, worded for play: real money waits for it, then the game launches again. */
  taxIdForm: (props: { onSaved: () => void }) => ReactNode;
  /** The competition the game counts for, on a line under the bar: the player's place, joining, its alerts. */
  competitionLine: (props: { gameId: number | null; isMoney: boolean }) => ReactNode;
}

/**
 * The Game modal (spec section 2): the game in its frame under a thin bar (title, real/demo switch, balance,
 * favourite, full screen, close), games like it beside it on desktop, and the in-game states over it.
 */
export function GameModal({ params, parts }: ModalBodyProps & { parts: GameModalParts }) {
  const { t } = useTranslation();
  const { player } = useAppData().appMain;
  const request = readGameRequest(params, player.isGuest);
  if (!request) {
    return (
      <div className="grid gap-4 p-6" data-testid="game-modal-unavailable">
        <Dialog.Title className="text-xl font-bold text-fg">{t('games.modal.unavailable')}</Dialog.Title>
        <Button variant="secondary" onClick={closeModal}>
          {t('games.popups.close')}
        </Button>
      </div>
    );
  }
  return <GameScreen key={`${request.slug}:${request.isMoney}`} initial={request} parts={parts} />;
}

function GameScreen({ initial, parts }: { initial: GameRequest; parts: GameModalParts }) {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = useGameActions();
  const [slug, setSlug] = useState(initial.slug);
  // In a time-out or self-exclusion the game opens in demo, and the modal says why real money is off.
  const paused = usePlayPaused();
  const [isMoney, setIsMoney] = useState(initial.isMoney && !paused);
  const [attempt, setAttempt] = useState(0);
  const [overlay, setOverlay] = useState<GameOverlay | null>(null);
  const [demoBalance, setDemoBalance] = useState<{ amount: number; currency: Currency } | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(box);
  const isDesktop = useIsDesktop() ?? true;

  const relaunch = (next: Partial<{ slug: string; isMoney: boolean }>) => {
    setOverlay(null);
    setDemoBalance(null);
    if (next.slug !== undefined) setSlug(next.slug);
    if (next.isMoney !== undefined) setIsMoney(next.isMoney);
    setAttempt((value) => value + 1);
  };
  const launch = useGameLaunch({ slug, isMoney, attempt }, () => relaunch({ isMoney: false }));
  useFrameMessages(frame, (reaction) => {
    if (reaction.balance?.mode === 'demo') setDemoBalance(reaction.balance);
    if (reaction.overlay) setOverlay(reaction.overlay);
    if (reaction.protection) parts.onProtectionBlock(reaction.protection);
  });

  // What the player played shows in the game history and the "last played" list once the game closes.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'history'] });
      void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'list', 'last'] });
    },
    [queryClient],
  );

  const chooseMode = (money: boolean) => {
    if (money === isMoney || (money && paused)) return;
    if (money && player.isGuest) registerToPlay(slug, features);
    else relaunch({ isMoney: money });
  };
  const dismissOverlay = useCallback(() => setOverlay(null), []);
  const popupActions = {
    deposit: () => {
      closeModal();
      void navigate(depositPath(i18nLang));
    },
    playDemo: () => relaunch({ isMoney: false }),
    dismiss: dismissOverlay,
    reopen: () => relaunch({}),
    close: closeModal,
  };
  const game = launch.status === 'playing' ? launch.launch : null;
  // Real play keeps the session's time and net position in view (RTS 2E, 13): in the bar on desktop, on a line of
  // their own on phones, whose bar has the mode and the balance in the title's place.
  // Keyed by the game: the figures' clock starts again when the modal switches to another game.
  const figures = isMoney ? <Fragment key={slug}>{parts.sessionFigures}</Fragment> : null;
  const modeAndBalance = (
    <>
      <ModeSwitch isMoney={isMoney} onChange={chooseMode} realDisabled={paused} />
      {isDesktop ? figures : null}
      <BalanceChip isMoney={isMoney} demo={demoBalance} />
    </>
  );

  return (
    <div
      className="flex min-h-0 flex-1 flex-col bg-[#07080f] text-white lg:overflow-hidden lg:rounded-3xl"
      data-testid="game-modal"
      data-slug={slug}
      data-mode={isMoney ? 'real' : 'demo'}
      data-status={launch.status}
    >
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-white/10 bg-[#0b0d18] px-2 sm:gap-3 sm:px-3">
        {/* On phones the game's own frame names it: the bar keeps the title for screen readers and gives its
            room to the mode and the balance. */}
        <div className={isDesktop ? 'grid min-w-0 flex-1 pl-1 leading-tight' : 'sr-only'}>
          <Dialog.Title
            className="truncate text-sm font-bold text-white sm:text-base"
            data-testid="game-modal-title"
          >
            {game?.title ?? t('games.modal.loading')}
          </Dialog.Title>
          <span className="truncate text-xs text-white/50">{game?.provider.title ?? '\u00a0'}</span>
        </div>
        {isDesktop ? (
          modeAndBalance
        ) : (
          <div className="flex min-w-0 flex-1 items-center justify-between gap-2 pl-1">{modeAndBalance}</div>
        )}
        {game ? (
          <FavoriteButton
            active={actions.isFavorite(game.id)}
            onToggle={() => actions.toggleFavorite(game)}
            title={game.title}
            look="bar"
          />
        ) : null}
        {fullscreen.available ? (
          <button
            type="button"
            onClick={fullscreen.toggle}
            aria-label={t(fullscreen.active ? 'games.modal.exitFullscreen' : 'games.modal.fullscreen')}
            data-testid="game-fullscreen"
            className={TOP_BUTTON}
          >
            {fullscreen.active ? (
              <Minimize className="size-5" aria-hidden="true" />
            ) : (
              <Maximize className="size-5" aria-hidden="true" />
            )}
          </button>
        ) : null}
        <Dialog.Close
          className={TOP_BUTTON}
          aria-label={t('games.modal.close')}
          data-testid="game-modal-close"
        >
          <X className="size-5.5" aria-hidden="true" />
        </Dialog.Close>
      </div>
      {paused ? <div className="border-b border-white/10">{parts.pauseNotice}</div> : null}
      {!isDesktop && figures ? (
        <div className="flex justify-center border-b border-white/10 bg-[#0b0d18] px-3 py-1">{figures}</div>
      ) : null}
      {parts.competitionLine({ gameId: game?.id ?? null, isMoney })}
      <div className="flex min-h-0 flex-1">
        <div ref={box} className="relative min-w-0 flex-1 bg-black" data-testid="game-frame-box">
          {game ? (
            <iframe
              ref={frame}
              key={game.iframeUrl}
              src={game.iframeUrl}
              title={game.title}
              allow="fullscreen; autoplay"
              data-testid="game-frame"
              className="absolute inset-0 h-full w-full border-0"
            />
          ) : null}
          {launch.status === 'loading' || launch.status === 'leaving' ? (
            <div
              className="absolute inset-0 grid place-items-center"
              role="status"
              data-testid="game-loading"
            >
              <div className="flex flex-col items-center gap-3 text-white/70">
                <LoaderCircle className="size-10 animate-spin text-accent" aria-hidden="true" />
                <span className="text-sm">{t('games.modal.loading')}</span>
              </div>
            </div>
          ) : null}
          {launch.status === 'tax-id' ? (
            <div className="absolute inset-0 overflow-y-auto p-4" data-testid="game-tax-id">
              <div className="mx-auto my-4 max-w-md rounded-3xl bg-surface-1 p-6 text-fg ring-1 ring-line">
                {parts.taxIdForm({ onSaved: () => relaunch({}) })}
              </div>
            </div>
          ) : null}
          {launch.status === 'failed' ? (
            <div className="absolute inset-0 grid place-items-center p-6" data-testid="game-failed">
              <div className="flex max-w-sm flex-col items-center gap-4 text-center">
                <CircleAlert className="size-10 text-amber-400" aria-hidden="true" />
                <p className="text-base text-white">{t('games.modal.failed')}</p>
                <div className="flex gap-2">
                  <Button onClick={() => relaunch({})}>{t('games.retry')}</Button>
                  <button
                    type="button"
                    className="inline-flex h-11 items-center rounded-xl px-5 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/10"
                    onClick={() => {
                      closeModal();
                      void navigate(actions.pageOf({ slug }));
                    }}
                  >
                    {t('games.modal.toPage')}
                  </button>
                </div>
              </div>
            </div>
          ) : null}
          {overlay && isDemoWin(overlay) ? (
            <DemoWinToast
              key={`${overlay.bet}:${overlay.win}:${overlay.balance}`}
              overlay={overlay}
              isGuest={player.isGuest}
              onPlayForReal={() => chooseMode(true)}
              onDismiss={dismissOverlay}
            />
          ) : overlay ? (
            <InGamePopup overlay={overlay} actions={popupActions} />
          ) : null}
        </div>
        <RelatedPanel slug={slug} kind={game?.kind ?? null} onOpen={(next) => relaunch({ slug: next })} />
      </div>
    </div>
  );
}
