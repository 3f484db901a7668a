import Clock from 'lucide-react/icons/clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useGameCompetition } from '../api/game-competition';
import { formatPoints } from '../format/points';
import { timingOf } from '../format/timing';
import { useJoinWithNotice } from '../ui/join-action';
import { KIND_LOOKS } from '../ui/kind-badge';
import { TimeLeft } from '../ui/time-left';
import { GameAlert } from './game-alert';
import { useGameAlert } from './use-game-alert';

/**
 * The Game modal's line about the competition the game counts for, in real-money play: its title, the player's
 * place and points (and a staged one's in the stage being played), the time left, joining when the player is not in
 * it yet (a competition that counts players in by itself needs none), and under it the alert of a round that did
 * not score. A thin line between the bar and the game, so it never covers the game.
 */
export function GameCompetitionBlock({ gameId, isMoney }: { gameId: number | null; isMoney: boolean }) {
  const { t, lang } = useTranslation();
  const { isGuest } = useAppData().appMain.player;
  const shown = isMoney && !isGuest;
  const query = useGameCompetition(shown ? gameId : null);
  const view = query.data ?? null;
  const { alert, dismiss } = useGameAlert(view?.competition.id ?? null);
  const join = useJoinWithNotice();
  if (!shown || !view) return null;
  const { competition, playerData } = view;
  const timing = timingOf(competition, Date.now());
  if (timing.state !== 'active') return null;
  const Icon = KIND_LOOKS[competition.type].icon;
  const taking = competition.isAutoSubscription || playerData?.isSubscribed || join.joined;
  const stage = taking ? playerData?.activeStageData : null;
  const points = (value: number) =>
    formatPoints(value, competition.tournamentMode, competition.currency, lang);
  return (
    <div className="shrink-0 border-b border-white/10 bg-[#0b0d18]" data-testid="game-competition">
      <div className="flex min-w-0 items-center gap-2 px-3 py-1.5 text-xs text-white/70 sm:gap-3">
        <Icon className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate font-semibold text-white">{competition.title}</span>
        {taking && playerData && playerData.position !== null ? (
          <>
            <span className="shrink-0 tabular-nums" data-testid="game-competition-place">
              {t('competitions.game.place', { place: playerData.position })}
            </span>
            <span
              className="shrink-0 font-bold text-white tabular-nums"
              data-testid="game-competition-points"
            >
              {points(playerData.points)}
            </span>
          </>
        ) : null}
        {stage && stage.position !== null ? (
          <span
            className="shrink-0 rounded-md bg-white/10 px-1.5 py-0.5 tabular-nums"
            data-testid="game-competition-stage"
          >
            {t('competitions.game.stagePlace', {
              stage: stage.stage,
              stages: competition.stages,
              place: stage.position,
            })}{' '}
            <span className="font-bold text-white">{points(stage.points)}</span>
          </span>
        ) : null}
        <span className="inline-flex shrink-0 items-center gap-1 tabular-nums">
          <Clock className="size-3.5" aria-hidden="true" />
          <TimeLeft timing={timing} />
        </span>
        {taking ? null : (
          <button
            type="button"
            onClick={() => join.start(competition.id)}
            disabled={join.pending}
            data-testid="game-competition-join"
            className="inline-flex h-7 shrink-0 items-center gap-1 rounded-lg bg-accent px-3 font-bold text-accent-fg hover:bg-accent-strong disabled:opacity-60"
          >
            {join.pending ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> : null}
            {t('competitions.join.join')}
          </button>
        )}
      </div>
      {alert ? <GameAlert alert={alert} onDismiss={dismiss} /> : null}
    </div>
  );
}
