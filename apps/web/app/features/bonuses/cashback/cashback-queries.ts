import type { Cashback, Language } from '@casino/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callCashbackEndpoint } from '../../../lib/cashback-endpoints';
import { cashbackOverviewKey } from '../../../lib/cashback-query-keys';
import { useBonusesMoved } from '../api/bonuses-moved';

/** The player's cashback at a glance: the chosen one, the periods to collect, the programmes on offer. */
export interface CashbackOverview {
  active: Cashback | null;
  completed: Cashback[];
  offers: Cashback[];
}

async function fetchCashbackOverview(lang: Language): Promise<CashbackOverview> {
  const query = { query: { lang } };
  const [active, completed, offers] = await Promise.all([
    callCashbackEndpoint('active', query),
    callCashbackEndpoint('completed', query),
    callCashbackEndpoint('custom', query),
  ]);
  return { active: active.data, completed: completed.data, offers: offers.data };
}

export function cashbackOverviewQuery(lang: Language) {
  return queryOptions({
    queryKey: cashbackOverviewKey(lang),
    queryFn: () => fetchCashbackOverview(lang),
    // The net loss moves with every stake: read again whenever the player comes back to the page.
    staleTime: 0,
  });
}

export function useCashbackOverview() {
  const lang = useLanguage();
  return useQuery(cashbackOverviewQuery(lang));
}

/** `POST /rest/cashback/choose/{cashbackId}/`: chooses a programme for the current period and on. */
export function useChooseCashback() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async (programId: number) =>
      (await callCashbackEndpoint('choose', { params: { cashbackId: programId }, query: { lang } })).data,
    onSuccess: moved,
  });
}

/** `POST /rest/players/cashback/apply/`: collects a completed cashback (its player cashback id). */
export function useCollectCashback() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async (playerCashbackId: number) =>
      (await callCashbackEndpoint('apply', { body: { cashbackId: playerCashbackId }, query: { lang } })).data,
    onSuccess: moved,
  });
}
