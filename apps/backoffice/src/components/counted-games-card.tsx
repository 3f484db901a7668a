import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../api/error-messages';
import { catalogueQuery } from '../api/games-queries';
import { TextField } from './fields';
import { Card, Notice } from './ui';

/** Games a search offers at once: enough to pick from, few enough to read. */
const OFFERED = 24;

/**
 * The games whose real-money stakes a chance feature counts (the piggy bank, a jackpot), picked from the
 * catalogue by title or slug; at least one, since stakes in no game count for nothing.
 */
export function CountedGamesCard({
  title,
  hint,
  games,
  error,
  readOnly,
  onChange,
}: {
  title: string;
  hint: string;
  games: readonly string[];
  error: string | undefined;
  readOnly: boolean;
  onChange: (games: string[]) => void;
}) {
  const catalogue = useQuery(catalogueQuery({ q: '', provider: '', enabled: '' }));
  const [search, setSearch] = useState('');
  const listed = catalogue.data?.games ?? [];
  const titles = new Map(listed.map((game) => [game.slug, `${game.title} · ${game.provider.title}`]));
  const query = search.trim().toLowerCase();
  const offered = listed
    .filter(
      (game) =>
        !games.includes(game.slug) && (game.title.toLowerCase().includes(query) || game.slug.includes(query)),
    )
    .slice(0, OFFERED);
  return (
    <Card title={title}>
      {catalogue.isError ? <Notice>{errorMessage(catalogue.error)}</Notice> : null}
      <p className="mb-2 text-xs text-slate-500">{hint}</p>
      {games.length === 0 ? (
        <p className="text-sm text-slate-500">None chosen yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={title}>
          {games.map((slug) => (
            <li
              key={slug}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-xs text-indigo-800 ring-1 ring-indigo-200 ring-inset"
            >
              {titles.get(slug) ?? slug}
              {readOnly ? null : (
                <button
                  type="button"
                  aria-label={`Remove ${titles.get(slug) ?? slug}`}
                  className="rounded-full p-0.5 hover:bg-indigo-100"
                  onClick={() => onChange(games.filter((chosen) => chosen !== slug))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="mt-1 text-xs text-rose-700">{error}</p> : null}
      {readOnly ? null : (
        <>
          <TextField
            className="mt-3 w-72"
            label="Find a game"
            value={search}
            onChange={setSearch}
            placeholder="Title or slug"
            maxLength={100}
          />
          {offered.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Games to add">
              {offered.map((game) => (
                <li key={game.slug}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                    onClick={() => onChange([...games, game.slug])}
                  >
                    <Plus aria-hidden="true" className="size-3" />
                    {game.title}
                    <span className="text-slate-400">{game.provider.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Card>
  );
}
