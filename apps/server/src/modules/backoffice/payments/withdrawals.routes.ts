import type { WithdrawalStatus } from '@casino/contracts';
import { OPERATOR_WITHDRAWAL_ENDPOINTS, type WithdrawalView } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Cash } from '../../cash/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { riskFlagsOf, type WithdrawalRiskFacts } from './withdrawal-risk-flags.ts';

type WithdrawalReview = Cash['withdrawalReview'];
type WithdrawalRow = NonNullable<Awaited<ReturnType<WithdrawalReview['find']>>>;

/** Unset in the queue's query: the withdrawals still waiting for an operator (a decision or a payout). */
const WAITING: WithdrawalStatus[] = ['pending', 'approved'];

const withdrawalNotFound = () => new AppError('not_found', 'No such withdrawal');

export interface WithdrawalRoutesDeps {
  /** Read when a call comes (the cash desk is built before the back office, but nothing is captured early). */
  cash: () => Pick<Cash, 'withdrawalReview'>;
  players: Pick<PlayerDirectory, 'loginsOf'>;
  facts: WithdrawalRiskFacts;
}

/**
 * Withdrawals in the console: the queue with each request's risk flags, and the decisions, made by the cash desk's
 * review service (the one the withdrawals command used): approving, rejecting (the hold returns to the player's
 * balance) and paying out through the provider. The service audits each decision under the acting operator.
 */
export function withdrawalRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: WithdrawalRoutesDeps,
): void {
  const { players, facts } = deps;
  const review = () => deps.cash().withdrawalReview;

  const viewsOf = async (rows: WithdrawalRow[], logins: Map<number, string>): Promise<WithdrawalView[]> =>
    Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        playerId: row.playerId,
        playerLogin: logins.get(row.playerId) ?? String(row.playerId),
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        provider: row.provider,
        destinationLabel: row.destinationLabel,
        rejectionReason: row.rejectionReason,
        payoutStartedAt: row.payoutStartedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        riskFlags: await riskFlagsOf(row, facts),
      })),
    );

  /**
   * The brand's withdrawals of a filter: withdrawals keep no brand, their players do, so pages are read until
   * `limit` of this brand's players are found (brands may share a database).
   */
  const queue = async (filter: {
    statuses: WithdrawalStatus[];
    playerId?: number | undefined;
    limit: number;
  }) => {
    const found: WithdrawalRow[] = [];
    const logins = new Map<number, string>();
    for (let offset = 0; found.length < filter.limit; offset += filter.limit) {
      const page = await review().list({ ...filter, offset });
      const pageLogins = await players.loginsOf([...new Set(page.map((row) => row.playerId))]);
      for (const [id, login] of pageLogins) logins.set(id, login);
      found.push(...page.filter((row) => pageLogins.has(row.playerId)).slice(0, filter.limit - found.length));
      if (page.length < filter.limit) break;
    }
    return viewsOf(found, logins);
  };

  /** A withdrawal of this brand's player, or 404: another brand's is as unknown as one that never existed. */
  const ofThisBrand = async (id: string): Promise<void> => {
    const row = await review().find(id);
    if (!row || !(await players.loginsOf([row.playerId])).has(row.playerId)) throw withdrawalNotFound();
  };

  const one = async (row: WithdrawalRow) => {
    const [withdrawal] = await viewsOf([row], await players.loginsOf([row.playerId]));
    if (!withdrawal) throw new Error('a withdrawal without its view');
    return { success: true as const, withdrawal };
  };

  serveOperatorEndpoints(
    app,
    OPERATOR_WITHDRAWAL_ENDPOINTS,
    {
      queue: async ({ query }) => ({
        success: true,
        withdrawals: await queue({
          statuses: query.status ? [query.status] : WAITING,
          playerId: query.playerId,
          limit: query.limit,
        }),
      }),
      approve: async ({ params, body }) => {
        await ofThisBrand(params.id);
        return one(await review().approve(params.id, body.reason ?? null));
      },
      reject: async ({ params, body }) => {
        await ofThisBrand(params.id);
        return one(await review().reject(params.id, body.reason));
      },
      pay: async ({ params }) => {
        await ofThisBrand(params.id);
        return one(await review().pay(params.id));
      },
    },
    guard,
  );
}
