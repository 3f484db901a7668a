import type { CompetitionPlayerData, Language } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { viewWithPlayerData } from '../live/competition-cache';
import {
  COMPETITION_BOARDS_KEY,
  COMPETITION_VIEWS_KEY,
  type CompetitionView,
  PLAYER_COMPETITIONS_KEY,
} from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/** What joining a competition and starting a race's next attempt both answer: the player's part after it. */
type PlayerCall = 'subscribe' | 'increaseAttempt';

/**
 * `GET /rest/tournaments/{id}/subscribe/` or `/increase-attempt/`: the player joins, or starts their next outplay
 * attempt. The answer is written into every view of the competition; the player's lists and the board are read
 * again (and the views too when the player had joined already, in another tab).
 */
export async function callPlayerPart(
  call: PlayerCall,
  id: number,
  lang: Language,
): Promise<CompetitionPlayerData> {
  return (await callCompetitions(call, { params: { id }, query: { lang } })).playerData;
}

function usePlayerPartMutation(call: PlayerCall) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: number) => callPlayerPart(call, id, lang),
    onSuccess: (playerData, id) => {
      queryClient.setQueriesData<CompetitionView | null>({ queryKey: COMPETITION_VIEWS_KEY }, (view) =>
        view ? viewWithPlayerData(view, id, playerData) : view,
      );
      for (const queryKey of [PLAYER_COMPETITIONS_KEY, [...COMPETITION_BOARDS_KEY, id]])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (errorCodeOf(error) !== 'competition_already_joined') return;
      for (const queryKey of [PLAYER_COMPETITIONS_KEY, COMPETITION_VIEWS_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useJoinCompetition() {
  return usePlayerPartMutation('subscribe');
}

export function useIncreaseAttempt() {
  return usePlayerPartMutation('increaseAttempt');
}
