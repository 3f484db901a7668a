import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { LOTTERY_KEY } from './lottery-endpoints';
import { lotteryErrorKey } from './lottery-error';

/**
 * One lottery action at a time (buy, enter, spin, take a prize): a press while one is under way does nothing, so a
 * double click acts once; each press sends its own idempotency key, so a purchase the network delivers twice buys
 * once. Success and refusals are told in toasts; the lottery reads again.
 */
export function useLotteryAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);

  const run = async (name: string, action: (idempotencyKey: string) => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    setBusy(name);
    const idempotencyKey = crypto.randomUUID();
    try {
      toast({ title: await action(idempotencyKey), tone: 'success' });
    } catch (error) {
      toast({ title: t(lotteryErrorKey(error)), tone: 'error' });
    } finally {
      running.current = false;
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    }
  };

  return {
    busy,
    run: (name: string, action: (idempotencyKey: string) => Promise<string>) => void run(name, action),
  };
}
