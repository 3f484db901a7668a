import type { Bonus } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useBonusesMoved } from '../api/bonuses-moved';
import { useBonusRefusal } from '../use-bonus-refusal';

/**
 * Taking a birthday or a daily bonus from its modal: on success the player is told (`takenKey`) and every bonus
 * is read again; a refusal is worded where the player acted (or opens its modal).
 */
export function useTakeRecurring(take: () => Promise<Bonus>, takenKey: string, onTaken?: () => void) {
  const { t } = useTranslation();
  const bonusesMoved = useBonusesMoved();
  const refuse = useBonusRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: take,
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      toast({ title: t(takenKey), tone: 'success' });
      onTaken?.();
    },
    onError: (failure) => setRefusal(refuse(failure)),
    // A refusal too may mean the state moved (taken on another page): read it again either way.
    onSettled: bonusesMoved,
  });
  return { mutation, refusal };
}
