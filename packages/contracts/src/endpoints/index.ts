import { CASH_WITHDRAWAL_ENDPOINTS } from './cash-withdrawals.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { RESPONSIBLE_ENDPOINTS } from './responsible.ts';

export * from './cash-withdrawals.ts';
export * from './endpoint.ts';
export * from './responsible.ts';

/** Every endpoint of the table, for the checks that the server serves each and serves nothing outside it. */
export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  cashWithdrawals: CASH_WITHDRAWAL_ENDPOINTS,
  responsible: RESPONSIBLE_ENDPOINTS,
};
