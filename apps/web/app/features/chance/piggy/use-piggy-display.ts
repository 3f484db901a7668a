import { PIGGY_BANK_DISPLAY_DELAY_MS, type PiggyBank } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { piggyDisplayAmount } from './piggy-display';
import { PIGGY_BANK_KEY, type piggyBankQuery } from './piggy-endpoints';

type PiggyPage = Awaited<ReturnType<ReturnType<typeof piggyBankQuery>['queryFn']>>;

/**
 * The amount the piggy bank shows: a top-up message (`moneyBox` `piggyBank` push) stores the new piggy bank at
 * once, but the previous amount stays on screen for the display delay, then the new one (spec section 4).
 */
export function usePiggyDisplay(piggy: PiggyBank | undefined): { amount: number; waiting: boolean } {
  const queryClient = useQueryClient();
  const [toppedUpAt, setToppedUpAt] = useState<number | null>(null);
  usePushHandler('moneyBox', (message) => {
    if (message.action !== 'piggyBank') return;
    const next = message.data;
    queryClient.setQueryData<PiggyPage>(PIGGY_BANK_KEY, (page) =>
      page ? { ...page, piggyBank: next } : page,
    );
    setToppedUpAt(next.delayedAmount > 0 ? Date.now() : null);
  });
  useEffect(() => {
    if (toppedUpAt === null) return;
    const timer = window.setTimeout(() => setToppedUpAt(null), PIGGY_BANK_DISPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [toppedUpAt]);
  if (!piggy) return { amount: 0, waiting: false };
  const since = toppedUpAt === null ? null : Date.now() - toppedUpAt;
  return { amount: piggyDisplayAmount(piggy, since), waiting: toppedUpAt !== null };
}
