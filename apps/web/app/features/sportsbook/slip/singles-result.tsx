import { formatMoney } from '@casino/i18n';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { useSportBet } from '../api/sport-bet';
import { rejectionLabel } from '../bets/bet-messages';
import { type Label, labelText, message } from '../label';
import { outcomeLabel } from '../markets/market-names';
import { showPanelTab } from './panel-state';
import { IDLE, setPlacement, settleSingle } from './placement';
import { type SingleOutcome, type SingleResult, singlesTally } from './singles-rules';

type RowState = { tone: 'accepted' | 'pending' | 'refused'; label: Label };

function rowState(outcome: SingleOutcome, money: (minor: number) => string): RowState {
  if (outcome.kind === 'failed') return { tone: 'refused', label: outcome.label };
  const { bet } = outcome;
  if (bet.status === 'accepted')
    return { tone: 'accepted', label: message('sportsbook.slip.singles.accepted') };
  if (bet.status === 'pending') return { tone: 'pending', label: message('sportsbook.slip.singles.pending') };
  return {
    tone: 'refused',
    label: bet.rejection ? rejectionLabel(bet.rejection, money) : message('sportsbook.errors.unknown'),
  };
}

const TONE_CLASS = {
  accepted: 'text-win',
  pending: 'text-accent-ink',
  refused: 'text-danger',
} as const;

/** One single's answer; a live one is followed through its bet delay until it is decided. */
function SingleRow({ result }: { result: SingleResult }) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const { currency } = useAppData().appMain.player;
  const pendingId =
    result.outcome.kind === 'bet' && result.outcome.bet.status === 'pending' ? result.outcome.bet.id : null;
  const followed = useSportBet(pendingId);
  const decided = followed.data && followed.data.status !== 'pending' ? followed.data : null;
  useEffect(() => {
    if (decided) settleSingle(decided);
  }, [decided]);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const state = rowState(result.outcome, money);
  const { selection } = result;
  const market = { type: selection.market, specifiers: selection.specifiers };
  const sides = { home: selection.home, away: selection.away };
  return (
    <li
      className="grid gap-0.5 rounded-xl bg-surface-2/60 p-3 text-left text-sm ring-1 ring-line"
      data-testid="slip-single-result"
      data-state={state.tone}
    >
      <p className="text-xs text-muted">
        {selection.home} — {selection.away}
      </p>
      <p className="flex justify-between gap-3 font-semibold text-fg">
        <span className="min-w-0 break-words">
          {labelText(t, outcomeLabel(market, selection.outcome, sides, 'full'))}
        </span>
        <span className="shrink-0 tabular-nums">
          {formatOdds(selection.odds)} · {money(result.stake)}
        </span>
      </p>
      <p className={`flex items-start gap-1.5 text-xs font-semibold ${TONE_CLASS[state.tone]}`}>
        {state.tone === 'pending' ? (
          <LoaderCircle className="mt-px size-3.5 shrink-0 animate-spin" aria-hidden="true" />
        ) : null}
        <span>{labelText(t, state.label)}</span>
      </p>
    </li>
  );
}

/**
 * Singles placed from one slip: how many stand, wait or were refused, then each single with its answer. Success is
 * said only when every single stands; a refused one is said as such, with its reason, and stays in the slip.
 */
export function SinglesResult({ results }: { results: SingleResult[] }) {
  const { t } = useTranslation();
  const tally = singlesTally(results);
  const all = results.length;
  const done = tally.refused === 0 && tally.pending === 0;
  const Icon = done ? CircleCheck : tally.pending > 0 && tally.refused === 0 ? LoaderCircle : CircleAlert;
  const title = done
    ? t('sportsbook.slip.singles.allAccepted', { count: all })
    : t('sportsbook.slip.singles.someAccepted', { placed: tally.accepted, count: all });
  return (
    <div role="status" className="grid gap-3 py-2" data-testid="slip-singles-result">
      <div className="grid justify-items-center gap-2 text-center">
        <Icon
          className={`size-10 ${done ? 'text-win' : tally.refused > 0 ? 'text-danger' : 'animate-spin text-accent-ink'}`}
          aria-hidden="true"
        />
        <p className="text-base font-bold text-fg" data-testid="slip-singles-title">
          {title}
        </p>
        {tally.pending > 0 ? (
          <p className="text-sm text-muted">
            {t('sportsbook.slip.singles.waiting', { count: tally.pending })}
          </p>
        ) : null}
        {tally.refused > 0 ? (
          <p className="text-sm text-muted">
            {t('sportsbook.slip.singles.refusedText', { count: tally.refused })}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-2">
        {results.map((result) => (
          <SingleRow key={result.key} result={result} />
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setPlacement(IDLE);
            showPanelTab('myBets');
          }}
        >
          {t('sportsbook.result.myBets')}
        </Button>
        <Button onClick={() => setPlacement(IDLE)} data-testid="slip-singles-back">
          {tally.refused > 0 ? t('sportsbook.slip.singles.backToSlip') : t('sportsbook.result.newBet')}
        </Button>
      </div>
    </div>
  );
}
