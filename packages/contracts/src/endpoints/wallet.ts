import { z } from 'zod';
import {
  accrualHoldRequestSchema,
  debitHoldRequestSchema,
  debitPrincipalRequestSchema,
  holdChangeResponseSchema,
  innerBalanceResponseSchema,
  playerBalanceResponseSchema,
  walletStatementQuerySchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '../wallet.ts';
import { endpoint } from './endpoint.ts';

/**
 * The player's money (spec section 3, Balance): the balance, the transaction history and its CSV statement, and
 * the inner balance with its holds (spec section 7: show, accrual-hold, debit-principal, debit-hold). Amounts are
 * minor units of the player's own currency; a hold's idempotency key replays only that player's request.
 */
export const WALLET_ENDPOINTS = {
  balance: endpoint({
    method: 'GET',
    path: '/rest/player/balance/',
    auth: 'player',
    summary: "The player's playable money, money on hold, their total and the bonus money",
    input: {},
    reply: playerBalanceResponseSchema,
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/rest/player/transactions/',
    auth: 'player',
    summary: "A page of the player's money movements, filtered by period and group, with the net deposits",
    input: { query: walletTransactionsQuerySchema },
    reply: walletTransactionsResponseSchema,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/rest/player/transactions/export/',
    auth: 'player',
    summary: 'Every money movement of a period as a CSV file to download (text/csv, not JSON)',
    input: { query: walletStatementQuerySchema },
    // The file's text: one header row, then a row per movement.
    reply: z.string(),
  }),
  innerBalance: endpoint({
    method: 'GET',
    path: '/rest/player/inner-balance/show/',
    auth: 'player',
    summary: 'The balance with every active hold, newest first, and how many holds may be active at once',
    input: {},
    reply: innerBalanceResponseSchema,
  }),
  accrualHold: endpoint({
    method: 'POST',
    path: '/rest/player/inner-balance/accrual-hold/',
    auth: 'player',
    summary: 'Sets an amount of the playable money aside until a date, when it comes back by itself',
    input: { body: accrualHoldRequestSchema },
    reply: holdChangeResponseSchema,
  }),
  debitPrincipal: endpoint({
    method: 'POST',
    path: '/rest/player/inner-balance/debit-principal/',
    auth: 'player',
    summary: 'Sets an amount of the playable money aside with no date, until it is taken back',
    input: { body: debitPrincipalRequestSchema },
    reply: holdChangeResponseSchema,
  }),
  debitHold: endpoint({
    method: 'POST',
    path: '/rest/player/inner-balance/debit-hold/',
    auth: 'player',
    summary: 'Brings a due hold back to the playable money',
    input: { body: debitHoldRequestSchema },
    reply: holdChangeResponseSchema,
  }),
};
