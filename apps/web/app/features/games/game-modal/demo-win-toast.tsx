import { formatMoney } from '@casino/i18n';
import PartyPopper from 'lucide-react/icons/party-popper';
import Trophy from 'lucide-react/icons/trophy';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../state/game-format';
import type { DemoWinOverlay } from './frame-reaction';

/** Long enough to read and reach the button; the reels stay playable all the while. */
const DEMO_WIN_TOAST_MS = 8_000;

/**
 * A demo win's invitation to play for real, as a toast over the top of the game: it never covers the reels' buttons
 * or waits to be dismissed (the next spin is one click away), and it goes by itself.
 */
export function DemoWinToast({
  overlay,
  isGuest,
  onPlayForReal,
  onDismiss,
}: {
  overlay: DemoWinOverlay;
  isGuest: boolean;
  onPlayForReal: () => void;
  onDismiss: () => void;
}) {
  const { t, lang } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, DEMO_WIN_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss]);
  const big = overlay.state === 'game-cash-popup-demo-big-win';
  const Icon = big ? Trophy : PartyPopper;
  const title = t(big ? 'games.popups.demoBigWin.title' : 'games.popups.demoWin.title', {
    win: formatMoney(overlay.win, overlay.currency, lang),
    multiplier: formatCount(Math.floor(overlay.win / overlay.bet), lang),
  });
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-20 flex justify-center px-3">
      <div
        role="status"
        data-testid={overlay.state}
        className="pointer-events-auto flex w-full max-w-md animate-dialog-in items-center gap-3 rounded-2xl bg-[#141833]/95 p-3 shadow-[0_16px_40px_-16px_rgb(0_0_0/0.8)] ring-1 ring-white/10 backdrop-blur"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-win/15 text-win">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-extrabold text-white">{title}</p>
          <p className="line-clamp-2 text-xs text-white/65">
            {t(isGuest ? 'games.popups.demoWin.textGuest' : 'games.popups.demoWin.textPlayer')}
          </p>
        </div>
        <button
          type="button"
          onClick={onPlayForReal}
          data-testid="game-popup-real"
          className="h-9 shrink-0 rounded-xl bg-accent px-3 text-xs font-bold text-accent-fg hover:bg-accent-strong"
        >
          {isGuest ? t('games.popups.register') : t('games.popups.playForReal')}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('games.popups.keepDemo')}
          title={t('games.popups.keepDemo')}
          data-testid="game-popup-dismiss"
          className="grid size-8 shrink-0 place-items-center rounded-lg text-white/60 hover:bg-white/10 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
