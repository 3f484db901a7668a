import {
  RECONCILIATION_CHECKS,
  type ReconciliationCheckName,
  type ReconciliationRunView,
} from '@casino/contracts/backoffice';
import { Facts, Notice } from '../components/ui';
import { formatDateTime, humanize } from '../lib/format';

/** What each check proves, in the operators' words. */
const CHECK_LABELS: Record<ReconciliationCheckName, string> = {
  accountBalance: 'Account balances equal the sum of their entries',
  transferBalance: 'Every transfer has two or more entries summing to zero',
  currencySum: 'Each currency sums to zero over all accounts',
  negativePlayerAccount: 'No player account is below zero',
  holdAccount: 'Hold accounts equal the active holds they carry',
  entryChain: "Each entry's balance follows from the previous one",
};

export const TRIGGER_LABELS: Record<ReconciliationRunView['trigger'], string> = {
  schedule: 'Schedule',
  operator: 'Operator',
  command: 'Command line',
};

const SECONDS = new Intl.NumberFormat('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A duration in milliseconds, as an operator reads it: 840 ms, 12.4 s. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${SECONDS.format(ms / 1000)} s`;
}

const count = (value: number) => value.toLocaleString('en');

/** The offending rows a check listed, one column per field of the first. */
function Samples({ samples }: { samples: Record<string, number | string | null>[] }) {
  const columns = Object.keys(samples[0] ?? {});
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="bo-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {humanize(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {samples.map((sample) => (
            <tr key={JSON.stringify(sample)}>
              {columns.map((column) => (
                <td key={column} className="tabular-nums">
                  {String(sample[column] ?? '—')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The latest run's verdict, what it counted, and each failing check with the first rows that break it. */
export function ReconciliationResult({ run }: { run: ReconciliationRunView }) {
  const failing = RECONCILIATION_CHECKS.flatMap((name) => {
    const check = run.checks?.[name];
    return check && check.problems > 0 ? [{ name, ...check }] : [];
  });
  return (
    <div className="space-y-4">
      {run.ok ? (
        <Notice tone="green">The ledger reconciles: every check passed.</Notice>
      ) : (
        <Notice>
          The ledger does not reconcile: {failing.length} of {RECONCILIATION_CHECKS.length} checks found
          problems.
        </Notice>
      )}
      <Facts
        items={[
          ['Checked', formatDateTime(run.startedAt)],
          ['Started by', run.operatorLogin ?? TRIGGER_LABELS[run.trigger]],
          ['Duration', formatDuration(run.durationMs)],
          ['Accounts', run.counted ? count(run.counted.accounts) : '—'],
          ['Transfers', run.counted ? count(run.counted.transfers) : '—'],
          ['Entries', run.counted ? count(run.counted.entries) : '—'],
          ['Active holds', run.counted ? count(run.counted.activeHolds) : '—'],
        ]}
      />
      {failing.map((check) => (
        <section key={check.name} aria-label={CHECK_LABELS[check.name]} className="space-y-2">
          <h3 className="text-sm font-semibold text-rose-800">
            {CHECK_LABELS[check.name]}: {count(check.problems)}{' '}
            {check.problems === 1 ? 'problem' : 'problems'}
            {check.samples.length < check.problems ? ` (first ${check.samples.length} shown)` : ''}
          </h3>
          <Samples samples={check.samples} />
        </section>
      ))}
    </div>
  );
}
