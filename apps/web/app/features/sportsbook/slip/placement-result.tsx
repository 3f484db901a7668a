import type { SportBet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { betTypeLabel } from '../bets/bet-messages';
import { FreebetBadge, FreebetNote } from '../bets/freebet-badge';
import { labelText } from '../label';
import { showPanelTab } from './panel-state';
import { IDLE, setPlacement } from './placement';

function Figures({ bet }: { bet: SportBet }) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const money = (minor: number) => formatMoney(minor, bet.currency, lang);
  const rows = [
    [t('sportsbook.result.stake'), money(bet.stake)],
    [t('sportsbook.result.odds'), formatOdds(bet.odds)],
    [t('sportsbook.result.potentialWin'), money(bet.potentialPayout)],
  ] as const;
  return (
    <div className="grid w-full gap-1.5 rounded-xl bg-surface-2/60 p-3 text-left text-sm ring-1 ring-line">
      <p className="flex flex-wrap items-center gap-1.5 font-bold text-fg">
        {labelText(t, betTypeLabel(bet.type, bet.selections.length, bet.systemSize))}
        {bet.freebet ? <FreebetBadge /> : null}
      </p>
      <dl className="grid gap-1.5">
        {rows.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-3">
            <dt className="text-muted">{name}</dt>
            <dd className="font-bold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {bet.freebet ? <FreebetNote /> : null}
    </div>
  );
}

/** Where a placement's outcome is told: centred, announced to screen readers as it changes. */
function ResultBox({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 py-4 text-center" data-testid={testId}>
      {children}
    </div>
  );
}

/** The outcome in words: a title, larger for a bet that stands, and what it means. */
function ResultWords({ title, text, large = false }: { title: string; text: string; large?: boolean }) {
  return (
    <div className="grid gap-1">
      <p className={`${large ? 'text-lg' : 'text-base'} font-bold text-fg`}>{title}</p>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

/** A live bet waiting out the bet delay: the stake is taken, the decision comes within seconds. */
export function PendingResult({ bet }: { bet: SportBet }) {
  const { t } = useTranslation();
  return (
    <ResultBox testId="slip-pending">
      <LoaderCircle className="size-10 animate-spin text-accent-ink" aria-hidden="true" />
      <ResultWords title={t('sportsbook.result.pendingTitle')} text={t('sportsbook.result.pendingText')} />
      <Figures bet={bet} />
    </ResultBox>
  );
}

/** A bet that stands: what it is, and the way to follow it or to make another. */
export function AcceptedResult({ bet }: { bet: SportBet }) {
  const { t } = useTranslation();
  return (
    <ResultBox testId="slip-accepted">
      <CircleCheck className="size-12 text-win" aria-hidden="true" />
      <ResultWords
        title={t('sportsbook.result.acceptedTitle')}
        text={t('sportsbook.result.acceptedText')}
        large
      />
      <Figures bet={bet} />
      <div className="grid w-full grid-cols-2 gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setPlacement(IDLE);
            showPanelTab('myBets');
          }}
        >
          {t('sportsbook.result.myBets')}
        </Button>
        <Button onClick={() => setPlacement(IDLE)} data-testid="slip-new-bet">
          {t('sportsbook.result.newBet')}
        </Button>
      </div>
    </ResultBox>
  );
}
