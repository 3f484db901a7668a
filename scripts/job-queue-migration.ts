/**
 * `npm run job-queue:migration [-- --from <version>]`: prints pg-boss's schema as a Drizzle migration, one
 * statement per step, for a file made with `npm run db:generate -- --custom --name <name>`. Without `--from` it
 * is the whole schema (construction plans); with it, the upgrade from that schema version to the installed
 * pg-boss's. pg-boss itself never migrates (decision 024): its schema is one of ours, applied with the others.
 */
import { getConstructionPlans, getMigrationPlans } from 'pg-boss';
import { JOB_SCHEMA } from '../apps/server/src/platform/jobs/job-schema.ts';
import { splitStatements } from './support/sql-statements.ts';

/** The transaction and lock pg-boss wraps its plans in: Drizzle runs each migration in a transaction of its own. */
const WRAPPER = /^(BEGIN|COMMIT|SET LOCAL\b|SELECT pg_advisory_xact_lock\()/i;

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? null : Number(process.argv[fromIndex + 1]);
const plans =
  from === null
    ? getConstructionPlans(JOB_SCHEMA)
    : getMigrationPlans(JOB_SCHEMA, Number.isInteger(from) ? from : undefined);
const statements = splitStatements(plans).filter((statement) => !WRAPPER.test(statement));
console.log(statements.map((statement) => `${statement};`).join('\n--> statement-breakpoint\n'));
