import type { JackpotAdmin } from '@casino/contracts/backoffice';
import { Link } from 'react-router';
import { Card, Facts } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { formatKyivDateTime } from '../../lib/kyiv-time';

/**
 * The pools as the wallet holds them (each a ledger account, read here and never edited) and the latest wins,
 * with their winners and draws.
 */
export function JackpotPoolsCard({ jackpot }: { jackpot: JackpotAdmin }) {
  return (
    <>
      <Card title="Pools now">
        {jackpot.pools.length === 0 ? (
          <p className="text-sm text-slate-500">No pool yet.</p>
        ) : (
          <Facts
            items={jackpot.pools.map(({ currency, amount }) => [
              currency,
              <strong key={currency} className="tabular-nums">
                {formatMoney(amount, currency)}
              </strong>,
            ])}
          />
        )}
        <p className="mt-2 text-xs text-slate-400">
          Read from the wallet’s ledger; refreshed every few seconds.
        </p>
      </Card>
      <Card title="Latest wins">
        {jackpot.recentWins.length === 0 ? (
          <p className="text-sm text-slate-500">Not won yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {jackpot.recentWins.map((win) => (
              <li key={win.id}>
                <strong className="tabular-nums">{formatMoney(win.amount, win.currency)}</strong> to{' '}
                <Link to={`/players/${win.playerId}`} className="text-indigo-700 hover:underline">
                  player {win.playerId}
                </Link>
                <div className="text-xs text-slate-500">
                  {formatKyivDateTime(win.wonAt)} · draw {win.drawId}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="State">
        <Facts
          items={[
            ['Shown on the site', jackpot.terms.enabled ? 'Yes' : 'No'],
            ['Changed', formatKyivDateTime(jackpot.updatedAt)],
          ]}
        />
      </Card>
    </>
  );
}
