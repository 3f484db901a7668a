import { lazyEndpoints } from '../../../lib/endpoint-client';

/** The money box's and piggy bank's table loads with the first call: the modal opens over any page. */
export const callMoneyBoxEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/money-box').then((table) => table.MONEY_BOX_ENDPOINTS),
);

export const MONEY_BOX_KEY = ['money-box'] as const;

export function moneyBoxQuery() {
  return {
    queryKey: MONEY_BOX_KEY,
    queryFn: async () => (await callMoneyBoxEndpoint('moneyBox', {})).data,
  };
}
