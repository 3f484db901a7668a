import {
  GAME_RECALL_ROUNDS,
  type GameRound,
  localizePath,
  ROUND_STATUSES,
  type RoundStatus,
} from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Dices from 'lucide-react/icons/dices';
import Play from 'lucide-react/icons/play';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { verifyHref } from '../../../studio/fairness/verify-link';
import { useAllGames } from '../api/all-games';
import { type GameHistoryPage, useGameHistory } from '../api/game-history';
import { openGameModal } from '../game-modal/game-modal-params';
import { outcomeSummary } from './outcome-summary';

/** A page of recall: the last ten rounds (of a game, when one is chosen). */
const PAGE_SIZE = GAME_RECALL_ROUNDS;

const STATUS_TONES: Record<RoundStatus, string> = {
  open: 'bg-amber-500/15 text-amber-500 ring-amber-500/30',
  closed: 'bg-surface-2 text-muted ring-line',
  rolled_back: 'bg-sky-500/15 text-sky-500 ring-sky-500/30',
};

/**
 * Game recall (GLI; RTS 10) in the profile: the player's rounds, ten at a time (the last ten of a game when one is
 * chosen), with the outcome, stake, win and the balance before and after; unfinished rounds stand out and can be
 * resumed; every round links to the provably-fair check.
 */
export function GameHistory() {
  const { t } = useTranslation();
  const id = useId();
  const [game, setGame] = useState<string | null>(null);
  const [status, setStatus] = useState<RoundStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const history = useGameHistory({ game, status, offset });
  const games = useAllGames();

  return (
    <div className="grid gap-4" data-testid="game-history">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative sm:w-64">
          <label htmlFor={`${id}-game`} className="sr-only">
            {t('games.history.game')}
          </label>
          <select
            id={`${id}-game`}
            value={game ?? ''}
            onChange={(event) => {
              setGame(event.target.value || null);
              setOffset(0);
            }}
            data-testid="game-history-game"
            className="h-10 w-full appearance-none rounded-xl bg-surface-2 pr-9 pl-3 text-sm font-medium text-fg ring-1 ring-line outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <option value="">{t('games.history.allGames')}</option>
            {(games.data ?? []).map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.title}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('games.history.status')}</legend>
          {[null, ...ROUND_STATUSES].map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={status === option}
              onClick={() => {
                setStatus(option);
                setOffset(0);
              }}
              data-testid={`game-history-status-${option ?? 'all'}`}
              className="h-9 rounded-full bg-surface-2 px-4 text-sm font-semibold text-muted ring-1 ring-line transition hover:text-fg aria-pressed:bg-accent/15 aria-pressed:text-accent-ink aria-pressed:ring-accent"
            >
              {t(`games.history.statuses.${option ?? 'all'}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <Rounds page={history.data} failed={history.isError} onRetry={() => void history.refetch()} />
      {history.data && history.data.total > PAGE_SIZE ? (
        <Pager
          total={history.data.total}
          offset={offset}
          pageSize={PAGE_SIZE}
          onChange={setOffset}
          labels={{
            nav: t('games.history.pages'),
            range: (range) => t('games.history.page', range),
            previous: t('games.history.previous'),
            next: t('games.history.next'),
          }}
        />
      ) : null}
    </div>
  );
}

function Rounds({
  page,
  failed,
  onRetry,
}: {
  page: GameHistoryPage | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (failed && !page) {
    return (
      <LoadFailed text={t('games.history.loadFailed')} retryLabel={t('games.retry')} onRetry={onRetry} />
    );
  }
  if (!page) {
    return <SkeletonList itemClassName="h-24" />;
  }
  if (page.items.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-2xl bg-surface-2/40 p-6 text-center ring-1 ring-line"
        data-testid="game-history-empty"
      >
        <Dices className="size-8 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">{t('games.history.empty')}</p>
        <Link to={localizePath(MAIN_ROUTES.games.path, lang)} className={buttonClass('secondary', 'sm')}>
          {t('games.history.toLobby')}
        </Link>
      </div>
    );
  }
  return (
    <ul
      className="grid divide-y divide-line overflow-hidden rounded-2xl bg-surface-2/40 ring-1 ring-line"
      data-testid="game-history-list"
    >
      {page.items.map((round) => (
        <RoundRow key={round.roundId} round={round} />
      ))}
    </ul>
  );
}

function Amount({
  label,
  value,
  tone = 'text-fg',
  testId,
}: {
  label: string;
  value: string;
  tone?: string;
  testId: string;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`text-sm font-bold tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function RoundRow({ round }: { round: GameRound }) {
  const { t, lang } = useTranslation();
  const money = (amount: number) => formatMoney(amount, round.currency, lang);
  const summary = outcomeSummary(round.game.kind, round.outcome, t, lang);
  const verify = verifyHref(lang, round.roundId);
  return (
    <li className="grid gap-3 px-4 py-4" data-testid="game-history-item" data-status={round.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate text-sm font-bold text-fg">{round.game.title}</p>
          <p className="text-xs text-muted">
            {formatDayTime(new Date(round.openedAt), lang)} ·{' '}
            {t('games.history.round', { id: round.roundId.slice(0, 8) })}
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${STATUS_TONES[round.status]}`}
          data-testid="game-history-status"
        >
          {t(`games.history.statuses.${round.status}`)}
        </span>
      </div>
      {summary ? (
        <p className="text-sm text-fg" data-testid="game-history-outcome">
          {summary}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Amount label={t('games.history.stake')} value={money(round.stake)} testId="game-history-stake" />
        <Amount
          label={t('games.history.win')}
          value={money(round.win)}
          tone={round.win > 0 ? 'text-win' : 'text-muted'}
          testId="game-history-win"
        />
        <Amount
          label={t('games.history.balanceBefore')}
          value={money(round.balanceBefore)}
          testId="game-history-before"
        />
        <Amount
          label={t('games.history.balanceAfter')}
          value={round.balanceAfter === null ? '—' : money(round.balanceAfter)}
          testId="game-history-after"
        />
      </dl>
      <div className="flex flex-wrap gap-2">
        {round.status === 'open' ? (
          <button
            type="button"
            onClick={() => openGameModal(round.game.slug, true)}
            className={buttonClass('primary', 'sm')}
            data-testid="game-history-resume"
          >
            <Play className="size-4 fill-current" aria-hidden="true" />
            {t('games.history.resume')}
          </button>
        ) : null}
        <Link to={verify} className={buttonClass('ghost', 'sm')} data-testid="game-history-verify">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('games.history.verify')}
        </Link>
      </div>
    </li>
  );
}
