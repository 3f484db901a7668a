import type { CompetitionStageChangedData, Language } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import { TOAST_DURATION_MS, type ToastOptions } from '../../../lib/toasts/toast-store';
import { awardedPrizeText } from './stop-outcome';

/**
 * A `stageChanged` with the player's place and prize is theirs (the public one names no place): the prize toast
 * for 15 s (spec section 9), naming the stage, the place and the stage's prize or its lottery tickets. Null when
 * there is nothing to tell the player: no place, or a place that won nothing.
 */
export function stageToast(
  data: CompetitionStageChangedData,
  lang: Language,
  t: Translate,
): ToastOptions | null {
  const prize = awardedPrizeText(data.prize, lang);
  if (data.position === null || !prize) return null;
  const values = {
    title: data.title[lang] ?? '',
    stage: data.closedStage,
    stages: data.stages,
    position: data.position,
    prize,
  };
  return {
    title: t('competitions.stages.toastTitle', values),
    description: t(
      data.award === 'stage-tickets' ? 'competitions.stages.toastTickets' : 'competitions.stages.toastPrize',
      values,
    ),
    tone: 'success',
    durationMs: TOAST_DURATION_MS.tournamentPrize,
  };
}
