import { formatMoney } from '@casino/i18n';
import CircleAlert from 'lucide-react/icons/circle-alert';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Wallet from 'lucide-react/icons/wallet';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { GameOverlay } from './frame-reaction';

export interface PopupActions {
  deposit: () => void;
  playDemo: () => void;
  dismiss: () => void;
  reopen: () => void;
  close: () => void;
}

/** The popup's actions: over the dark game whatever the site's theme, so their colours are the game's own. */
function PopupButton({
  primary = false,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center rounded-xl px-5 font-bold transition-colors ${
        primary
          ? 'h-12 bg-accent text-base text-accent-fg shadow-[0_8px_24px_-8px_var(--brand-accent)] hover:bg-accent-strong'
          : 'h-11 text-sm text-white ring-1 ring-white/25 hover:bg-white/10'
      }`}
      {...props}
    />
  );
}

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

function Card({
  testId,
  icon: IconComponent,
  tone,
  title,
  text,
  children,
}: {
  testId: string;
  icon: Icon;
  tone: 'accent' | 'win' | 'warn';
  title: string;
  text: string;
  children: ReactNode;
}) {
  const tones = {
    accent: 'bg-accent/15 text-accent',
    win: 'bg-win/15 text-win',
    warn: 'bg-amber-400/15 text-amber-400',
  } as const;
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${testId}-title`}
      aria-describedby={`${testId}-text`}
      data-testid={testId}
      className="relative w-full max-w-sm animate-dialog-in overflow-hidden rounded-3xl bg-[#141833] p-6 text-center shadow-[0_24px_60px_-20px_rgb(0_0_0/0.8)] ring-1 ring-white/10"
    >
      <span className={`mx-auto grid size-16 place-items-center rounded-2xl ${tones[tone]}`}>
        <IconComponent className="size-8" aria-hidden="true" />
      </span>
      <h3 id={`${testId}-title`} className="mt-4 text-xl font-extrabold tracking-tight text-white">
        {title}
      </h3>
      <p id={`${testId}-text`} className="mt-2 text-sm leading-relaxed text-white/70">
        {text}
      </p>
      <div className="mt-5 grid gap-2">{children}</div>
    </div>
  );
}

/**
 * An in-game state over the game (spec section 2): its data-testid is the state's name. An empty balance and a
 * stake above the balance offer a deposit; an ended session, a reopen. (A demo win is a toast: DemoWinToast.)
 */
export function InGamePopup({ overlay, actions }: { overlay: GameOverlay; actions: PopupActions }) {
  const { t, lang } = useTranslation();
  const money = (amount: number, currency: Parameters<typeof formatMoney>[1]) =>
    formatMoney(amount, currency, lang);

  let card: ReactNode;
  switch (overlay.state) {
    case 'game-cash-popup-balance-empty':
    case 'game-cash-popup-bet-balance-empty':
      card = (
        <Card
          testId={overlay.state}
          icon={Wallet}
          tone="accent"
          title={t(
            `games.popups.${overlay.state === 'game-cash-popup-balance-empty' ? 'balanceEmpty' : 'betBalanceEmpty'}.title`,
          )}
          text={t(
            `games.popups.${overlay.state === 'game-cash-popup-balance-empty' ? 'balanceEmpty' : 'betBalanceEmpty'}.text`,
          )}
        >
          <PopupButton primary onClick={actions.deposit} data-testid="game-popup-deposit">
            {t('games.popups.deposit')}
          </PopupButton>
          <PopupButton onClick={actions.playDemo}>{t('games.popups.playDemo')}</PopupButton>
        </Card>
      );
      break;
    case 'game-cash-popup-bet-more-balance':
      card = (
        <Card
          testId={overlay.state}
          icon={CircleAlert}
          tone="warn"
          title={t('games.popups.betMoreBalance.title')}
          text={t('games.popups.betMoreBalance.text', {
            bet: money(overlay.bet, overlay.currency),
            balance: money(overlay.balance, overlay.currency),
          })}
        >
          <PopupButton primary onClick={actions.dismiss} data-testid="game-popup-lower-bet">
            {t('games.popups.lowerBet')}
          </PopupButton>
          <PopupButton onClick={actions.deposit} data-testid="game-popup-deposit">
            {t('games.popups.deposit')}
          </PopupButton>
        </Card>
      );
      break;
    case 'session-ended':
      card = (
        <Card
          testId="game-session-ended"
          icon={RotateCcw}
          tone="accent"
          title={t('games.popups.sessionEnded.title')}
          text={t('games.popups.sessionEnded.text')}
        >
          <PopupButton primary onClick={actions.reopen} data-testid="game-popup-reopen">
            {t('games.popups.reopen')}
          </PopupButton>
          <PopupButton onClick={actions.close}>{t('games.popups.close')}</PopupButton>
        </Card>
      );
      break;
  }
  return (
    <div className="absolute inset-0 z-20 grid place-items-center overflow-y-auto bg-black/65 p-4 backdrop-blur-sm animate-fade-in">
      {card}
    </div>
  );
}
