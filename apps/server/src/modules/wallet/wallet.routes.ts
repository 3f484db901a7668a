import {
  accrualHoldRequestSchema,
  type Currency,
  debitHoldRequestSchema,
  debitPrincipalRequestSchema,
  holdChangeResponseSchema,
  innerBalanceResponseSchema,
  minorToDecimal,
  playerBalanceResponseSchema,
  walletStatementQuerySchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toCsv } from '../../platform/http/csv.ts';
import { signedInPlayerId } from '../accounts/index.ts';
import type { WalletService } from './wallet.service.ts';

/** The player's account currency: their money lives in it. */
export type CurrencyOf = (playerId: number) => Promise<Currency>;

/**
 * The player's balance (`/rest/player/balance/`), transaction history (`/rest/player/transactions/`) and the
 * inner balance with holds (`/rest/player/inner-balance/...`: show, accrual-hold, debit-hold, debit-principal).
 * Balance holds are keyed by the client's idempotency key, per player.
 */
export function walletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; currencyOf: CurrencyOf },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { wallet, currencyOf } = deps;
  const player = async (request: Parameters<typeof signedInPlayerId>[0]) => {
    const playerId = await signedInPlayerId(request);
    return { playerId, currency: await currencyOf(playerId) };
  };

  api.get(
    '/rest/player/balance/',
    { schema: { response: { 200: playerBalanceResponseSchema } } },
    async (request) => {
      const { playerId, currency } = await player(request);
      return { success: true as const, data: await wallet.balance(playerId, currency) };
    },
  );

  api.get(
    '/rest/player/transactions/',
    {
      schema: {
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsResponseSchema },
      },
    },
    async (request) => {
      const { playerId, currency } = await player(request);
      return { success: true as const, data: await wallet.history(playerId, currency, request.query) };
    },
  );

  api.get(
    '/rest/player/transactions/export/',
    { schema: { querystring: walletStatementQuerySchema } },
    async (request, reply) => {
      const { playerId, currency } = await player(request);
      const rows = await wallet.statement(playerId, currency, request.query);
      const csv = toCsv([
        ['date', 'group', 'kind', 'amount', 'currency', 'balance_after', 'reference'],
        ...rows.map((row) => [
          row.createdAt.toISOString(),
          row.group,
          row.kind,
          minorToDecimal(row.amount, currency),
          currency,
          minorToDecimal(row.balanceAfter, currency),
          row.reference,
        ]),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${playerId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  api.get(
    '/rest/player/inner-balance/show/',
    { schema: { response: { 200: innerBalanceResponseSchema } } },
    async (request) => {
      const { playerId, currency } = await player(request);
      return { success: true as const, data: await wallet.innerBalance(playerId, currency) };
    },
  );

  api.post(
    '/rest/player/inner-balance/accrual-hold/',
    { schema: { body: accrualHoldRequestSchema, response: { 200: holdChangeResponseSchema } } },
    async (request) => {
      const { playerId, currency } = await player(request);
      const { amount, holdTill, idempotency_key } = request.body;
      const data = await wallet.accrualHold(
        playerId,
        currency,
        amount,
        new Date(holdTill),
        clientKey(playerId, idempotency_key),
      );
      return { success: true as const, data };
    },
  );

  api.post(
    '/rest/player/inner-balance/debit-principal/',
    { schema: { body: debitPrincipalRequestSchema, response: { 200: holdChangeResponseSchema } } },
    async (request) => {
      const { playerId, currency } = await player(request);
      const { amount, idempotency_key } = request.body;
      const data = await wallet.debitPrincipal(
        playerId,
        currency,
        amount,
        clientKey(playerId, idempotency_key),
      );
      return { success: true as const, data };
    },
  );

  api.post(
    '/rest/player/inner-balance/debit-hold/',
    { schema: { body: debitHoldRequestSchema, response: { 200: holdChangeResponseSchema } } },
    async (request) => {
      const { playerId } = await player(request);
      const { transactionId, balance } = await wallet.debitHold(playerId, request.body.transactionId);
      return { success: true as const, data: { transactionId, balance } };
    },
  );
}

/** A client's key is theirs alone: prefixed with the player, one player's key never replays another's request. */
function clientKey(playerId: number, key: string): string {
  return `player:${playerId}:hold:${key}`;
}
