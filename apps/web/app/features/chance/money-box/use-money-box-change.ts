import type { MoneyBoxChange } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { MONEY_BOX_KEY } from './money-box-endpoints';
import { showCollectionToast } from './money-box-toast';

const REFUSALS = new Set([
  'insufficient_funds',
  'too_many_holds',
  'hold_not_due',
  'hold_closed',
  'hold_not_found',
  'money_box_nothing_due',
  'validation_failed',
]);

/** Runs one change of the box (`what` names it, for the busy state); true when it was made. */
export type RunMoneyBoxChange = (what: string, change: () => Promise<MoneyBoxChange>) => Promise<boolean>;

/**
 * Runs one change of the box at a time: the box and the balance are read again from its answer, money that came
 * back is told by the collection toast, a refusal in words (a 444 opens the Ludoman modal, api-client).
 */
export function useMoneyBoxChange() {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run: RunMoneyBoxChange = async (what, change) => {
    if (busy !== null) return false;
    setBusy(what);
    setError(null);
    try {
      const { box, returned } = await change();
      queryClient.setQueryData(MONEY_BOX_KEY, box);
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
      if (returned > 0) showCollectionToast(t, { amount: returned, currency: box.currency, lang });
      return true;
    } catch (failure) {
      const code = errorCodeOf(failure);
      setError(t(`chance.moneyBox.errors.${REFUSALS.has(code) ? code : 'unknown'}`));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
