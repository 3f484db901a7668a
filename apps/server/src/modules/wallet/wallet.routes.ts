import { type Currency, DEFAULT_LANGUAGE, minorToDecimal, WALLET_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { toCsv } from '../../platform/http/csv.ts';
import { sendSerialised, serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { WalletService } from './wallet.service.ts';
import type { Movement, WalletHistory } from './wallet-history.ts';

/** The player's account currency: their money lives in it. */
export type CurrencyOf = (playerId: number) => Promise<Currency>;

/**
 * The player's balance, transaction history and its CSV statement, and the inner balance with holds, served from
 * their endpoint table. Balance holds are keyed by the client's idempotency key, per player.
 */
export function walletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; history: WalletHistory; currencyOf: CurrencyOf },
): void {
  const { wallet, history, currencyOf } = deps;
  serveEndpoints(
    app,
    WALLET_ENDPOINTS,
    {
      balance: async ({ playerId }) => ({
        success: true,
        data: await wallet.balance(playerId, await currencyOf(playerId)),
      }),
      transactions: async ({ playerId, query }) => ({
        success: true,
        data: await history.history(
          playerId,
          await currencyOf(playerId),
          query,
          query.lang ?? DEFAULT_LANGUAGE,
        ),
      }),
      statement: async ({ playerId, query, reply }) => {
        const currency = await currencyOf(playerId);
        const rows = await history.statement(playerId, currency, query, query.lang ?? DEFAULT_LANGUAGE);
        const csv = statementCsv(rows, currency);
        reply
          .header('content-disposition', `attachment; filename="statement-${playerId}.csv"`)
          .header('cache-control', 'no-store');
        return sendSerialised(reply, csv, 'text/csv; charset=utf-8');
      },
      innerBalance: async ({ playerId }) => ({
        success: true,
        data: await wallet.innerBalance(playerId, await currencyOf(playerId)),
      }),
      accrualHold: async ({ playerId, body }) => ({
        success: true,
        data: await wallet.accrualHold(
          playerId,
          await currencyOf(playerId),
          body.amount,
          new Date(body.holdTill),
          clientKey(playerId, body.idempotency_key),
        ),
      }),
      debitPrincipal: async ({ playerId, body }) => ({
        success: true,
        data: await wallet.debitPrincipal(
          playerId,
          await currencyOf(playerId),
          body.amount,
          clientKey(playerId, body.idempotency_key),
        ),
      }),
      debitHold: async ({ playerId, body }) => {
        const { transactionId, balance } = await wallet.debitHold(playerId, body.transactionId);
        return { success: true, data: { transactionId, balance } };
      },
    },
    endpointSessions,
  );
}

/** The statement's rows as the CSV the player downloads: amounts in decimal units of their currency. */
function statementCsv(rows: readonly Movement[], currency: Currency): string {
  return toCsv([
    ['date', 'group', 'kind', 'amount', 'currency', 'balance_after', 'reference', 'game', 'round'],
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.group,
      row.kind,
      minorToDecimal(row.amount, currency),
      currency,
      minorToDecimal(row.balanceAfter, currency),
      row.reference,
      row.game?.title ?? null,
      row.roundId,
    ]),
  ]);
}

/** A client's key is theirs alone: prefixed with the player, one player's key never replays another's request. */
function clientKey(playerId: number, key: string): string {
  return `player:${playerId}:hold:${key}`;
}
