import {
  type Language,
  MINOR_UNITS,
  type PlayerStarDropPush,
  PRIZE_DROP_TOAST_MIN_PRIZE,
  PRIZE_DROP_TOAST_MS,
  type PrizeDropPush,
} from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import type { ToastOptions } from '../../../lib/toasts/toast-store';

/** Spec sections 8 and 9: a prize drop is told when its prize is 500 or more (major units) or is the player's own. */
export function showsPrizeDrop(drop: Pick<PrizeDropPush, 'own' | 'prize'>): boolean {
  if (drop.own) return true;
  const { amount, currency } = drop.prize;
  return amount !== null && currency !== null && amount >= PRIZE_DROP_TOAST_MIN_PRIZE * MINOR_UNITS[currency];
}

function prizeText(drop: PrizeDropPush, lang: Language): string {
  const { amount, currency, title } = drop.prize;
  return amount !== null && currency !== null ? formatMoney(amount, currency, lang) : title[lang];
}

/** The prize drop's notice, 10 s on screen; null when the drop is not one to tell. */
export function prizeDropToast(drop: PrizeDropPush, lang: Language, t: Translate): ToastOptions | null {
  if (!showsPrizeDrop(drop)) return null;
  const prize = prizeText(drop, lang);
  const campaign = drop.title[lang];
  return drop.own
    ? {
        title: t('chance.drops.toast.ownTitle', { prize }),
        description: t('chance.drops.toast.ownText', { campaign }),
        tone: 'success',
        durationMs: PRIZE_DROP_TOAST_MS,
      }
    : {
        title: t('chance.drops.toast.title', { prize }),
        description: t('chance.drops.toast.text', { winner: drop.winner, campaign, left: drop.prizesLeft }),
        tone: 'info',
        durationMs: PRIZE_DROP_TOAST_MS,
      };
}

/** Stars dropped to the player: the stars and their balance now, as long as other notices. */
export function starDropToast(drop: PlayerStarDropPush, t: Translate): ToastOptions {
  return {
    title: t('chance.drops.toast.starsTitle', { stars: drop.stars }),
    description: t('chance.drops.toast.starsText', { balance: drop.balance }),
    tone: 'success',
    durationMs: PRIZE_DROP_TOAST_MS,
  };
}
