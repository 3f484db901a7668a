import type { SportWinFeedTerms } from '@casino/contracts/backoffice';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../api/session';
import { Button, Card, EmptyState, Facts } from '../../components/ui';
import { formatMoney, formatOdds } from '../../lib/format';
import { WinFeedDialog } from './win-feed-dialog';

/** The win feed's settings: which wins it shows, how many and how late, with an editor for whoever manages it. */
export function WinFeedCard({ feed }: { feed: SportWinFeedTerms }) {
  const can = useCan();
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Win feed"
      actions={
        can('sportsbook.manage') ? (
          <Button size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit
            <span className="sr-only"> the win feed</span>
          </Button>
        ) : null
      }
    >
      <p className="mb-4 max-w-3xl text-[13px] text-slate-500">
        A list of recent big wins shown to every visitor of the site, naming no player. A won bet is listed
        when its odds reach the minimum for its kind, single or multiple (express and system bets), or its win
        reaches the minimum in its currency.
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        <Facts
          items={[
            ['Minimum odds, single', formatOdds(feed.minOddsSingle)],
            ['Minimum odds, multiple', formatOdds(feed.minOddsMulti)],
            ['Wins listed', `The latest ${feed.maxEntries}`],
            [
              'Delay',
              feed.delaySeconds === 0
                ? 'None: a win is shown as its bet is settled'
                : `${feed.delaySeconds} s after its bet is settled`,
            ],
          ]}
        />
        {feed.minimums.length === 0 ? (
          <EmptyState>No currency has a minimum win.</EmptyState>
        ) : (
          <div className="overflow-x-auto rounded-md border border-slate-100">
            <table className="bo-table">
              <caption className="sr-only">Minimum wins by currency</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col" className="text-right">
                    Minimum win, single
                  </th>
                  <th scope="col" className="text-right">
                    Minimum win, multiple
                  </th>
                </tr>
              </thead>
              <tbody>
                {feed.minimums.map((row) => (
                  <tr key={row.currency}>
                    <td className="font-medium">{row.currency}</td>
                    <td className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(row.minWinSingle, row.currency)}
                    </td>
                    <td className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(row.minWinMulti, row.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {editing ? <WinFeedDialog feed={feed} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
