import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../api/error-messages';
import { catalogueQuery } from '../api/games-queries';
import { SelectField, TextField } from '../components/fields';
import { Button, Card, Notice } from '../components/ui';
import type { SectionProps } from './competitions-fields';

/** Games a search offers at once: enough to pick from, few enough to read. */
const OFFERED = 24;

/**
 * The games it counts, picked from the catalogue (none: every real-money game), and a promo tournament's provider,
 * whose games only it may count.
 */
export function GamesSection({ form, errors, update, readOnly }: SectionProps & { readOnly: boolean }) {
  const catalogue = useQuery(catalogueQuery({ q: '', provider: '', enabled: '' }));
  const [search, setSearch] = useState('');
  const promo = form.kind === 'promo';
  const games = catalogue.data?.games ?? [];
  const titles = new Map(games.map((game) => [game.slug, `${game.title} · ${game.provider.title}`]));
  const ofProvider = games.filter((game) => !promo || game.provider.slug === form.provider);
  const query = search.trim().toLowerCase();
  const offered = ofProvider
    .filter(
      (game) =>
        !form.gameSlugs.includes(game.slug) &&
        (game.title.toLowerCase().includes(query) || game.slug.includes(query)),
    )
    .slice(0, OFFERED);
  const choose = (gameSlugs: string[]) => update({ gameSlugs });
  const chooseProvider = (provider: string) => {
    const theirs = new Set(games.filter((game) => game.provider.slug === provider).map((game) => game.slug));
    update({ provider, gameSlugs: form.gameSlugs.filter((slug) => theirs.has(slug)) });
  };

  return (
    <Card title="Games">
      {catalogue.isError ? <Notice>{errorMessage(catalogue.error)}</Notice> : null}
      {promo ? (
        <div className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SelectField
            label="Provider"
            value={form.provider}
            options={[
              { value: '', label: 'Choose…' },
              ...(catalogue.data?.providers ?? []).map((provider) => ({
                value: provider.slug,
                label: provider.title,
              })),
            ]}
            onChange={chooseProvider}
            error={errors['terms.provider']}
          />
        </div>
      ) : null}
      <p className="bo-label">Counted games</p>
      {form.gameSlugs.length === 0 ? (
        <p className="text-sm text-slate-500">
          {promo ? 'None chosen yet.' : 'None chosen: every real-money game counts.'}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Counted games">
          {form.gameSlugs.map((slug) => (
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
                  onClick={() => choose(form.gameSlugs.filter((chosen) => chosen !== slug))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {errors['terms.gameSlugs'] ? (
        <p className="mt-1 text-xs text-rose-700">{errors['terms.gameSlugs']}</p>
      ) : null}
      {readOnly ? null : (
        <>
          <div className="mt-3 flex items-end gap-2">
            <TextField
              className="w-72"
              label="Find a game"
              value={search}
              onChange={setSearch}
              placeholder="Title or slug"
              maxLength={100}
            />
            {promo && ofProvider.some((game) => !form.gameSlugs.includes(game.slug)) ? (
              <Button
                onClick={() =>
                  choose([...new Set([...form.gameSlugs, ...ofProvider.map((game) => game.slug)])])
                }
              >
                Add all {ofProvider.length} of the provider’s games
              </Button>
            ) : null}
          </div>
          {offered.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Games to add">
              {offered.map((game) => (
                <li key={game.slug}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                    onClick={() => choose([...form.gameSlugs, game.slug])}
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
