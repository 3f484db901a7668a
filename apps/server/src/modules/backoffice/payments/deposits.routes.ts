import type { PaymentStatus } from '@casino/contracts';
import { type DepositView, OPERATOR_DEPOSIT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Cash, DepositRecord } from '../../cash/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

export interface DepositRoutesDeps {
  /** Read when a call comes (the cash desk is built before the back office, but nothing is captured early). */
  cash: () => Pick<Cash, 'listDeposits'>;
  players: Pick<PlayerDirectory, 'loginsOf'>;
}

function viewOf(row: DepositRecord, login: string): DepositView {
  return {
    id: row.id,
    playerId: row.playerId,
    playerLogin: login,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    method: row.method,
    cardLabel: row.cardLabel,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Deposits in the console: the cash desk's payments of this brand's players, newest first. Read only. */
export function depositRoutes(app: FastifyInstance, guard: OperatorGuard, deps: DepositRoutesDeps): void {
  const { players } = deps;

  /**
   * The brand's deposits of a filter: payments keep no brand, their players do, so pages are read until `limit`
   * of this brand's players are found (brands may share a database).
   */
  const list = async (filter: {
    status?: PaymentStatus | undefined;
    playerId?: number | undefined;
    limit: number;
  }): Promise<DepositView[]> => {
    const found: DepositView[] = [];
    // A deposit made while the pages are read moves the older ones one place down: none is listed twice.
    const seen = new Set<string>();
    for (let offset = 0; found.length < filter.limit; offset += filter.limit) {
      const page = await deps.cash().listDeposits({ ...filter, offset });
      const logins = await players.loginsOf([...new Set(page.map((row) => row.playerId))]);
      for (const row of page) {
        const login = logins.get(row.playerId);
        if (login === undefined || seen.has(row.id) || found.length >= filter.limit) continue;
        seen.add(row.id);
        found.push(viewOf(row, login));
      }
      if (page.length < filter.limit) break;
    }
    return found;
  };

  serveOperatorEndpoints(
    app,
    OPERATOR_DEPOSIT_ENDPOINTS,
    {
      list: async ({ query }) => ({
        success: true,
        deposits: await list({ status: query.status, playerId: query.playerId, limit: query.limit }),
      }),
    },
    guard,
  );
}
