import type { Competition, CompetitionPlayerData } from '@casino/contracts';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useIncreaseAttempt } from '../api/join-competition';
import { formatPoints } from '../format/points';

/**
 * A race's outplay attempts: each with its rounds used, points, place and whether the board counts it (the best),
 * and a new attempt once the current one is played out and attempts are left.
 */
export function AttemptsSection({
  competition,
  playerData,
  closed,
}: {
  competition: Competition;
  playerData: CompetitionPlayerData | null;
  closed: boolean;
}) {
  const { t, lang } = useTranslation();
  const increase = useIncreaseAttempt();
  const { outplay } = competition;
  if (!outplay || !playerData) return null;
  const attempts = playerData.outplayAttempts;
  const onIncrease = () =>
    increase.mutate(competition.id, {
      onError: (error) =>
        toast({
          title: t(
            errorCodeOf(error) === 'competition_attempt_unavailable'
              ? 'competitions.errors.competition_attempt_unavailable'
              : 'competitions.errors.unknown',
          ),
          tone: 'error',
        }),
    });
  return (
    <section
      aria-labelledby="competition-attempts"
      className="grid gap-3 rounded-3xl bg-surface-1 p-4 ring-1 ring-line sm:p-5"
      data-testid="competition-attempts"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="competition-attempts" className="text-lg font-bold text-fg">
            {t('competitions.attempts.title')}
          </h2>
          <p className="text-sm text-muted">
            {t('competitions.attempts.left', {
              count: Math.max(0, outplay.attempts - attempts.length),
              total: outplay.attempts,
            })}
          </p>
        </div>
        {playerData.canIncreaseAttempt && !closed ? (
          <Button
            size="sm"
            onClick={onIncrease}
            disabled={increase.isPending}
            data-testid="competition-new-attempt"
          >
            {increase.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw className="size-4" aria-hidden="true" />
            )}
            {t('competitions.attempts.new')}
          </Button>
        ) : null}
      </div>
      {attempts.length === 0 ? (
        <p className="text-sm text-muted">{t('competitions.attempts.none')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {attempts.map((attempt) => (
            <li
              key={attempt.attempt}
              data-testid="attempt-row"
              className={`grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 rounded-xl px-3 py-2 text-sm ${attempt.isAccepted ? 'bg-accent/12 ring-1 ring-accent/30' : 'bg-surface-2/50'}`}
            >
              <span className="font-extrabold text-fg">#{attempt.attempt}</span>
              <span className="min-w-0 truncate text-muted">
                {t('competitions.attempts.rounds', { used: attempt.bet_count, total: outplay.rounds })}
                {' · '}
                {t(`competitions.attempts.status.${attempt.isAccepted ? 'best' : attempt.status}`)}
              </span>
              <span className="text-right font-bold text-fg tabular-nums">
                {formatPoints(attempt.points, competition.tournamentMode, competition.currency, lang)}
              </span>
              {attempt.position !== null || attempt.prize ? (
                <span className="col-span-3 text-xs text-muted">
                  {attempt.position !== null
                    ? t('competitions.attempts.place', { place: attempt.position })
                    : null}
                  {attempt.prize ? ` · ${attempt.prize.title}` : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
