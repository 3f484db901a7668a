import { OPERATOR_COMPETITION_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { uniqueViolation } from '../../../platform/db/unique-violation.ts';
import { AppError, validationFailed } from '../../../platform/http/app-error.ts';
import { currentAuditContext } from '../../audit/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import {
  type CompetitionReferencesDeps,
  checkCompetitionReferences,
  stageChangeFault,
} from './competition-references.ts';
import {
  type CompetitionAdmin,
  type CompetitionRow,
  competitionDetailOf,
  competitionSummaryOf,
  draftOf,
  termsOf,
} from './competition-views.ts';

export interface CompetitionRoutesDeps extends CompetitionReferencesDeps {
  admin: CompetitionAdmin;
  clock: Clock;
}

const competitionNotFound = () => new AppError('competition_not_found', 'No such competition');
const competitionClosed = () =>
  new AppError('competition_closed', 'The competition has begun closing: it is history and stays as it was');

/** A competition as the audit trail keeps it: its slug and terms. */
const audited = (row: CompetitionRow) => ({ slug: row.slug, ...termsOf(row) });

/**
 * Competitions in the console (decision 034): every one listed whatever its state, read, created and changed until
 * it begins closing. Each change is written with its audit record (the operator, the terms before and after, the
 * reason) in one transaction, and reaches the scorer through the engine's admin facade.
 */
export function competitionRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: CompetitionRoutesDeps,
): void {
  const { admin, clock } = deps;

  /** Writes a change and its audit record together; a slug another competition took meanwhile is a field error. */
  const write = async <Row extends CompetitionRow | undefined>(
    record: { action: string; before: CompetitionRow | null; reason: string },
    change: (tx: Db) => Promise<Row>,
  ): Promise<Row> => {
    const context = await currentAuditContext();
    try {
      return await guard.db.transaction(async (tx) => {
        const row = await change(tx);
        if (!row) return row;
        await guard.audit.record(tx, context, {
          playerId: null,
          action: record.action,
          before: record.before && audited(record.before),
          after: audited(row),
          reason: record.reason,
        });
        return row;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'competitions_slug_unique') {
        throw validationFailed({ slug: 'another competition has this slug' });
      }
      throw error;
    }
  };

  serveOperatorEndpoints(
    app,
    OPERATOR_COMPETITION_ENDPOINTS,
    {
      list: async () => {
        const now = clock.now();
        const rows = await admin.list();
        return { success: true, competitions: rows.map((row) => competitionSummaryOf(row, now)) };
      },
      get: async ({ params }) => {
        const row = await admin.find(params.id);
        if (!row) throw competitionNotFound();
        return { success: true, competition: competitionDetailOf(row, clock.now()) };
      },
      create: async ({ body }) => {
        await checkCompetitionReferences(deps, body.terms, clock.now());
        const row = await write({ action: 'competition.created', before: null, reason: body.reason }, (tx) =>
          admin.create(tx, draftOf(body.slug, body.terms)),
        );
        return { success: true, competition: competitionDetailOf(row, clock.now()) };
      },
      change: async ({ params, body }) => {
        const before = await admin.find(params.id);
        if (!before) throw competitionNotFound();
        if (before.lifecycle !== 'scheduled') throw competitionClosed();
        const stageFault = stageChangeFault(before, body.terms);
        if (stageFault) throw validationFailed(stageFault);
        await checkCompetitionReferences(deps, body.terms, clock.now());
        // The engine changes only a competition still scheduled: one that began closing meanwhile is refused too.
        const row = await write({ action: 'competition.changed', before, reason: body.reason }, (tx) =>
          admin.change(tx, before.id, draftOf(before.slug, body.terms)),
        );
        if (!row) throw competitionClosed();
        return { success: true, competition: competitionDetailOf(row, clock.now()) };
      },
    },
    guard,
  );
}
