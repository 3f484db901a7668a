import type { CompetitionStopData, Language } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import type { ModalName } from '../../../lib/modals/modal-names';
import type { ModalParams } from '../../../lib/modals/modal-registry';
import { TOAST_DURATION_MS, type ToastOptions } from '../../../lib/toasts/toast-store';

/** What the end of a competition tells the player who took part in it. */
export type StopOutcome =
  | {
      kind: 'modal';
      name: Extract<ModalName, 'RaceOverModal' | 'PromoTournamentPrizeModal'>;
      params: ModalParams;
    }
  | { kind: 'toast'; toast: ToastOptions };

/** A pushed prize's words in the page's language; empty for none. */
export function awardedPrizeText(prize: CompetitionStopData['prize'], lang: Language): string {
  return prize && prize.type !== 'none' ? (prize.title[lang] ?? '') : '';
}

/** What the two modals are opened with: the push's words in the page's language, numbers as text. */
export function stopModalParams(data: CompetitionStopData, lang: Language): ModalParams {
  return {
    slug: data.slug,
    title: data.title[lang] ?? '',
    position: data.position === null ? '' : String(data.position),
    points: data.points === null ? '' : String(data.points),
    prize: awardedPrizeText(data.prize, lang),
  };
}

/**
 * A `stop` with the player's place is theirs (the personal channel's; the public one's names no place): a race's end
 * opens RaceOverModal, a promo tournament's PromoTournamentPrizeModal, a tournament's shows the prize toast for 15 s
 * (spec section 9). A prize of the best rounds (the biggest multiplier, the jackpot, decision 035) comes as a `stop`
 * of its own beside the place's: it is the toast, in its own words, whatever the kind, so the end's modal stays the
 * place's. Null when there is nothing to tell the player.
 */
export function stopOutcome(data: CompetitionStopData, lang: Language, t: Translate): StopOutcome | null {
  const params = stopModalParams(data, lang);
  const values = { title: params.title ?? '', position: data.position ?? '', prize: params.prize ?? '' };
  const toast = (description: string, won: boolean): StopOutcome => ({
    kind: 'toast',
    toast: {
      title: t('competitions.over.toastTitle', values),
      description,
      tone: won ? 'success' : 'info',
      durationMs: TOAST_DURATION_MS.tournamentPrize,
    },
  });
  if (data.award === 'multiplier' || data.award === 'jackpot') {
    if (!values.prize) return null;
    const words = data.award === 'jackpot' ? 'toastJackpot' : 'toastMultiplier';
    return toast(t(`competitions.over.${words}`, values), true);
  }
  if (data.position === null) return null;
  if (data.type === 'race' || data.type === 'special-race')
    return { kind: 'modal', name: 'RaceOverModal', params };
  if (data.type === 'promo') return { kind: 'modal', name: 'PromoTournamentPrizeModal', params };
  return values.prize
    ? toast(t('competitions.over.toastPrize', values), true)
    : toast(t('competitions.over.toastNoPrize', values), false);
}
