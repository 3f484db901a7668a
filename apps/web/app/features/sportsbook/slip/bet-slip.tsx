import { formatMoney } from '@casino/i18n';
import CircleAlert from 'lucide-react/icons/circle-alert';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Ticket from 'lucide-react/icons/ticket';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { parseMajorAmount } from '../../../lib/money/amount';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { betTypeLabel } from '../bets/bet-messages';
import { labelText } from '../label';
import { combinationCount, combinedOdds } from '../odds';
import { FreebetChoice } from './freebet-choice';
import { slipStake, slipWin } from './freebet-rules';
import { clearNotice, type SlipNotice, usePlacement } from './placement';
import { AcceptedResult, PendingResult } from './placement-result';
import { PolicyChoice } from './policy-choice';
import { SingleStakeInput } from './single-stake-input';
import { SinglesResult } from './singles-result';
import { singleLines, singleStakes, singlesPotentialWin } from './singles-rules';
import {
  conflictingEvents,
  removeSelection,
  reviewSlip,
  selectionKey,
  selectionState,
  withPrices,
} from './slip-rules';
import { SlipSelectionItem } from './slip-selection-item';
import { updateSlip, useSlip } from './slip-store';
import { StakeField } from './stake-field';
import { SystemChoice, SystemSummary } from './system-choice';
import { useNoticeAction, usePlaceBet } from './use-place-bet';
import { usePlaceSingles } from './use-place-singles';
import { useSlipEvents } from './use-slip-events';
import { useSlipFreebet } from './use-slip-freebet';

function NoticeBox({ notice, onRetry }: { notice: SlipNotice; onRetry: () => void }) {
  const { t } = useTranslation();
  const act = useNoticeAction();
  const Icon = notice.tone === 'warning' ? TriangleAlert : CircleAlert;
  const action = notice.action && notice.action !== 'selfLimit' ? notice.action : null;
  return (
    <div
      role="alert"
      data-testid="slip-notice"
      className={`grid gap-2 rounded-xl p-3 text-sm ring-1 ${
        notice.tone === 'warning' ? 'bg-accent/10 ring-accent/40' : 'bg-danger/10 ring-danger/30'
      }`}
    >
      <p className="flex items-start gap-2 text-fg">
        <Icon
          className={`mt-0.5 size-4 shrink-0 ${notice.tone === 'warning' ? 'text-accent-ink' : 'text-danger'}`}
          aria-hidden="true"
        />
        <span>{labelText(t, notice.text)}</span>
      </p>
      {action ? (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => act(action)}>
          {t(`sportsbook.result.${action}`)}
        </Button>
      ) : null}
      {notice.retry ? (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={onRetry}>
          {t('sportsbook.result.retry')}
        </Button>
      ) : null}
    </div>
  );
}

function EmptySlip() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-2 px-4 py-8 text-center" data-testid="slip-empty">
      <span className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
        <Ticket className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold text-fg">{t('sportsbook.slip.emptyTitle')}</p>
      <p className="text-xs leading-relaxed text-muted">{t('sportsbook.slip.emptyText')}</p>
    </div>
  );
}

/**
 * The bet slip: its selections checked against the catalogue every few seconds, single, express or, from three
 * selections, a system bet of the player's size (two selections of one match are refused, saying which), the stake
 * with quick amounts (a system bet's per combination, with its combinations and whole stake shown), the potential
 * win exactly as the server computes it, the odds-change policy, and the button — which logs a guest in, asks the
 * player to confirm prices that moved beyond the policy, or places the bet and then follows it to its decision. A
 * signed-in player may pay the stake with a free bet that fits the slip: the stake is then its amount, and the win
 * comes without it. From two selections the player may place them as singles instead, one bet each, at one stake
 * for all or a stake of each selection's own.
 */
export function BetSlip() {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const { player } = useAppData().appMain;
  const currency = player.currency;
  const slip = useSlip();
  const placement = usePlacement();
  const { place } = usePlaceBet();
  const placeSingles = usePlaceSingles();
  const events = useSlipEvents(slip.selections.map((selection) => selection.eventId));
  const states = slip.selections.map((selection) => selectionState(selection, events.get(selection.eventId)));
  const review = reviewSlip(slip, states);
  // While a request is out, or one that got no answer may be sent again, the slip stays as it was sent: a new
  // price would make it another attempt, under another reference id.
  const settled = placement.stage === 'idle' && !placement.notice?.retry;
  const acceptedKey = settled ? [...review.acceptedMoves].join(',') : '';

  // Prices the player's policy takes are taken at once (and flash in the slip); others wait for a confirmation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per distinct set of moves.
  useEffect(() => {
    if (acceptedKey === '') return;
    updateSlip((current) =>
      withPrices(current, (selection) => review.acceptedMoves.get(selectionKey(selection)) ?? null),
    );
  }, [acceptedKey]);

  const stake = useMemo(() => parseMajorAmount(slip.stake, currency), [slip.stake, currency]);
  const odds = slip.selections.map((selection) => selection.odds);
  const { systemSize } = review;
  const combinations = systemSize === null ? 1 : combinationCount(odds.length, systemSize);
  const { fitting, freebet, fit } = useSlipFreebet(review.kind, odds, systemSize, slip.freebetId);
  const stakeMinor = slipStake(freebet, stake.ok && stake.minor > 0 ? stake.minor : null, combinations);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const singles = review.kind === 'singles';
  const lines = singles ? singleLines(slip, currency) : [];
  const stakes = singles ? singleStakes(lines) : null;
  const singlesTotal = stakes?.reduce((sum, each) => sum + each, 0) ?? null;

  if (placement.stage === 'singles') return <SinglesResult results={placement.results} />;
  if (placement.stage === 'pending') return <PendingResult bet={placement.bet} />;
  if (placement.stage === 'accepted') return <AcceptedResult bet={placement.bet} />;
  if (slip.selections.length === 0) {
    return (
      <div className="grid gap-3">
        {placement.stage === 'idle' && placement.notice ? (
          <NoticeBox notice={placement.notice} onRetry={() => undefined} />
        ) : null}
        <EmptySlip />
      </div>
    );
  }

  const placing = placement.stage === 'placing';
  const stakeError =
    freebet || slip.stake === ''
      ? null
      : !stake.ok
        ? t(`sportsbook.slip.stakeErrors.${stake.error}`)
        : stake.minor === 0
          ? t('sportsbook.slip.stakeErrors.zero')
          : null;
  const placeable = singles
    ? review.unavailable === 0 && stakes !== null
    : (review.kind === 'single' || review.kind === 'express' || review.kind === 'system') &&
      review.unavailable === 0 &&
      stakeMinor !== null &&
      // A free bet below its minimum odds would be refused: the slip says so and waits.
      (fit === null || fit.reached);
  const needsConfirmation = review.unconfirmed.size > 0;
  /** A change the player makes: the last refusal's notice, about the slip as it was, gives way. */
  const edit = (change: Parameters<typeof updateSlip>[0]) => {
    clearNotice();
    updateSlip(change);
  };
  const submit = () => {
    if (player.isGuest) {
      void place(0);
      return;
    }
    if (needsConfirmation) {
      edit((current) =>
        withPrices(current, (selection) => review.unconfirmed.get(selectionKey(selection)) ?? null),
      );
      return;
    }
    if (placeable && singles && stakes !== null) void placeSingles(lines, stakes);
    else if (placeable && stakeMinor !== null) void place(stakeMinor, freebet?.id ?? null);
  };
  const buttonLabel = player.isGuest
    ? t('sportsbook.slip.login')
    : needsConfirmation
      ? t('sportsbook.slip.acceptChanges')
      : placing
        ? t('sportsbook.slip.placing')
        : singles && singlesTotal !== null
          ? t('sportsbook.slip.singles.place', { count: lines.length, amount: money(singlesTotal) })
          : freebet
            ? t('sportsbook.slip.freebet.place', { amount: money(freebet.amount) })
            : stakeMinor !== null
              ? t('sportsbook.slip.place', { amount: money(stakeMinor) })
              : t('sportsbook.slip.placeNoAmount');

  return (
    <div className="grid gap-3" data-testid="bet-slip">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold text-fg" data-testid="slip-kind">
          {review.kind === 'single'
            ? t('sportsbook.slip.single')
            : singles
              ? t('sportsbook.slip.singles.title', { count: slip.selections.length })
              : systemSize !== null
                ? labelText(t, betTypeLabel('system', slip.selections.length, systemSize))
                : `${t('sportsbook.slip.express')} · ${slip.selections.length}`}
        </p>
        <button
          type="button"
          onClick={() => edit((current) => ({ ...current, selections: [], attempt: null }))}
          className="text-xs font-semibold text-muted underline-offset-2 hover:text-fg hover:underline"
        >
          {t('sportsbook.slip.clear')}
        </button>
      </div>
      <ul className="grid gap-2">
        {slip.selections.map((selection, index) => {
          const key = selectionKey(selection);
          return (
            <SlipSelectionItem
              key={key}
              selection={selection}
              event={events.get(selection.eventId)}
              state={states[index] ?? { status: 'loading' }}
              sameMatch={review.conflicts.has(selection.eventId)}
              unconfirmed={review.unconfirmed.get(key)}
              onRemove={() => edit((current) => removeSelection(current, key))}
            >
              {singles && lines[index] ? (
                <SingleStakeInput
                  line={lines[index]}
                  value={slip.singleStakes[key] ?? ''}
                  currency={currency}
                  win={
                    lines[index].stake.ok ? slipWin(lines[index].stake.minor, [selection.odds], false) : null
                  }
                  onChange={(value) =>
                    edit((current) => ({
                      ...current,
                      singleStakes: { ...current.singleStakes, [key]: value },
                    }))
                  }
                />
              ) : null}
            </SlipSelectionItem>
          );
        })}
      </ul>
      {review.kind === 'conflict' ? (
        <p
          role="alert"
          className="rounded-xl bg-danger/10 p-3 text-xs font-medium text-fg ring-1 ring-danger/30"
        >
          {t('sportsbook.slip.sameMatch')}
        </p>
      ) : null}
      {review.unavailable > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            edit((current) => ({
              ...current,
              attempt: null,
              selections: current.selections.filter((_, index) => {
                const state = states[index];
                return state?.status !== 'suspended' && state?.status !== 'closed';
              }),
            }))
          }
        >
          {t('sportsbook.slip.removeClosed')}
        </Button>
      ) : null}
      {slip.selections.length >= 2 ? (
        <SystemChoice
          count={slip.selections.length}
          combinable={conflictingEvents(slip.selections).size === 0}
          value={singles ? { singles: true } : { singles: false, systemSize }}
          onChange={(kind) =>
            edit((current) => ({
              ...current,
              singles: kind.singles,
              systemSize: kind.singles ? current.systemSize : kind.systemSize,
              attempt: null,
            }))
          }
        />
      ) : null}
      {review.kind === 'express' ? (
        <p className="flex justify-between gap-3 text-sm">
          <span className="text-muted">{t('sportsbook.slip.totalOdds')}</span>
          <span className="font-bold text-fg tabular-nums" data-testid="slip-total-odds">
            {formatOdds(combinedOdds(odds))}
          </span>
        </p>
      ) : null}
      {fitting.length > 0 ? (
        <FreebetChoice
          freebets={fitting}
          chosen={freebet}
          fit={fit}
          onChoose={(freebetId) => edit((current) => ({ ...current, freebetId, attempt: null }))}
        />
      ) : null}
      <StakeField
        value={slip.stake}
        currency={currency}
        error={stakeError}
        lockedTo={freebet?.amount ?? null}
        // A system bet's typed stake is per combination; a free bet's locked one is its whole amount.
        label={
          singles
            ? t('sportsbook.slip.singles.stakeForAll')
            : systemSize !== null && !freebet
              ? t('sportsbook.slip.system.stake')
              : t('sportsbook.slip.stake')
        }
        onChange={(value) => edit((current) => ({ ...current, stake: value, attempt: null }))}
      />
      {systemSize !== null ? (
        <SystemSummary
          size={systemSize}
          combinations={combinations}
          perCombination={stakeMinor === null ? null : money(stakeMinor / combinations)}
          total={stakeMinor === null ? null : money(stakeMinor)}
        />
      ) : null}
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">
          {t(
            singles
              ? 'sportsbook.slip.singles.potentialWin'
              : freebet
                ? 'sportsbook.slip.freebet.potentialWin'
                : systemSize !== null
                  ? 'sportsbook.slip.system.potentialWin'
                  : 'sportsbook.slip.potentialWin',
          )}
        </span>
        <span className="text-base font-extrabold text-win tabular-nums" data-testid="slip-potential-win">
          {singles
            ? stakes === null
              ? '—'
              : money(singlesPotentialWin(lines, stakes))
            : stakeMinor !== null && review.kind !== 'conflict'
              ? money(slipWin(stakeMinor, odds, freebet !== null, systemSize))
              : '—'}
        </span>
      </p>
      <PolicyChoice
        value={slip.policy}
        onChange={(policy) => edit((current) => ({ ...current, policy, attempt: null }))}
      />
      {placement.stage === 'idle' && placement.notice ? (
        <NoticeBox notice={placement.notice} onRetry={submit} />
      ) : null}
      <Button
        size="lg"
        onClick={submit}
        disabled={placing || (!player.isGuest && !needsConfirmation && !placeable)}
        aria-busy={placing || undefined}
        data-testid="slip-place"
      >
        {placing ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {buttonLabel}
      </Button>
    </div>
  );
}
