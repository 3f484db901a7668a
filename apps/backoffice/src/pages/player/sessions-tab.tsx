import { useQuery } from '@tanstack/react-query';
import { playerSessionsQuery } from '../../api/queries';
import { QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/statuses';
import { formatDateTime, humanize } from '../../lib/format';

/** The player's latest login sessions: where from, when opened, last used, and ended or due to expire. */
export function SessionsTab({ id }: { id: number }) {
  const list = useQuery(playerSessionsQuery(id));
  const sessions = list.data?.sessions ?? [];
  return (
    <QueryState query={list} empty={sessions.length === 0}>
      <div className="-mx-4 overflow-x-auto">
        <table className="bo-table">
          <caption className="sr-only">Login sessions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Opened</th>
              <th scope="col">Last seen</th>
              <th scope="col">Status</th>
              <th scope="col">Address</th>
              <th scope="col">Device</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td className="whitespace-nowrap text-slate-600">{formatDateTime(session.openedAt)}</td>
                <td className="whitespace-nowrap text-slate-600">{formatDateTime(session.lastSeenAt)}</td>
                <td>
                  <StatusBadge status={session.status} />
                  <span className="block text-xs text-slate-500">
                    {session.endedAt
                      ? `ended ${formatDateTime(session.endedAt)}`
                      : `expires ${formatDateTime(session.expiresAt)}`}
                  </span>
                </td>
                <td className="font-mono text-xs">{session.ip ?? '—'}</td>
                <td className="max-w-96">
                  <span className="text-xs text-slate-500">{humanize(session.kind)}</span>
                  <span className="block truncate text-xs" title={session.userAgent ?? undefined}>
                    {session.userAgent ?? '—'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryState>
  );
}
