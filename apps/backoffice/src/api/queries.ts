import type { Currency, PaymentStatus } from '@casino/contracts';
import {
  type AdjustmentStatus,
  OPERATOR_ADJUSTMENT_ENDPOINTS,
  OPERATOR_DEPOSIT_ENDPOINTS,
  OPERATOR_KYC_ENDPOINTS,
  OPERATOR_PLAYER_ACTIVITY_ENDPOINTS,
  OPERATOR_PLAYER_ENDPOINTS,
  OPERATOR_RECONCILIATION_ENDPOINTS,
  OPERATOR_REPORT_ENDPOINTS,
  OPERATOR_WITHDRAWAL_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The console's reads, each with its query key: a change invalidates by the key's first parts. */
export const playerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['players', 'search', q],
    queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.search, { query: { q }, signal }),
    enabled: q.trim().length >= 1,
  });

export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'detail'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.detail, { params: { id }, signal }),
  });

export const playerLedgerQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'ledger'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.ledger, { params: { id }, signal }),
  });

export const playerAuditQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'audit'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.audit, { params: { id }, signal }),
  });

export const playerNotesQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'notes'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ENDPOINTS.notes, { params: { id }, signal }),
  });

export const documentQueueQuery = (status: 'pending' | 'approved' | 'rejected') =>
  queryOptions({
    queryKey: ['documents', status],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_KYC_ENDPOINTS.queue, { query: { status }, signal }),
  });

export type WithdrawalFilter = 'pending' | 'approved' | 'paid' | 'rejected' | 'canceled' | undefined;

export const withdrawalQueueQuery = (status: WithdrawalFilter, playerId: number | undefined) =>
  queryOptions({
    queryKey: ['withdrawals', status ?? 'waiting', playerId ?? 'all'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_WITHDRAWAL_ENDPOINTS.queue, { query: { status, playerId }, signal }),
  });

/** Deposits, newest first: every status or one, of every player or one's. */
export const depositsQuery = (status: PaymentStatus | undefined, playerId: number | undefined) =>
  queryOptions({
    queryKey: ['deposits', status ?? 'all', playerId ?? 'all'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_DEPOSIT_ENDPOINTS.list, { query: { status, playerId }, signal }),
  });

/** Manual adjustments, newest first: all of them, or one status's, of every player or one's. */
export const adjustmentsQuery = (status: AdjustmentStatus | undefined, playerId: number | undefined) =>
  queryOptions({
    queryKey: ['adjustments', status ?? 'all', playerId ?? 'all'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_ADJUSTMENT_ENDPOINTS.list, { query: { status, playerId }, signal }),
  });

export interface ReportScope {
  from: string;
  to: string;
  currency: Currency;
}

/** The daily report of a period in one currency: every day of it, and the totals. */
export const dailyReportQuery = (scope: ReportScope) =>
  queryOptions({
    queryKey: ['reports', 'daily', scope.from, scope.to, scope.currency],
    queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_REPORT_ENDPOINTS.daily, { query: scope, signal }),
  });

/** Actual against published RTP per game over a period, in one currency. */
export const gameRtpQuery = (scope: ReportScope) =>
  queryOptions({
    queryKey: ['reports', 'game-rtp', scope.from, scope.to, scope.currency],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_REPORT_ENDPOINTS.gameRtp, { query: scope, signal }),
  });

export const RECONCILIATION_RUNS_PER_PAGE = 20;

/** The ledger reconciliation's latest result, the run going now, and one page of its runs, newest first. */
export const reconciliationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['reconciliations', page],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_RECONCILIATION_ENDPOINTS.status, {
        query: { page, limit: RECONCILIATION_RUNS_PER_PAGE },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** A page of the player's game rounds, newest first. */
export const playerRoundsQuery = (id: number, offset: number) =>
  queryOptions({
    queryKey: ['players', id, 'rounds', offset],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ACTIVITY_ENDPOINTS.rounds, {
        params: { id },
        query: { offset },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const playerSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['players', id, 'sessions'],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_PLAYER_ACTIVITY_ENDPOINTS.sessions, { params: { id }, signal }),
  });
