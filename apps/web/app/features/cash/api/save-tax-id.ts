import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalOptionsQuery } from './withdrawal-methods';

/** `POST /rest/player/tax-id/`: the player's RNOKPP, which withdrawals in non-exempt currencies need. */
export function saveTaxId(taxId: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>('/rest/player/tax-id/', { body: { taxId } });
}

/** Saves the tax ID; the withdrawal options then no longer ask for it. */
export function useSaveTaxId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery.queryKey }),
  });
}
