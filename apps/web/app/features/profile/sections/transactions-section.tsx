import type { TransactionGroup, WalletTransaction } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import Download from 'lucide-react/icons/download';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Plus from 'lucide-react/icons/plus';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { inputClass } from '../../../components/form/text-field';
import { buttonClass } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { Skeleton, SkeletonList } from '../../../components/ui/skeleton';
import { useAppData } from '../../../lib/app-data';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { usePlayPaused } from '../../../lib/play-pause';
import { TRANSACTIONS_PAGE_SIZE, type TransactionsPage, useTransactions } from '../api/transactions';
import { useDownloadStatement } from '../api/transactions-statement';
import { historyEntries, type RoundEntry } from '../history-entries';
import {
  defaultRange,
  earliestDay,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeInstants,
  startsTooEarly,
} from '../transactions-range';
import { ProfileSection } from '../ui/profile-section';

/** The groups offered as filters: money the player moves or that moves for them (bonuses come later). */
const FILTER_GROUPS = [
  'deposit',
  'withdrawal',
  'hold',
  'game',
  'sport',
  'adjustment',
] as const satisfies readonly TransactionGroup[];

/** Ledger kinds with their own wording; others read as their group. */
const KNOWN_KINDS = new Set([
  'deposit',
  'withdrawal_request',
  'withdrawal_return',
  'withdrawal_payout',
  'hold_accrual',
  'hold_park',
  'hold_release',
  'adjustment',
  'sport_bet',
  'sport_payout',
  'sport_refund',
  'sport_reversal',
  'sport_cashout',
]);

/**
 * The transaction history (RTS 1B: at least 3 months, self-serve; a year here) with group and date filters, paging
 * and the period's statement as CSV, and net deposits over the account's life (RTS 1C).
 */
export function TransactionsSection() {
  const { t, lang } = useTranslation();
  const { i18nLang } = useAppData();
  const paused = usePlayPaused();
  const id = useId();
  const [today] = useState(() => new Date());
  const [initialRange] = useState(() => defaultRange(today));
  const [group, setGroup] = useState<TransactionGroup | null>(null);
  const [from, setFrom] = useState(initialRange.from);
  const [to, setTo] = useState(initialRange.to);
  const [offset, setOffset] = useState(0);
  const tooEarly = startsTooEarly(from, today);
  const range = useMemo(() => (tooEarly ? null : rangeInstants(from, to)), [from, to, tooEarly]);
  const history = useTransactions({ group, from: range?.from ?? null, to: range?.to ?? null, offset });
  const statement = useDownloadStatement();
  const earliest = earliestDay(today);

  const choosePreset = (preset: RangePreset) => {
    const next = presetRange(preset, today);
    setFrom(next.from);
    setTo(next.to);
    setOffset(0);
  };

  const changeGroup = (next: TransactionGroup | null) => {
    setGroup(next);
    setOffset(0);
  };

  return (
    <ProfileSection
      id="transactions"
      title={t('cash.history.title')}
      lead={t('cash.history.lead')}
      action={
        paused ? null : (
          <Link
            to={depositPath(i18nLang)}
            onClick={() =>
              trackDepositButton({ cash_button_name: 'profile_deposit', button_placement: 'profile' })
            }
            className={buttonClass('primary', 'sm')}
            data-testid="profile-deposit"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('cash.history.deposit')}
          </Link>
        )
      }
    >
      <div className="grid gap-6">
        <NetDeposits page={history.data} />
        <div className="grid gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('cash.history.group')}</legend>
            {[null, ...FILTER_GROUPS].map((option) => (
              <button
                key={option ?? 'all'}
                type="button"
                aria-pressed={group === option}
                onClick={() => changeGroup(option)}
                data-testid={`history-group-${option ?? 'all'}`}
                className="h-9 rounded-full bg-surface-2 px-4 text-sm font-semibold text-muted ring-1 ring-line transition hover:text-fg aria-pressed:bg-accent/15 aria-pressed:text-accent-ink aria-pressed:ring-accent"
              >
                {t(`cash.history.groups.${option ?? 'all'}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('responsible.history.range')}</legend>
            {RANGE_PRESETS.map((preset) => {
              const span = presetRange(preset, today);
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={span.from === from && span.to === to}
                  onClick={() => choosePreset(preset)}
                  data-testid={`history-range-${preset}`}
                  className="h-8 rounded-full bg-surface-2/60 px-3 text-xs font-semibold text-muted ring-1 ring-line transition hover:text-fg aria-pressed:bg-accent/15 aria-pressed:text-accent-ink aria-pressed:ring-accent"
                >
                  {t(`responsible.history.presets.${preset}`)}
                </button>
              );
            })}
          </fieldset>
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <label className="grid gap-1 text-xs font-semibold text-muted" htmlFor={`${id}-from`}>
              {t('cash.history.from')}
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                min={earliest}
                max={to}
                onChange={(event) => {
                  setFrom(event.target.value);
                  setOffset(0);
                }}
                data-testid="history-from"
                className={`${inputClass} h-10 text-sm`}
              />
            </label>
            <label className="grid gap-1 text-xs font-semibold text-muted" htmlFor={`${id}-to`}>
              {t('cash.history.to')}
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                min={tooEarly ? earliest : from}
                onChange={(event) => {
                  setTo(event.target.value);
                  setOffset(0);
                }}
                data-testid="history-to"
                className={`${inputClass} h-10 text-sm`}
              />
            </label>
          </div>
          {range === null ? (
            <p role="alert" className="text-sm text-danger">
              {t(tooEarly ? 'responsible.history.tooOld' : 'cash.history.badRange')}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={range === null || statement.isPending}
              aria-busy={statement.isPending || undefined}
              onClick={() => range && statement.mutate({ group, lang, ...range })}
              className={buttonClass('secondary', 'sm')}
              data-testid="history-download"
            >
              {statement.isPending ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="size-4" aria-hidden="true" />
              )}
              {t('responsible.history.download')}
            </button>
            {statement.isError ? (
              <p role="alert" className="text-sm text-danger">
                {t('responsible.history.downloadFailed')}
              </p>
            ) : null}
          </div>
        </div>
        <HistoryList page={history.data} failed={history.isError} onRetry={() => void history.refetch()} />
        {history.data && history.data.total > TRANSACTIONS_PAGE_SIZE ? (
          <Pager
            total={history.data.total}
            offset={offset}
            pageSize={TRANSACTIONS_PAGE_SIZE}
            onChange={setOffset}
            labels={{
              nav: t('cash.history.pages'),
              range: (range) => t('cash.history.page', range),
              previous: t('cash.history.previous'),
              next: t('cash.history.next'),
            }}
          />
        ) : null}
      </div>
    </ProfileSection>
  );
}

function NetDeposits({ page }: { page: TransactionsPage | undefined }) {
  const { t, lang } = useTranslation();
  if (!page) return <Skeleton className="h-24" />;
  const { deposits, withdrawals, net, currency } = page.netDeposits;
  const tiles = [
    { key: 'deposits', value: formatMoney(deposits, currency, lang), tone: 'text-fg' },
    { key: 'withdrawals', value: formatMoney(withdrawals, currency, lang), tone: 'text-fg' },
    { key: 'net', value: formatMoney(net, currency, lang), tone: net >= 0 ? 'text-win' : 'text-danger' },
  ] as const;
  return (
    <section aria-label={t('cash.history.net.title')} className="grid gap-2" data-testid="net-deposits">
      <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{t('cash.history.net.title')}</h3>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <div key={tile.key} className="grid gap-1 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line sm:p-4">
            <dt className="text-xs text-muted">{t(`cash.history.net.${tile.key}`)}</dt>
            <dd
              className={`text-sm font-bold tabular-nums sm:text-lg ${tile.tone}`}
              data-testid={`net-deposits-${tile.key}`}
            >
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HistoryList({
  page,
  failed,
  onRetry,
}: {
  page: TransactionsPage | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failed && !page) {
    return <LoadFailed text={t('cash.history.loadFailed')} retryLabel={t('cash.retry')} onRetry={onRetry} />;
  }
  if (!page) {
    return <SkeletonList itemClassName="h-16" />;
  }
  if (page.items.length === 0) {
    return (
      <p
        className="rounded-2xl bg-surface-2/40 p-6 text-center text-sm text-muted ring-1 ring-line"
        data-testid="history-empty"
      >
        {t('cash.history.empty')}
      </p>
    );
  }
  return (
    <ul
      className="grid divide-y divide-line overflow-hidden rounded-2xl bg-surface-2/40 ring-1 ring-line"
      data-testid="history-list"
    >
      {historyEntries(page.items).map((entry) =>
        entry.kind === 'round' ? (
          <RoundRow key={entry.key} round={entry} />
        ) : (
          <HistoryRow key={entry.key} item={entry.item} />
        ),
      )}
    </ul>
  );
}

/** A game round: the game, the round, what it cost and paid, and the net result. */
function RoundRow({ round }: { round: RoundEntry }) {
  const { t, lang } = useTranslation();
  const money = (amount: number) => formatMoney(amount, round.currency, lang);
  const net = round.win - round.stake;
  const detail =
    round.stake === 0
      ? t('cash.history.round.refunded')
      : t(round.win > 0 ? 'cash.history.round.stakeWin' : 'cash.history.round.stakeLost', {
          stake: money(round.stake),
          win: money(round.win),
        });
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="history-round" data-round={round.roundId}>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-semibold text-fg" data-testid="history-round-game">
          {round.game.title}
        </p>
        <p className="truncate text-xs text-muted" data-testid="history-round-detail">
          {detail}
        </p>
        <p className="truncate text-xs text-muted">
          {formatDayTime(new Date(round.createdAt), lang)} ·{' '}
          {t('cash.history.round.id', { round: round.roundId.slice(0, 8) })}
        </p>
      </div>
      <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
        <p
          className={`text-sm font-bold tabular-nums ${net > 0 ? 'text-win' : net < 0 ? 'text-fg' : 'text-muted'}`}
        >
          {net > 0 ? '+' : ''}
          {money(net)}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('cash.history.balanceAfter', { amount: money(round.balanceAfter) })}
        </p>
      </div>
    </li>
  );
}

function HistoryRow({ item }: { item: WalletTransaction }) {
  const { t, lang } = useTranslation();
  const label = KNOWN_KINDS.has(item.kind)
    ? t(`cash.history.kinds.${item.kind}`)
    : t(`cash.history.groups.${item.group}`);
  const sign = item.amount > 0 ? '+' : '';
  const tone = item.amount > 0 ? 'text-win' : item.amount < 0 ? 'text-fg' : 'text-muted';
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="history-item" data-kind={item.kind}>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-semibold text-fg">{label}</p>
        <p className="truncate text-xs text-muted">
          {formatDayTime(new Date(item.createdAt), lang)}
          {item.reference
            ? ` · ${t('cash.history.reference', { reference: item.reference.slice(0, 8) })}`
            : ''}
        </p>
      </div>
      <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
        <p className={`text-sm font-bold tabular-nums ${tone}`}>
          {sign}
          {formatMoney(item.amount, item.currency, lang)}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('cash.history.balanceAfter', { amount: formatMoney(item.balanceAfter, item.currency, lang) })}
        </p>
      </div>
    </li>
  );
}
