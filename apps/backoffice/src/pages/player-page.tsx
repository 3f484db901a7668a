import type { AdjustmentView, PlayerDetail } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  Ban,
  BanknoteArrowDown,
  CheckCircle2,
  CircleDashed,
  ClipboardCheck,
  Hourglass,
  PackageOpen,
  Scale,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import {
  adjustmentsQuery,
  playerAuditQuery,
  playerLedgerQuery,
  playerNotesQuery,
  playerQuery,
} from '../api/queries';
import { useCan } from '../api/session';
import { QueryState } from '../components/query-state';
import { StatusBadge } from '../components/statuses';
import { Badge, Button, Card, Facts, Loading, Notice, PageHeader, Tabs } from '../components/ui';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSignedMoney,
  humanize,
} from '../lib/format';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { AdjustmentsTable } from './adjustments-page';
import { NotFoundPage } from './not-found-page';
import { LootBoxDialog } from './player/loot-box-dialog';
import { RoundsTab } from './player/rounds-tab';
import { SessionsTab } from './player/sessions-tab';
import { SportLimitsCard } from './player/sport-limits-card';
import { BlockDialog, ExcludeDialog, NoteForm, ReviewDialog } from './player-actions';

const muted = (text = '—') => <span className="text-slate-400">{text}</span>;

function Confirmed({ value, confirmed }: { value: string | null; confirmed: boolean }) {
  if (!value) return muted();
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="break-all">{value}</span>
      {confirmed ? (
        <span className="inline-flex items-center gap-0.5 text-xs text-emerald-700">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          confirmed
        </span>
      ) : (
        <span className="inline-flex items-center gap-0.5 text-xs text-slate-500">
          <CircleDashed aria-hidden="true" className="size-3.5" />
          not confirmed
        </span>
      )}
    </span>
  );
}

function ProfileCard({ player }: { player: PlayerDetail }) {
  const name = [player.firstName, player.lastName].filter(Boolean).join(' ');
  return (
    <Card title="Profile">
      <Facts
        items={[
          ['Name', name || muted()],
          ['Nickname', player.nickname ?? muted()],
          ['Birth date', player.birthDate ? formatDate(player.birthDate) : muted()],
          ['Language', player.language],
          ['E-mail', <Confirmed key="email" value={player.email} confirmed={player.emailConfirmed} />],
          ['Phone', <Confirmed key="phone" value={player.phone} confirmed={player.phoneConfirmed} />],
          ['Registration', player.registrationComplete ? 'Complete' : 'Not complete'],
          ['Registered', formatDateTime(player.createdAt)],
        ]}
      />
    </Card>
  );
}

function BalanceCard({ player }: { player: PlayerDetail }) {
  const { balance } = player;
  const rows: [string, number][] = [
    ['Real money', balance.real],
    ['Bonus', balance.bonus],
    ['On hold', balance.onHold],
  ];
  return (
    <Card title="Balance">
      <dl className="space-y-2">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-[13px] text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums">{formatMoney(amount, balance.currency)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-400">On hold: withdrawals waiting for a decision or a payout.</p>
    </Card>
  );
}

function ProtectionCard({ player }: { player: PlayerDetail }) {
  const { protection } = player;
  return (
    <Card title="Protection">
      <Facts
        items={[
          [
            'Self-excluded',
            protection.selfExcludedUntil ? (
              <Badge key="ex" tone="red">
                until {formatDateTime(protection.selfExcludedUntil)}
              </Badge>
            ) : (
              'No'
            ),
          ],
        ]}
      />
      <h3 className="mt-3 mb-1 text-xs font-medium text-slate-500 uppercase">Limits</h3>
      {protection.limits.length === 0 ? (
        <p className="text-[13px] text-slate-400">No limits set.</p>
      ) : (
        <ul className="space-y-1 text-[13px]">
          {protection.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`} className="flex justify-between gap-3">
              <span>
                {humanize(limit.kind)} <span className="text-slate-500">· {humanize(limit.period)}</span>
              </span>
              <span className="tabular-nums">
                {limit.amount === null
                  ? muted('not set')
                  : limit.kind.includes('time') || limit.kind.includes('session')
                    ? limit.amount
                    : formatMoney(limit.amount, player.balance.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DocumentsCard({ player }: { player: PlayerDetail }) {
  const can = useCan();
  return (
    <Card title="Documents">
      {player.documents.length === 0 ? (
        <p className="text-[13px] text-slate-400">No documents uploaded.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-[13px]">
          {player.documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 py-1.5">
              <div className="min-w-0">
                <div className="font-medium">{humanize(document.kind)}</div>
                <div className="truncate text-xs text-slate-500">
                  {document.fileName} · {formatBytes(document.sizeBytes)} ·{' '}
                  {formatDateTime(document.createdAt)}
                </div>
                {document.rejectionReason ? (
                  <div className="text-xs text-rose-700">Rejected: {document.rejectionReason}</div>
                ) : null}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <StatusBadge status={document.status} />
                {can('kyc.read') ? (
                  <Link
                    to={`/documents?status=${document.status}&document=${document.id}`}
                    className="text-xs text-indigo-700 hover:underline"
                  >
                    Open in queue
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DevicesCard({ player }: { player: PlayerDetail }) {
  return (
    <Card title="Devices">
      {player.devices.length === 0 ? (
        <p className="text-[13px] text-slate-400">No devices seen.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-[13px]">
          {player.devices.map((device) => (
            <li key={`${device.userAgent}-${device.ip}-${device.lastSeenAt}`} className="py-1.5">
              <div className="truncate" title={device.userAgent}>
                {device.userAgent || muted('Unknown browser')}
              </div>
              <div className="text-xs text-slate-500">
                {device.ip ?? 'address unknown'} · last seen {formatDateTime(device.lastSeenAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LedgerTab({ id }: { id: number }) {
  const ledger = useQuery(playerLedgerQuery(id));
  const entries = ledger.data?.entries ?? [];
  return (
    <QueryState query={ledger} empty={entries.length === 0}>
      <div className="-mx-4 overflow-x-auto">
        <table className="bo-table">
          <caption className="sr-only">Ledger entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Transfer</th>
              <th scope="col">Kind</th>
              <th scope="col">Account</th>
              <th scope="col" className="text-right">
                Amount
              </th>
              <th scope="col" className="text-right">
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.transferId}-${entry.account}`}>
                <td className="whitespace-nowrap text-slate-600">{formatDateTime(entry.at)}</td>
                <td className="font-mono text-xs text-slate-500">{entry.transferId}</td>
                <td>{humanize(entry.kind)}</td>
                <td className="font-mono text-xs">{entry.account}</td>
                <td
                  className={`text-right tabular-nums ${entry.amount < 0 ? 'text-rose-700' : 'text-emerald-700'}`}
                >
                  {formatSignedMoney(entry.amount, entry.currency)}
                </td>
                <td className="text-right tabular-nums">
                  {entry.balanceAfter === null ? muted() : formatMoney(entry.balanceAfter, entry.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </QueryState>
  );
}

function AdjustmentsTab({ id }: { id: number }) {
  const list = useQuery(adjustmentsQuery(undefined, id));
  const adjustments = list.data?.adjustments ?? [];
  return (
    <QueryState query={list} empty={adjustments.length === 0}>
      <div className="-mx-4 overflow-x-auto">
        <AdjustmentsTable adjustments={adjustments} showPlayer={false} />
      </div>
    </QueryState>
  );
}

function prettyJson(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return JSON.stringify(value, null, 2);
}

function AuditTab({ id }: { id: number }) {
  const audit = useQuery(playerAuditQuery(id));
  const events = audit.data?.events ?? [];
  return (
    <QueryState query={audit} empty={events.length === 0}>
      <ol className="space-y-3">
        {events.map((event) => (
          <li key={event.id} className="rounded-md border border-slate-200">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 bg-slate-50 px-3 py-2 text-[13px]">
              <span className="font-mono text-xs font-medium">{event.action}</span>
              <span className="text-slate-500">
                by {humanize(event.actorKind)}
                {event.actorId ? ` ${event.actorId}` : ''}
              </span>
              <span className="ml-auto text-xs text-slate-500">{formatDateTime(event.occurredAt)}</span>
            </div>
            <div className="space-y-2 px-3 py-2">
              {event.reason ? (
                <p className="text-[13px]">
                  <span className="text-slate-500">Reason: </span>
                  {event.reason}
                </p>
              ) : null}
              <div className="grid gap-2 md:grid-cols-2">
                <div>
                  <div className="mb-0.5 text-xs text-slate-500">Before</div>
                  <pre className="max-h-48 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs">
                    {prettyJson(event.before)}
                  </pre>
                </div>
                <div>
                  <div className="mb-0.5 text-xs text-slate-500">After</div>
                  <pre className="max-h-48 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs">
                    {prettyJson(event.after)}
                  </pre>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </QueryState>
  );
}

function NotesTab({ id }: { id: number }) {
  const can = useCan();
  const notes = useQuery(playerNotesQuery(id));
  const list = notes.data?.notes ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <QueryState query={notes} empty={list.length === 0}>
        <ol className="space-y-2">
          {list.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 px-3 py-2">
              <div className="mb-1 flex justify-between gap-2 text-xs text-slate-500">
                <span className="font-medium text-slate-700">{note.operator}</span>
                <span>{formatDateTime(note.createdAt)}</span>
              </div>
              <p className="text-[13px] whitespace-pre-wrap break-words">{note.text}</p>
            </li>
          ))}
        </ol>
      </QueryState>
      {can('players.note') ? <NoteForm playerId={id} /> : null}
    </div>
  );
}

type TabId = 'notes' | 'ledger' | 'adjustments' | 'rounds' | 'sessions' | 'audit';

export function PlayerPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  if (!valid) return <NotFoundPage />;
  return <PlayerScreen key={id} id={id} />;
}

function PlayerScreen({ id }: { id: number }) {
  const can = useCan();
  const detail = useQuery(playerQuery(id));
  const [dialog, setDialog] = useState<'review' | 'block' | 'adjust' | 'exclude' | 'lootBox' | null>(null);
  const [adjusted, setAdjusted] = useState<AdjustmentView | null>(null);
  const [boxGiven, setBoxGiven] = useState<string | null>(null);
  const tabs: { id: TabId; label: string }[] = [
    { id: 'notes', label: 'Notes' },
    ...(can('ledger.read')
      ? [
          { id: 'ledger' as const, label: 'Ledger' },
          { id: 'adjustments' as const, label: 'Adjustments' },
        ]
      : []),
    ...(can('games.read') ? [{ id: 'rounds' as const, label: 'Game rounds' }] : []),
    { id: 'sessions', label: 'Sessions' },
    ...(can('audit.read') ? [{ id: 'audit' as const, label: 'Audit trail' }] : []),
  ];
  const [tab, setTab] = useState<TabId>('notes');

  const back = (
    <Link
      to="/players"
      className="mb-3 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Players
    </Link>
  );

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    return (
      <>
        {back}
        <Notice>{errorMessage(detail.error)}</Notice>
      </>
    );
  }
  const { player } = detail.data;
  const blocked = player.status === 'blocked';

  return (
    <>
      {back}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            <span>{player.login}</span>
            <span className="font-mono text-sm font-normal text-slate-400">#{player.id}</span>
          </span>
        }
        description={
          <span className="mt-1 flex flex-wrap items-center gap-1.5">
            <StatusBadge status={player.status} />
            <StatusBadge status={player.verificationStatus} prefix="Verification:" />
            {player.reviewStatus ? (
              <Badge tone="amber">
                <span className="font-normal opacity-75">Review:</span>
                {humanize(player.reviewStatus)}
                {player.reviewStatusConfirmed ? ' (confirmed)' : ''}
              </Badge>
            ) : (
              <Badge>No review status</Badge>
            )}
            <Badge>{player.currency}</Badge>
          </span>
        }
        actions={
          <>
            {can('payments.read') ? (
              <Link
                to={`/withdrawals?playerId=${player.id}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-md bg-white px-3 text-sm font-medium text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              >
                <Wallet aria-hidden="true" className="size-4" />
                Withdrawals
              </Link>
            ) : null}
            {can('payments.read') ? (
              <Link
                to={`/deposits?playerId=${player.id}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-md bg-white px-3 text-sm font-medium text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              >
                <BanknoteArrowDown aria-hidden="true" className="size-4" />
                Deposits
              </Link>
            ) : null}
            {can('ledger.adjust') ? (
              <Button
                onClick={() => {
                  setAdjusted(null);
                  setDialog('adjust');
                }}
              >
                <Scale aria-hidden="true" className="size-4" />
                Adjust balance
              </Button>
            ) : null}
            {can('promotions.manage') ? (
              <Button
                onClick={() => {
                  setBoxGiven(null);
                  setDialog('lootBox');
                }}
              >
                <PackageOpen aria-hidden="true" className="size-4" />
                Give loot box
              </Button>
            ) : null}
            {can('players.review') ? (
              <Button onClick={() => setDialog('review')}>
                <ClipboardCheck aria-hidden="true" className="size-4" />
                Set review status
              </Button>
            ) : null}
            {can('players.protect') ? (
              <Button onClick={() => setDialog('exclude')}>
                <Hourglass aria-hidden="true" className="size-4" />
                Exclude
              </Button>
            ) : null}
            {can('players.block') ? (
              blocked ? (
                <Button onClick={() => setDialog('block')}>
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  Unblock
                </Button>
              ) : (
                <Button variant="danger" onClick={() => setDialog('block')}>
                  <Ban aria-hidden="true" className="size-4" />
                  Block
                </Button>
              )
            ) : null}
          </>
        }
      />
      {boxGiven ? (
        <div className="mb-4">
          <Notice tone="green">Loot box given: {boxGiven}. The player opens it on the bonuses page.</Notice>
        </div>
      ) : null}
      {adjusted ? (
        <div className="mb-4">
          {adjusted.status === 'applied' ? (
            <Notice tone="green">
              Applied: the balance is updated ({adjusted.direction === 'credit' ? 'credit' : 'debit'} of{' '}
              {formatMoney(adjusted.amount, adjusted.currency)}).
            </Notice>
          ) : adjusted.status === 'pending' ? (
            <Notice tone="blue">
              Waiting for a second operator's approval ({adjusted.direction === 'credit' ? 'credit' : 'debit'}{' '}
              of {formatMoney(adjusted.amount, adjusted.currency)}).
            </Notice>
          ) : (
            <Notice tone="amber">This adjustment was rejected: {adjusted.decisionReason}</Notice>
          )}
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-3 lg:grid-cols-2">
        <ProfileCard player={player} />
        <BalanceCard player={player} />
        <ProtectionCard player={player} />
        <DocumentsCard player={player} />
        <DevicesCard player={player} />
        {can('sportsbook.read') ? <SportLimitsCard player={player} /> : null}
      </div>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white shadow-xs" aria-label="History">
        <div className="px-4">
          <Tabs label="Player history" tabs={tabs} selected={tab} onSelect={setTab} />
        </div>
        <div className="p-4" role="tabpanel">
          {tab === 'ledger' ? (
            <LedgerTab id={id} />
          ) : tab === 'adjustments' ? (
            <AdjustmentsTab id={id} />
          ) : tab === 'rounds' ? (
            <RoundsTab id={id} />
          ) : tab === 'sessions' ? (
            <SessionsTab id={id} />
          ) : tab === 'audit' ? (
            <AuditTab id={id} />
          ) : (
            <NotesTab id={id} />
          )}
        </div>
      </section>
      {can('players.review') ? (
        <ReviewDialog
          key={`review-${dialog === 'review'}`}
          player={player}
          open={dialog === 'review'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'adjust' && can('ledger.adjust') ? (
        <AdjustBalanceDialog
          player={player}
          onClose={() => setDialog(null)}
          onDone={(adjustment) => {
            setAdjusted(adjustment);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'lootBox' && can('promotions.manage') ? (
        <LootBoxDialog
          player={player}
          onClose={() => setDialog(null)}
          onDone={(title) => setBoxGiven(title)}
        />
      ) : null}
      {can('players.protect') ? (
        <ExcludeDialog
          key={`exclude-${dialog === 'exclude'}`}
          player={player}
          open={dialog === 'exclude'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {can('players.block') ? (
        <BlockDialog
          key={`block-${dialog === 'block'}-${player.status}`}
          player={player}
          open={dialog === 'block'}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
