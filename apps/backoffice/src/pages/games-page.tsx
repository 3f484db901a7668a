import {
  type CatalogueGameView,
  OPERATOR_GAME_ENDPOINTS,
  type RoundView,
} from '@casino/contracts/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, fieldErrors } from '../api/error-messages';
import { type CatalogueFilter, catalogueQuery, roundQuery } from '../api/games-queries';
import { callOperatorEndpoint, isOperatorApiError } from '../api/operator-client';
import { useCan } from '../api/session';
import { Dialog, ReasonField, reasonProblem } from '../components/dialog';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Facts,
  Loading,
  Notice,
  PageHeader,
  type Tone,
} from '../components/ui';
import { formatDateTime, formatMoney, humanize } from '../lib/format';
import { GameTagsDialog } from './games/game-tags-dialog';

const DEBOUNCE_MS = 300;

type Change =
  | { game: CatalogueGameView; kind: 'toggle' }
  | { game: CatalogueGameView; kind: 'move'; to: number }
  | { game: CatalogueGameView; kind: 'tags' };

/** Enabling, disabling or moving a game: every change says why, for the audit trail. */
function ChangeDialog({
  change,
  total,
  onClose,
}: {
  change: Exclude<Change, { kind: 'tags' }>;
  total: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { game } = change;
  const [position, setPosition] = useState(change.kind === 'move' ? String(change.to) : '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; position?: string }>({});
  const positionId = useId();
  const save = useMutation({
    mutationFn: () =>
      callOperatorEndpoint(OPERATOR_GAME_ENDPOINTS.change, {
        params: { slug: game.slug },
        body:
          change.kind === 'toggle'
            ? { enabled: !game.enabled, reason: reason.trim() }
            : { position: Number(position), reason: reason.trim() },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['games'] }),
    onSuccess: () => onClose(),
  });
  const disabling = change.kind === 'toggle' && game.enabled;
  const submit = () => {
    const wanted = Number(position);
    const found = {
      reason: reasonProblem(reason),
      position:
        change.kind === 'move' && !(Number.isInteger(wanted) && wanted >= 1 && wanted <= total)
          ? `Enter a place from 1 to ${total}.`
          : undefined,
    };
    setProblem(found);
    if (!found.reason && !found.position) save.mutate();
  };
  const title =
    change.kind === 'move' ? `Move ${game.title}` : `${game.enabled ? 'Disable' : 'Enable'} ${game.title}`;
  const description =
    change.kind === 'move'
      ? `Now at place ${game.position} of ${total} in the lobby. The other games close ranks.`
      : game.enabled
        ? 'The game leaves the lobby and search on every node, and nobody can launch it until it is enabled again.'
        : 'The game comes back to the lobby in its place and can be launched again.';
  return (
    <Dialog
      open
      title={title}
      description={description}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={change.kind === 'move' ? 'Move game' : disabling ? 'Disable game' : 'Enable game'}
      submitVariant={disabling ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {save.isError ? <Notice>{errorMessage(save.error)}</Notice> : null}
      {change.kind === 'move' ? (
        <div>
          <label htmlFor={positionId} className="bo-label">
            Place in the lobby
          </label>
          <input
            id={positionId}
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            step={1}
            className="bo-input w-32 tabular-nums"
            value={position}
            aria-invalid={problem.position ? true : undefined}
            onChange={(event) => setPosition(event.target.value)}
          />
          {problem.position || fieldErrors(save.error).position ? (
            <p className="mt-1 text-xs text-rose-700">
              {problem.position ?? fieldErrors(save.error).position}
            </p>
          ) : (
            <p className="mt-1 text-xs text-slate-400">1 is the first game of the lobby.</p>
          )}
        </div>
      ) : null}
      <ReasonField
        value={reason}
        onChange={setReason}
        error={problem.reason ?? fieldErrors(save.error).reason}
      />
    </Dialog>
  );
}

/** The enabled state as a switch; flipping it opens the reason dialog. */
function EnabledSwitch({ game, onFlip }: { game: CatalogueGameView; onFlip: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={game.enabled}
      aria-label={`${game.title} enabled`}
      onClick={onFlip}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
        game.enabled ? 'bg-emerald-500' : 'bg-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-4 rounded-full bg-white shadow-sm transition-transform ${
          game.enabled ? 'translate-x-4.5' : 'translate-x-0.5'
        }`}
      />
    </button>
  );
}

function comingSoon(game: CatalogueGameView): boolean {
  return game.releaseAt !== null && Date.parse(game.releaseAt) > Date.now();
}

function CatalogueTable({
  games,
  total,
  mayManage,
  onChange,
}: {
  games: CatalogueGameView[];
  total: number;
  mayManage: boolean;
  onChange: (change: Change) => void;
}) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Games in lobby order</caption>
      <thead>
        <tr>
          <th scope="col" className="w-12 text-right">
            #
          </th>
          <th scope="col">Game</th>
          <th scope="col">Provider</th>
          <th scope="col">Kind</th>
          <th scope="col" className="text-right">
            RTP
          </th>
          <th scope="col">Tags</th>
          <th scope="col">Enabled</th>
          {mayManage ? (
            <th scope="col" className="text-right">
              Order
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {games.map((game) => (
          <tr key={game.slug} className={game.enabled ? undefined : 'text-slate-500'}>
            <td className="text-right font-mono text-xs tabular-nums text-slate-500">{game.position}</td>
            <td>
              <div className="flex items-center gap-2 font-medium">
                {game.title}
                {comingSoon(game) ? <Badge tone="blue">Coming {formatDateTime(game.releaseAt)}</Badge> : null}
              </div>
              <div className="font-mono text-xs text-slate-500">{game.slug}</div>
            </td>
            <td>{game.provider.title}</td>
            <td>{humanize(game.kind)}</td>
            <td className="text-right tabular-nums">{game.rtp}%</td>
            <td className="max-w-56">
              <div className="flex items-center gap-1">
                <div className="truncate text-xs text-slate-500" title={game.tags.join(', ')}>
                  {game.tags.length ? game.tags.join(', ') : '—'}
                </div>
                {mayManage ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Tags of ${game.title}`}
                    onClick={() => onChange({ game, kind: 'tags' })}
                  >
                    Tags
                  </Button>
                ) : null}
              </div>
            </td>
            <td>
              {mayManage ? (
                <EnabledSwitch game={game} onFlip={() => onChange({ game, kind: 'toggle' })} />
              ) : game.enabled ? (
                <Badge tone="green">Enabled</Badge>
              ) : (
                <Badge>Disabled</Badge>
              )}
            </td>
            {mayManage ? (
              <td>
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={game.position <= 1}
                    aria-label={`Move ${game.title} up`}
                    onClick={() => onChange({ game, kind: 'move', to: game.position - 1 })}
                  >
                    <ArrowUp aria-hidden="true" className="size-3.5" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={game.position >= total}
                    aria-label={`Move ${game.title} down`}
                    onClick={() => onChange({ game, kind: 'move', to: game.position + 1 })}
                  >
                    <ArrowDown aria-hidden="true" className="size-3.5" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onChange({ game, kind: 'move', to: game.position })}
                  >
                    Move…
                  </Button>
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ROUND_TONES: Record<RoundView['status'], Tone> = {
  open: 'amber',
  closed: 'green',
  rolled_back: 'neutral',
};

function Mono({ children }: { children: string }) {
  return <span className="font-mono text-xs break-all">{children}</span>;
}

function RoundPanel({ round }: { round: RoundView }) {
  const can = useCan();
  const money = (amount: number) => formatMoney(amount, round.currency);
  const fair = round.provablyFair;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={`Round ${round.id}`}>
        <Facts
          items={[
            ['Provider’s id', <Mono key="id">{round.roundId}</Mono>],
            [
              'Player',
              can('players.read') ? (
                <Link
                  key="player"
                  to={`/players/${round.player.id}`}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {round.player.login}
                </Link>
              ) : (
                round.player.login
              ),
            ],
            ['Player id', String(round.player.id)],
            ['Game', `${round.game.title} (${round.game.slug})`],
            ['Provider', round.provider],
            [
              'Status',
              <Badge key="status" tone={ROUND_TONES[round.status]}>
                {humanize(round.status)}
              </Badge>,
            ],
            [
              'Stake',
              `${money(round.stake)}${round.bonusStake > 0 ? ` (${money(round.bonusStake)} bonus)` : ''}${round.freeRound ? ' · free round' : ''}`,
            ],
            ['Win', money(round.win)],
            ['Balance before', money(round.balanceBefore)],
            ['Balance after', round.balanceAfter === null ? '—' : money(round.balanceAfter)],
            ['Opened', formatDateTime(round.openedAt)],
            ['Closed', formatDateTime(round.closedAt)],
          ]}
        />
      </Card>
      <Card
        title="Provably fair"
        actions={
          round.verifyUrl ? (
            <a
              href={round.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700 hover:underline"
            >
              Verify on the site
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null
        }
      >
        {fair ? (
          <Facts
            items={[
              ['Server seed hash', <Mono key="hash">{fair.serverSeedHash}</Mono>],
              [
                'Server seed',
                fair.serverSeed ? (
                  <Mono key="seed">{fair.serverSeed}</Mono>
                ) : (
                  <span key="seed" className="text-slate-500">
                    Not revealed yet: the studio reveals it when the player changes seeds.
                  </span>
                ),
              ],
              ['Client seed', <Mono key="client">{fair.clientSeed}</Mono>],
              ['Nonce', String(fair.nonce)],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-500">Not a studio game: the provider keeps no seeds here.</p>
        )}
        <h3 className="mt-4 mb-1 text-xs font-medium text-slate-500">Outcome</h3>
        {round.outcome ? (
          <pre className="max-h-72 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800">
            {JSON.stringify(round.outcome, null, 2)}
          </pre>
        ) : (
          <p className="text-sm text-slate-500">No outcome reported yet.</p>
        )}
      </Card>
    </div>
  );
}

/** "Find a round": a round id (the provider's, as the player's history shows it, or the casino's number). */
function RoundFinder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('round') ?? '';
  const [text, setText] = useState(wanted);
  const inputId = useId();
  const round = useQuery(roundQuery(wanted));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (text.trim()) next.set('round', text.trim());
        else next.delete('round');
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Card title="Find a round" className="mb-4">
      <form onSubmit={submit} className="flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <label htmlFor={inputId} className="bo-label">
            Round id
          </label>
          <input
            id={inputId}
            className="bo-input font-mono"
            placeholder="The id in the player’s game history, or the casino’s round number"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary">
          Find
        </Button>
      </form>
      {wanted ? (
        <div className="mt-4">
          {round.isPending ? (
            <Loading label="Looking the round up…" />
          ) : round.isError ? (
            isOperatorApiError(round.error) && round.error.status === 404 ? (
              <Notice tone="amber">No round “{wanted}” of this brand’s players.</Notice>
            ) : (
              <Notice>{errorMessage(round.error)}</Notice>
            )
          ) : (
            <RoundPanel round={round.data.round} />
          )}
        </div>
      ) : null}
    </Card>
  );
}

export function GamesPage() {
  const can = useCan();
  const mayManage = can('games.manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: CatalogueFilter = {
    q: searchParams.get('q') ?? '',
    provider: searchParams.get('provider') ?? '',
    enabled: (['true', 'false'] as const).find((value) => value === searchParams.get('enabled')) ?? '',
  };
  const [text, setText] = useState(filter.q);
  const [change, setChange] = useState<Change | null>(null);
  const setParam = (name: string, value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // The typed text reaches the address (and the list) once typing pauses.
  const q = filter.q;
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed = text.trim();
      if (typed === q) return;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (typed) next.set('q', typed);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setSearchParams]);

  const catalogue = useQuery(catalogueQuery(filter));

  return (
    <>
      <PageHeader
        title="Games"
        description="The catalogue in lobby order: what players see and may launch. Every change needs a reason and is written to the audit trail."
      />
      <RoundFinder />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-72">
          <label htmlFor="game-search" className="bo-label">
            Search games
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-400"
            />
            <input
              id="game-search"
              type="search"
              className="bo-input pl-8"
              placeholder="Title or slug…"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor="game-provider" className="bo-label">
            Provider
          </label>
          <select
            id="game-provider"
            className="bo-input"
            value={filter.provider}
            onChange={(event) => setParam('provider', event.target.value)}
          >
            <option value="">All providers</option>
            {catalogue.data?.providers.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="game-state" className="bo-label">
            State
          </label>
          <select
            id="game-state"
            className="bo-input"
            value={filter.enabled}
            onChange={(event) => setParam('enabled', event.target.value)}
          >
            <option value="">Enabled and disabled</option>
            <option value="true">Enabled</option>
            <option value="false">Disabled</option>
          </select>
        </div>
      </div>
      <Card>
        {catalogue.isPending ? (
          <Loading label="Loading the catalogue…" />
        ) : catalogue.isError ? (
          <Notice>{errorMessage(catalogue.error)}</Notice>
        ) : catalogue.data.games.length === 0 ? (
          <EmptyState>No game matches.</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <CatalogueTable
              games={catalogue.data.games}
              total={catalogue.data.total}
              mayManage={mayManage}
              onChange={setChange}
            />
          </div>
        )}
      </Card>
      {change?.kind === 'tags' ? (
        <GameTagsDialog game={change.game} onClose={() => setChange(null)} />
      ) : change && catalogue.data ? (
        <ChangeDialog change={change} total={catalogue.data.total} onClose={() => setChange(null)} />
      ) : null}
    </>
  );
}
