import { CASH_WITHDRAWAL_ENDPOINTS } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { withdrawalOptionsQuery } from './withdrawal-methods';

/** `POST /rest/player/tax-id/`: the player's RNOKPP, which withdrawals in non-exempt currencies need. */
export function saveTaxId(taxId: string): Promise<{ success: true }> {
  return callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.saveTaxId, { body: { taxId } });
}

/** Saves the tax ID; the withdrawal options then no longer ask for it. */
export function useSaveTaxId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery.queryKey }),
  });
}
