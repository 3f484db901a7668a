import type { Competition, CompetitionPlayerData } from '@casino/contracts';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { formatPoints } from '../format/points';
import { fundText, prizePlaces } from '../format/prizes';
import type { Timing } from '../format/timing';
import { JoinAction } from '../ui/join-action';
import { KIND_LOOKS, KindBadge } from '../ui/kind-badge';
import { StageBadge } from '../ui/stage-badge';
import { StateBadge } from '../ui/state-badge';
import { TimeLeft, timeLabelKey } from '../ui/time-left';

function HeroFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-2xl bg-surface-0/40 px-4 py-3 ring-1 ring-line">
      <span className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className="text-base leading-snug font-extrabold text-fg tabular-nums sm:text-xl">
        {children}
      </span>
    </div>
  );
}

/**
 * A competition's head: kind, state (and stage), title and description, the countdown, the fund, the participants
 * and, once it has begun, the points scored in it, and the way in. The title is the page's heading unless the page
 * has its own (`titleAs` h2).
 */
export function DetailHero({
  competition,
  playerData,
  timing,
  titleAs: Title = 'h1',
}: {
  competition: Competition;
  playerData: CompetitionPlayerData | null;
  timing: Timing;
  titleAs?: 'h1' | 'h2';
}) {
  const { t, lang } = useTranslation();
  const { player, project } = useAppData().appMain;
  const { icon: Icon, glow } = KIND_LOOKS[competition.type];
  const fund = fundText(competition.prizeFund, lang);
  const begun = timing.state !== 'soon';
  return (
    <section
      className="relative isolate overflow-hidden rounded-3xl bg-surface-1 p-5 ring-1 ring-line sm:p-8"
      data-testid="competition-hero"
      data-state={timing.state}
    >
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 bg-gradient-to-br via-transparent to-transparent ${glow}`}
      />
      <Icon aria-hidden="true" className="absolute -top-6 -right-6 -z-10 size-44 text-fg/[0.04] sm:size-64" />
      <div className="flex flex-wrap items-center gap-1.5">
        <KindBadge kind={competition.type} />
        <StateBadge timing={timing} />
        <StageBadge competition={competition} />
      </div>
      {/* Under a page's own heading, the title stays a step below it. */}
      <Title
        data-testid={Title === 'h1' ? 'page-h1' : 'competition-title'}
        className={`mt-3 font-extrabold tracking-tight text-fg ${Title === 'h1' ? 'text-2xl sm:text-4xl' : 'text-xl sm:text-2xl'}`}
      >
        {competition.title}
      </Title>
      {competition.description ? (
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-muted sm:text-base">
          {competition.description}
        </p>
      ) : null}
      <div className={`mt-5 grid grid-cols-2 gap-2 sm:gap-3 ${begun ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        <HeroFact label={t(timeLabelKey(timing))}>
          <TimeLeft timing={timing} />
        </HeroFact>
        <HeroFact label={t('competitions.card.fund')}>
          {fund ?? t('competitions.card.places', { count: prizePlaces(competition.prizes) })}
        </HeroFact>
        <HeroFact label={t('competitions.card.participants')}>{competition.participants}</HeroFact>
        {begun ? (
          <HeroFact label={t('competitions.card.points')}>
            <span data-testid="competition-points">
              {formatPoints(competition.points, competition.tournamentMode, competition.currency, lang)}
            </span>
          </HeroFact>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        <JoinAction
          competition={competition}
          state={timing.state}
          subscribed={playerData?.isSubscribed}
          size="md"
        />
        {player.isGuest && timing.state !== 'closed' ? (
          <Button variant="ghost" onClick={() => openAuthModal('Register', project.brand.features)}>
            {t('competitions.join.register')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
