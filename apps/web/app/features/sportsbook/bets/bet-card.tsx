import type { SportBet, SportBetSelection } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import Check from 'lucide-react/icons/check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import Minus from 'lucide-react/icons/minus';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { labelText } from '../label';
import { marketTitle, outcomeLabel } from '../markets/market-names';
import { combinationCount } from '../odds';
import { eventPath } from '../sportsbook-path';
import { type BetTone, betStateLabel, betTypeLabel, mayCashOut, rejectionLabel } from './bet-messages';
import { CashOutButton } from './cash-out-button';
import { FreebetBadge, FreebetNote } from './freebet-badge';

const TONES: Record<BetTone, string> = {
  pending: 'bg-accent/15 text-accent-ink',
  open: 'bg-surface-3 text-fg',
  won: 'bg-win/15 text-win',
  lost: 'bg-danger/15 text-danger',
  muted: 'bg-surface-2 text-muted',
};

function ResultMark({ result }: { result: SportBetSelection['result'] }) {
  const { t } = useTranslation();
  const label = t(`sportsbook.myBets.result.${result}`);
  const icon =
    result === 'won' || result === 'half_won' ? (
      <Check className="size-3.5 text-win" aria-hidden="true" />
    ) : result === 'lost' || result === 'half_lost' ? (
      <X className="size-3.5 text-danger" aria-hidden="true" />
    ) : result === 'void' ? (
      <Minus className="size-3.5 text-muted" aria-hidden="true" />
    ) : (
      <CircleDashed className="size-3.5 text-muted" aria-hidden="true" />
    );
  return (
    <span title={label} className="grid size-5 shrink-0 place-items-center rounded-full bg-surface-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

function SelectionLine({ selection }: { selection: SportBetSelection }) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const sides = { home: selection.home.name, away: selection.away.name };
  const market = { type: selection.market, specifiers: selection.specifiers };
  return (
    <li className="flex items-start gap-2 py-2">
      <ResultMark result={selection.result} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={eventPath(selection.eventId, lang)}
          className="text-xs break-words text-muted hover:text-fg"
        >
          {sides.home} — {sides.away}
          {selection.live ? (
            <span className="ml-1.5 font-semibold text-danger">· {t('sportsbook.myBets.live')}</span>
          ) : null}
        </Link>
        <span className="text-[11px] text-muted">{labelText(t, marketTitle(selection.sport, market))}</span>
        <span className="text-sm font-semibold break-words text-fg">
          {labelText(t, outcomeLabel(market, selection.outcome, sides, 'full'))}
        </span>
      </div>
      <span className="shrink-0 text-sm font-bold text-fg tabular-nums">{formatOdds(selection.odds)}</span>
    </li>
  );
}

/**
 * A bet in "my bets": its type and how it stands, each selection with its result, the stake, the odds, what it may
 * win or what it paid (cash-outs included), why it was refused, and the cash-out of an open single or express.
 * A free bet's says so: what it may win is without the stake (the server's figure), and it has no cash-out. A
 * system bet's odds are its best combination's, and it says how its stake is split over its combinations.
 */
export function BetCard({ bet }: { bet: SportBet }) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const money = (minor: number) => formatMoney(minor, bet.currency, lang);
  const state = betStateLabel(bet);
  const decided = bet.status === 'accepted' && bet.outcome !== 'open';
  const combinations =
    bet.type === 'system' && bet.systemSize !== null
      ? combinationCount(bet.selections.length, bet.systemSize)
      : null;
  return (
    <article
      className="grid gap-2 rounded-xl bg-surface-2/60 p-3 ring-1 ring-line"
      data-testid="sport-bet"
      data-bet-id={bet.id}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-bold text-fg">
            {labelText(t, betTypeLabel(bet.type, bet.selections.length, bet.systemSize))}
            {bet.freebet ? <FreebetBadge /> : null}
          </p>
          <p className="text-[11px] text-muted">
            {t('sportsbook.myBets.placedAt', { date: formatDayTime(new Date(bet.placedAt), lang) })}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ${TONES[state.tone]}`}
          data-testid="sport-bet-state"
        >
          {labelText(t, state.label)}
        </span>
      </header>
      <ul className="divide-y divide-line">
        {bet.selections.map((selection, index) => (
          // A bet's selections never change order, and one match may appear once only.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the selection's identity in the bet.
          <SelectionLine key={index} selection={selection} />
        ))}
      </ul>
      {bet.status === 'rejected' && bet.rejection ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
          {labelText(t, rejectionLabel(bet.rejection, money))}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 border-t border-line pt-2 text-xs">
        <div className="grid gap-0.5">
          <dt className="text-muted">{t('sportsbook.myBets.stake')}</dt>
          <dd className="font-bold text-fg tabular-nums">{money(bet.stake)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted">
            {t(combinations === null ? 'sportsbook.myBets.odds' : 'sportsbook.myBets.maxOdds')}
          </dt>
          <dd className="font-bold text-fg tabular-nums">{formatOdds(bet.odds)}</dd>
        </div>
        <div className="grid gap-0.5 text-right">
          <dt className="text-muted">
            {t(decided ? 'sportsbook.myBets.payout' : 'sportsbook.myBets.potentialWin')}
          </dt>
          <dd className={`font-bold tabular-nums ${decided && bet.payout > 0 ? 'text-win' : 'text-fg'}`}>
            {money(decided ? bet.payout : bet.potentialPayout)}
          </dd>
        </div>
      </dl>
      {combinations !== null ? (
        <p className="text-xs text-muted" data-testid="sport-bet-combinations">
          {t('sportsbook.myBets.combinations', {
            count: combinations,
            amount: money(bet.stake / combinations),
          })}
        </p>
      ) : null}
      {bet.freebet ? <FreebetNote /> : null}
      {bet.cashOutAmount > 0 ? (
        <p className="text-xs text-muted">
          {t('sportsbook.myBets.cashedOut', { amount: money(bet.cashOutAmount) })}
        </p>
      ) : null}
      {mayCashOut(bet) ? <CashOutButton bet={bet} /> : null}
    </article>
  );
}
