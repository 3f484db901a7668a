import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { playerSearchQuery } from '../api/queries';
import { StatusBadge } from '../components/statuses';
import { Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatDateTime } from '../lib/format';

const DEBOUNCE_MS = 300;

export function PlayersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [text, setText] = useState(q);

  // The typed text reaches the address (and the search) once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === q) return;
      setSearchParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setSearchParams]);

  const search = useQuery(playerSearchQuery(q));

  return (
    <>
      <PageHeader
        title="Players"
        description="Find a player by id, login, e-mail, phone, name or document number."
      />
      <div className="mb-4 max-w-xl">
        <label htmlFor="player-search" className="bo-label">
          Search players
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-400"
          />
          <input
            id="player-search"
            type="search"
            className="bo-input pl-8"
            placeholder="Id, login, e-mail, phone, name…"
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the page exists for this box
            autoFocus
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <Card>
        {!q ? (
          <EmptyState>Type an id or some text to search.</EmptyState>
        ) : search.isPending ? (
          <Loading label="Searching…" />
        ) : search.isError ? (
          <Notice>{errorMessage(search.error)}</Notice>
        ) : search.data.players.length === 0 ? (
          <EmptyState>No player matches “{q}”.</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <table className="bo-table">
              <caption className="sr-only">Players matching {q}</caption>
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Login</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Status</th>
                  <th scope="col">Verification</th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {search.data.players.map((player) => (
                  <tr key={player.id}>
                    <td className="font-mono text-xs text-slate-500 tabular-nums">{player.id}</td>
                    <td>
                      <Link
                        to={`/players/${player.id}`}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {player.login}
                      </Link>
                    </td>
                    <td>{player.name ?? <span className="text-slate-400">—</span>}</td>
                    <td className="max-w-56 truncate">
                      {player.email ?? <span className="text-slate-400">—</span>}
                    </td>
                    <td className="tabular-nums">
                      {player.phone ?? <span className="text-slate-400">—</span>}
                    </td>
                    <td>{player.currency}</td>
                    <td>
                      <StatusBadge status={player.status} />
                    </td>
                    <td>
                      <StatusBadge status={player.verificationStatus} />
                    </td>
                    <td className="whitespace-nowrap text-slate-600">{formatDateTime(player.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
