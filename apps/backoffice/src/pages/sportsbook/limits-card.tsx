import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../api/session';
import { Button, Card, EmptyState } from '../../components/ui';
import { formatDateTime, formatMoney } from '../../lib/format';
import { type CurrencyLimits, LimitsDialog } from './limits-dialog';
import { LIMIT_FIELDS, LIMIT_LABELS } from './limits-form';

/** Every currency's bet limits, with an editor per currency for whoever manages the sportsbook. */
export function LimitsCard({ limits }: { limits: CurrencyLimits[] }) {
  const can = useCan();
  const [editing, setEditing] = useState<CurrencyLimits | null>(null);
  const mayEdit = can('sportsbook.manage');
  return (
    <Card title="Bet limits">
      {limits.length === 0 ? (
        <EmptyState>No currency has bet limits: the sportsbook takes no bets.</EmptyState>
      ) : (
        <>
          <div className="-m-4 overflow-x-auto">
            <table className="bo-table">
              <caption className="sr-only">Bet limits by currency</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  {LIMIT_FIELDS.map((field) => (
                    <th key={field} scope="col" className="text-right" title={LIMIT_LABELS[field].hint}>
                      {LIMIT_LABELS[field].label}
                    </th>
                  ))}
                  <th scope="col">Updated</th>
                  {mayEdit ? (
                    <th scope="col" className="text-right">
                      <span className="sr-only">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {limits.map((row) => (
                  <tr key={row.currency}>
                    <td className="font-medium">{row.currency}</td>
                    {LIMIT_FIELDS.map((field) => (
                      <td key={field} className="text-right whitespace-nowrap tabular-nums">
                        {formatMoney(row[field], row.currency)}
                      </td>
                    ))}
                    <td className="whitespace-nowrap text-slate-600">{formatDateTime(row.updatedAt)}</td>
                    {mayEdit ? (
                      <td className="text-right">
                        <Button size="sm" onClick={() => setEditing(row)}>
                          <Pencil aria-hidden="true" className="size-3.5" />
                          Edit
                          <span className="sr-only"> {row.currency} limits</span>
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-7 text-xs text-slate-500">
            Maximum payout: what one bet may pay. Per match: what a player's open bets on one match may pay
            together. Per player: what all of a player's open bets may pay together.
          </p>
        </>
      )}
      {editing ? <LimitsDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
