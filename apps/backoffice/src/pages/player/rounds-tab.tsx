import { PLAYER_ROUNDS_PAGE } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { playerRoundsQuery } from '../../api/queries';
import { QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/statuses';
import { Badge, Button } from '../../components/ui';
import { formatDateTime, formatMoney } from '../../lib/format';

/** The player's game rounds, newest first, a page at a time; each opens in the round lookup. */
export function RoundsTab({ id }: { id: number }) {
  const [offset, setOffset] = useState(0);
  const list = useQuery(playerRoundsQuery(id, offset));
  const rounds = list.data?.rounds ?? [];
  const total = list.data?.total ?? 0;
  return (
    <QueryState query={list} empty={total === 0}>
      <div className="-mx-4 overflow-x-auto">
        <table className="bo-table">
          <caption className="sr-only">Game rounds, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Opened</th>
              <th scope="col">Game</th>
              <th scope="col">Round</th>
              <th scope="col" className="text-right">
                Stake
              </th>
              <th scope="col" className="text-right">
                Win
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td className="whitespace-nowrap text-slate-600">{formatDateTime(round.openedAt)}</td>
                <td>
                  {round.game.title}
                  <span className="block text-xs text-slate-500">{round.provider}</span>
                </td>
                <td>
                  <Link
                    to={`/games?round=${round.id}`}
                    className="font-mono text-xs text-indigo-700 hover:underline"
                  >
                    {round.id}
                  </Link>
                </td>
                <td className="text-right tabular-nums">
                  {formatMoney(round.stake, round.currency)}
                  {round.bonusStake > 0 ? (
                    <span className="block text-xs text-slate-500">
                      bonus {formatMoney(round.bonusStake, round.currency)}
                    </span>
                  ) : null}
                </td>
                <td className="text-right tabular-nums">{formatMoney(round.win, round.currency)}</td>
                <td>
                  <div className="flex gap-1">
                    <StatusBadge status={round.status} />
                    {round.freeRound ? <Badge tone="violet">Free spin</Badge> : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-between text-sm text-slate-500">
        <span>
          {offset + 1}–{offset + rounds.length} of {total}
        </span>
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PLAYER_ROUNDS_PAGE))}
          >
            Newer
          </Button>
          <Button
            size="sm"
            disabled={offset + PLAYER_ROUNDS_PAGE >= total}
            onClick={() => setOffset(offset + PLAYER_ROUNDS_PAGE)}
          >
            Older
          </Button>
        </div>
      </div>
    </QueryState>
  );
}
