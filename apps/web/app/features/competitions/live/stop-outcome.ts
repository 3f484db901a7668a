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

/** What the two modals are opened with: the push's words in the page's language, numbers as text. */
export function stopModalParams(data: CompetitionStopData, lang: Language): ModalParams {
  const prize = data.prize && data.prize.type !== 'none' ? (data.prize.title[lang] ?? '') : '';
  return {
    slug: data.slug,
    title: data.title[lang] ?? '',
    position: data.position === null ? '' : String(data.position),
    points: data.points === null ? '' : String(data.points),
    prize,
  };
}

/**
 * A `stop` with the player's place is theirs (the personal channel's; the public one's names no place): a race's end
 * opens RaceOverModal, a promo tournament's PromoTournamentPrizeModal, a tournament's shows the prize toast for 15 s
 * (spec section 9). Null when there is nothing to tell the player.
 */
export function stopOutcome(data: CompetitionStopData, lang: Language, t: Translate): StopOutcome | null {
  if (data.position === null) return null;
  const params = stopModalParams(data, lang);
  if (data.type === 'race' || data.type === 'special-race')
    return { kind: 'modal', name: 'RaceOverModal', params };
  if (data.type === 'promo') return { kind: 'modal', name: 'PromoTournamentPrizeModal', params };
  const values = { title: params.title ?? '', position: data.position, prize: params.prize ?? '' };
  return {
    kind: 'toast',
    toast: {
      title: t('competitions.over.toastTitle', values),
      description: t(
        params.prize ? 'competitions.over.toastPrize' : 'competitions.over.toastNoPrize',
        values,
      ),
      tone: params.prize ? 'success' : 'info',
      durationMs: TOAST_DURATION_MS.tournamentPrize,
    },
  };
}
