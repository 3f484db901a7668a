import { lazyEndpoints } from '../../../lib/endpoint-client';

export const callPiggyBankEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/money-box').then((table) => table.PIGGY_BANK_ENDPOINTS),
);

export const PIGGY_BANK_KEY = ['piggy-bank'] as const;

/** Page data: the piggy bank and the latest breaks. */
export function piggyBankQuery() {
  return {
    queryKey: PIGGY_BANK_KEY,
    queryFn: async () => (await callPiggyBankEndpoint('piggyBankPage', {})).data,
  };
}
