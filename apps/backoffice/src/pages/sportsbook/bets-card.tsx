import type { SportBetOutcome, SportBetRejectReason, SportBetStatus } from '@casino/contracts';
import type { OperatorSportBet } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { useCan } from '../../api/session';
import { SPORT_BETS_PER_PAGE, type SportBetFilter, sportBetsQuery } from '../../api/sportsbook-queries';
import { PlayerFilterChip } from '../../components/queue-filters';
import { Badge, Button, Card, EmptyState, Loading, Notice, Tabs, type Tone } from '../../components/ui';
import { formatDateTime, formatMoney, formatOdds, humanize } from '../../lib/format';

const FILTERS: { id: SportBetFilter | 'all'; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'settled', label: 'Settled' },
  { id: 'unrecovered', label: 'Unrecovered' },
];

const EMPTY: Record<SportBetFilter | 'all', string> = {
  all: 'No bets yet.',
  open: 'No open bets.',
  settled: 'No settled bets.',
  unrecovered: 'No bet has an unrecovered payout.',
};

/** Pending waits out the live bet delay, so it is amber like every wait in the console. */
const STATUS_TONES: Record<SportBetStatus, Tone> = { pending: 'amber', accepted: 'green', rejected: 'red' };

/** Open (blue) until the result; a cash-out, paid before any result, stands apart in violet. */
const OUTCOME_TONES: Record<SportBetOutcome, Tone> = {
  open: 'blue',
  won: 'green',
  lost: 'neutral',
  void: 'neutral',
  cashed_out: 'violet',
};

/** Why the sportsbook refused a bet, in the operators' words. */
const REJECT_REASONS: Record<SportBetRejectReason, string> = {
  odds_changed: 'Odds changed',
  market_suspended: 'Market suspended',
  market_closed: 'Market closed',
  stake_below_minimum: 'Stake below the minimum',
  stake_above_maximum: 'Stake above the maximum',
  payout_above_maximum: 'Payout above the maximum',
  event_limit_exceeded: 'Per-match limit reached',
  player_limit_exceeded: 'Per-player limit reached',
};

const muted = (text = '—') => <span className="text-slate-400">{text}</span>;

function BetRow({ bet, linkPlayer }: { bet: OperatorSportBet; linkPlayer: boolean }) {
  const money = (amount: number) => formatMoney(amount, bet.currency);
  const rejected = bet.status === 'rejected';
  return (
    <tr>
      <td>
        <span className="font-mono text-xs">#{bet.id}</span>
        <span
          className="block max-w-24 truncate font-mono text-[11px] text-slate-400"
          title={bet.referenceId}
        >
          {bet.referenceId}
        </span>
      </td>
      <td>
        {linkPlayer ? (
          <Link to={`/players/${bet.playerId}`} className="font-medium text-indigo-700 hover:underline">
            #{bet.playerId}
          </Link>
        ) : (
          `#${bet.playerId}`
        )}
      </td>
      <td className="whitespace-nowrap">
        <span className="inline-flex items-center gap-1.5">
          {humanize(bet.type)}
          {bet.live ? (
            <Badge tone="red">
              <Radio aria-hidden="true" className="size-3" />
              Live
            </Badge>
          ) : null}
        </span>
        {bet.type === 'single' ? null : (
          <span className="block text-xs text-slate-500">{bet.selections} selections</span>
        )}
      </td>
      <td>
        <Badge tone={STATUS_TONES[bet.status]}>{humanize(bet.status)}</Badge>
        {bet.rejectReason ? (
          <span className="mt-0.5 block text-xs text-slate-500">{REJECT_REASONS[bet.rejectReason]}</span>
        ) : null}
      </td>
      <td className="text-right whitespace-nowrap tabular-nums">{money(bet.stake)}</td>
      <td className="text-right tabular-nums">{formatOdds(bet.odds)}</td>
      <td className="text-right whitespace-nowrap tabular-nums">{money(bet.potentialPayout)}</td>
      {/* A refused bet never stood, so it has no outcome to show. */}
      <td>{rejected ? muted() : <Badge tone={OUTCOME_TONES[bet.outcome]}>{humanize(bet.outcome)}</Badge>}</td>
      <td className="text-right whitespace-nowrap tabular-nums">{rejected ? muted() : money(bet.payout)}</td>
      <td className="text-right whitespace-nowrap tabular-nums">
        {bet.unrecovered > 0 ? (
          <span className="font-semibold text-rose-700">{money(bet.unrecovered)}</span>
        ) : (
          muted()
        )}
      </td>
      {/* When it was settled rides on the placing time: a line of its own would not fit the table at 1440 px. */}
      <td
        className="whitespace-nowrap text-slate-600"
        title={bet.settledAt ? `Settled ${formatDateTime(bet.settledAt)}` : undefined}
      >
        {formatDateTime(bet.placedAt)}
      </td>
    </tr>
  );
}

function BetsTable({ bets }: { bets: OperatorSportBet[] }) {
  const can = useCan();
  const linkPlayer = can('players.read');
  return (
    <table className="bo-table">
      <caption className="sr-only">Sports bets, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Bet</th>
          <th scope="col">Player</th>
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-right">
            Stake
          </th>
          <th scope="col" className="text-right">
            Odds
          </th>
          <th scope="col" className="text-right">
            Potential payout
          </th>
          <th scope="col">Outcome</th>
          <th scope="col" className="text-right">
            Payout
          </th>
          <th scope="col" className="text-right">
            Unrecovered
          </th>
          <th scope="col">Placed</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} linkPlayer={linkPlayer} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The bets, newest first, a page at a time: all of them or one filter's, every player's or one's. The filter and the
 * player are the address's (`?filter=unrecovered&playerId=7`), so a player's page can link to their bets.
 */
export function BetsCard({
  filter,
  playerId,
  onFilter,
  onClearPlayer,
}: {
  filter: SportBetFilter | undefined;
  playerId: number | undefined;
  onFilter: (filter: SportBetFilter | undefined) => void;
  onClearPlayer: () => void;
}) {
  const [page, setPage] = useState(1);
  const list = useQuery(sportBetsQuery({ filter, playerId, page }));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SPORT_BETS_PER_PAGE));
  return (
    <Card
      title="Bets"
      actions={
        list.data ? (
          <div className="flex items-center gap-2 text-xs text-slate-500">
            {total === 1 ? '1 bet' : `${total} bets`}
            {pages > 1 ? (
              <>
                <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                Page {page} of {pages}
                <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older
                </Button>
              </>
            ) : null}
          </div>
        ) : null
      }
    >
      <div className="-mx-4 -mt-4 mb-4 flex flex-wrap items-end justify-between gap-3 px-4">
        <Tabs
          label="Bets to show"
          tabs={FILTERS}
          selected={filter ?? 'all'}
          onSelect={(value) => onFilter(value === 'all' ? undefined : value)}
        />
        {playerId ? <PlayerFilterChip playerId={playerId} onClear={onClearPlayer} /> : null}
      </div>
      {filter === 'unrecovered' ? (
        <div className="mb-4">
          <Notice tone="blue">
            A rolled-back result took these payouts back, but the player's balance no longer held them: the
            unrecovered amount is the operator's loss to follow up.
          </Notice>
        </div>
      ) : null}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Notice>{errorMessage(list.error)}</Notice>
      ) : list.data.bets.length === 0 ? (
        <EmptyState>{EMPTY[filter ?? 'all']}</EmptyState>
      ) : (
        <div className="-mx-4 -mb-4 overflow-x-auto">
          <BetsTable bets={list.data.bets} />
        </div>
      )}
    </Card>
  );
}
