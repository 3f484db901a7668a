import type { Competition } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { competitionPagePath } from '../competitions-path';
import { fundText, prizePlaces } from '../format/prizes';
import { productWord } from '../format/product-words';
import type { Timing } from '../format/timing';
import { JoinAction } from '../ui/join-action';
import { KIND_LOOKS, KindBadge } from '../ui/kind-badge';
import { StageBadge } from '../ui/stage-badge';
import { StateBadge } from '../ui/state-badge';
import { TimeLeft, timeLabelKey } from '../ui/time-left';
import { TopPlaces } from '../ui/top-places';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="truncate text-sm font-bold text-fg">{children}</dd>
    </div>
  );
}

/**
 * A competition in a list: its kind and state (and a staged one's stage), title, how it scores in words, the prize
 * fund, its dates, the participants, the leaders, and the way in (joining) and to its page.
 */
export function CompetitionCard({
  competition,
  timing,
  subscribed,
}: {
  competition: Competition;
  timing: Timing;
  subscribed: boolean | undefined;
}) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const href = competitionPagePath(competition, lang);
  const fund = fundText(competition.prizeFund, lang);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="competition-card"
      data-slug={competition.slug}
      data-kind={competition.type}
      className="relative isolate flex min-w-0 flex-col gap-4 overflow-hidden rounded-3xl bg-surface-1 p-5 ring-1 ring-line"
    >
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 -z-10 h-32 bg-gradient-to-b to-transparent ${KIND_LOOKS[competition.type].glow}`}
      />
      <header className="grid gap-2.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <KindBadge kind={competition.type} />
          <StateBadge timing={timing} />
          <StageBadge competition={competition} />
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-extrabold text-fg">
          <Link to={href} className="hover:text-accent-ink" data-testid="competition-card-link">
            {competition.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {t(productWord(competition.product, `modes.${competition.tournamentMode}.short`))}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-surface-2/60 p-3">
        <Fact label={t('competitions.card.fund')}>
          {fund ?? t('competitions.card.places', { count: prizePlaces(competition.prizes) })}
        </Fact>
        <Fact label={t('competitions.card.participants')}>{competition.participants}</Fact>
        <Fact label={t(timeLabelKey(timing))}>
          <TimeLeft timing={timing} />
        </Fact>
        <Fact label={t('competitions.card.minBet')}>
          {formatMoney(competition.minBet, competition.currency, lang)}
        </Fact>
      </dl>
      {timing.state === 'soon' ? null : <TopPlaces competition={competition} />}
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <JoinAction competition={competition} state={timing.state} subscribed={subscribed} />
        <Link
          to={href}
          className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-accent-ink hover:underline"
        >
          {t(timing.state === 'closed' ? 'competitions.card.results' : 'competitions.card.details')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </footer>
    </article>
  );
}
