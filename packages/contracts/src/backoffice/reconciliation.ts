import { z } from 'zod';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';

/** The checks of the ledger's reconciliation, in the order they run (decision 009 says what each proves). */
export const RECONCILIATION_CHECKS = [
  'accountBalance',
  'transferBalance',
  'currencySum',
  'negativePlayerAccount',
  'holdAccount',
  'entryChain',
] as const;
export type ReconciliationCheckName = (typeof RECONCILIATION_CHECKS)[number];

/** What started a run: the periodic job, an operator in the console, or `npm run wallet:reconcile`. */
export const RECONCILIATION_TRIGGERS = ['schedule', 'operator', 'command'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/** One check's result: how many rows break its rule, and the first few of them (numbers and text by field). */
export const reconciliationCheckSchema = z.object({
  problems: z.number().int(),
  samples: z.array(z.record(z.string(), z.union([z.number(), z.string(), z.null()]))),
});

export const reconciliationRunSchema = z.object({
  id: z.number().int(),
  startedAt: z.iso.datetime(),
  /** Null while the run is going. */
  finishedAt: z.iso.datetime().nullable(),
  /** Null while the run is going, and for a run that never finished. */
  ok: z.boolean().nullable(),
  trigger: z.enum(RECONCILIATION_TRIGGERS),
  /** The operator who asked for the run; null for the schedule and the command. */
  operatorLogin: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  counted: z
    .object({
      accounts: z.number().int(),
      transfers: z.number().int(),
      entries: z.number().int(),
      activeHolds: z.number().int(),
    })
    .nullable(),
  /** Every check's result, by check; null without a report. */
  checks: z.partialRecord(z.enum(RECONCILIATION_CHECKS), reconciliationCheckSchema).nullable(),
});
export type ReconciliationRunView = z.infer<typeof reconciliationRunSchema>;

export const reconciliationStatusQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const reconciliationStatusResponseSchema = z.object({
  success: z.literal(true),
  /** The newest run with a report. */
  latest: reconciliationRunSchema.nullable(),
  /** The run going now, if any: another cannot start until it ends. */
  running: reconciliationRunSchema.nullable(),
  /** One page of every run, newest first. */
  history: z.array(reconciliationRunSchema),
  total: z.number().int(),
});

export const reconciliationRunResponseSchema = z.object({
  success: z.literal(true),
  run: reconciliationRunSchema,
});

export const OPERATOR_RECONCILIATION_ENDPOINTS = {
  status: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/ledger/reconciliations/`,
    access: 'ledger.read',
    summary: "The ledger reconciliation's latest result and its runs, newest first",
    input: { query: reconciliationStatusQuerySchema },
    reply: reconciliationStatusResponseSchema,
  }),
  run: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/ledger/reconciliations/`,
    access: 'ledger.reconcile',
    summary: 'Reconciles the whole ledger now and records the run (refused while another run is going)',
    input: {},
    reply: reconciliationRunResponseSchema,
  }),
};
