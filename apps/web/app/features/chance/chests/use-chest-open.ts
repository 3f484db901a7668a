import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

const REFUSALS = new Set([
  'chest_open_unavailable',
  'chest_limit_exceeded',
  'chests_not_found',
  'chest_number_invalid',
]);

/**
 * A pick as the player sees it: the chest picked shakes while the server draws, and nothing else can be picked
 * meanwhile (the server opens once anyway). A refusal is told in words; a 444 opens the Ludoman modal (api-client).
 */
export function useChestOpen(open: (chestNumber: number) => Promise<unknown>) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (chestNumber: number) => {
    if (opening !== null) return;
    setOpening(chestNumber);
    setError(null);
    try {
      await open(chestNumber);
    } catch (failure) {
      const code = errorCodeOf(failure);
      setError(t(`chance.chests.errors.${REFUSALS.has(code) ? code : 'unknown'}`));
    } finally {
      setOpening(null);
    }
  };
  return { opening, error, pick: (chestNumber: number) => void pick(chestNumber) };
}
