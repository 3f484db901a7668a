import type { DiceActivity } from '@casino/contracts';
import { DICE_REGISTER_LOCATION } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DieFace } from '../../../components/ui/die-face';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { DiceOutcome } from './dice-outcome';
import { depositsToGo, weeklyButton } from './dice-rules';
import { useDiceThrow } from './use-dice-throw';

/** What the throw button says and does for this viewer now (spec sections 2 and 5). */
function useThrowButton(activity: DiceActivity) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const { player, project } = useAppData().appMain;
  const toDeposit = () => {
    closeModal();
    void navigate(depositPath(lang));
  };
  if (player.isGuest) {
    return {
      label: t('chance.dice.register'),
      disabled: false,
      run: () => openAuthModal('Register', project.brand.features, { location: DICE_REGISTER_LOCATION }),
    };
  }
  if (activity.kind === 'weekly-dice') {
    const button = weeklyButton(activity, false);
    if (button === 'deposit') return { label: t('chance.dice.deposit'), disabled: false, run: toDeposit };
    if (button === 'not-Sunday') return { label: t('chance.dice.notSunday'), disabled: true, run: undefined };
  }
  return { label: t('chance.dice.throw'), disabled: !activity.isAvailable, run: undefined };
}

function StatusLine({ activity }: { activity: DiceActivity }) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  if (player.isGuest) return null;
  // The server's own time of the next period, in Kyiv time: no countdown from the browser's clock to disagree with it.
  const when = formatDayTime(new Date(activity.nextPeriodAt), lang);
  const facts: string[] = [];
  if (activity.state === 'winner') {
    facts.push(t(activity.kind === 'daily-dice' ? 'chance.dice.dailyDone' : 'chance.dice.won'));
    facts.push(t('chance.dice.nextIn', { when }));
  } else if (activity.kind === 'weekly-dice') {
    if (!activity.isTodayInRange) facts.push(t('chance.dice.notSunday'));
    facts.push(t('chance.dice.attempts', { attempts: activity.attempts, max: activity.maxTries }));
    facts.push(t('chance.dice.triesLeft', { count: activity.triesLeft }));
    if (activity.attempts < activity.maxTries)
      facts.push(t('chance.dice.depositsToGo', { count: depositsToGo(activity) }));
  }
  if (facts.length === 0) return null;
  return (
    <p
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-muted"
      data-testid="dice-status"
    >
      <CalendarClock className="size-4 text-accent-ink" aria-hidden="true" />
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
    </p>
  );
}

/** One activity's table: two dice, the throw, then what the throw gave (spec section 4's screens). */
export function DicePanel({ activity }: { activity: DiceActivity }) {
  const { t } = useTranslation();
  const { state, throwDice, retry, reset } = useDiceThrow(activity);
  const button = useThrowButton(activity);
  if (state.phase === 'outcome') {
    return (
      <DiceOutcome
        outcome={state.outcome}
        played={state.played}
        activity={activity}
        onRetry={retry}
        onBack={reset}
      />
    );
  }
  const rolling = state.phase === 'rolling';
  const faces = state.phase === 'landed' ? state.played.play.dice : (activity.lastThrow?.dice ?? [6, 1]);
  return (
    <div className="grid justify-items-center gap-5" data-testid={`dice-panel-${activity.kind}`}>
      <div
        className="flex w-full items-center justify-center gap-6 rounded-3xl bg-[radial-gradient(80%_90%_at_50%_40%,color-mix(in_oklab,var(--brand-accent)_30%,transparent),transparent_70%)] py-8 ring-1 ring-line"
        aria-live="polite"
      >
        <DieFace value={faces[0]} rolling={rolling} testId="die-first" />
        <DieFace value={faces[1]} rolling={rolling} testId="die-second" />
      </div>
      {state.phase === 'landed' ? (
        <p className="text-lg font-bold text-fg" data-testid="dice-sum">
          {t('chance.dice.sum', { sector: faces[0] + faces[1] })}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="dice-error">
          {state.message}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={button.disabled || rolling || state.phase === 'landed'}
        aria-busy={rolling || undefined}
        onClick={button.run ?? throwDice}
        data-testid="dice-throw"
      >
        {rolling ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {rolling ? t('chance.dice.throwing') : button.label}
      </Button>
      <StatusLine activity={activity} />
    </div>
  );
}
