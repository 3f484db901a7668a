import { localizePath, type SessionFigures } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import History from 'lucide-react/icons/history';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import LogOut from 'lucide-react/icons/log-out';
import Play from 'lucide-react/icons/play';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { logout } from '../../../lib/account/logout';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { closeModal, openModal } from '../../../lib/modals/modal-store';
import { historyPath } from '../../../lib/responsible-path';
import { useAcknowledgeRealityCheck } from '../api/reality-check';
import { takeInterruptedModal } from '../protection-modals';
import { formatNet } from '../session-net';
import { formatElapsed } from '../time-format';
import { useSessionClock } from '../use-session-clock';
import { ProtectionModalBody } from './protection-modal-body';

/**
 * The reality check (RTS 13): how long the player has played and what they staked, won and net since login. Play
 * waits until they choose to go on (acknowledged, then back to the game the check interrupted); the history and
 * logging out are one tap away.
 */
export default function RealityCheckModal() {
  const { t } = useTranslation();
  const { i18nLang } = useAppData();
  const { figures, elapsedMs } = useSessionClock(true);
  const acknowledge = useAcknowledgeRealityCheck();

  const goOn = () =>
    acknowledge.mutate(undefined, {
      onSuccess: () => {
        const game = takeInterruptedModal();
        if (game) openModal(game.name, game.params);
        else closeModal();
      },
    });
  const leave = () => {
    // As the player menu does: the session ends, then home with fresh app data.
    void logout().finally(() => window.location.assign(localizePath('/', i18nLang)));
  };

  return (
    <ProtectionModalBody
      testId="reality-check-modal"
      icon={<AlarmClock className="size-8" aria-hidden="true" />}
      title={t('responsible.check.title')}
      actions={
        <>
          <Button
            size="lg"
            className="w-full"
            onClick={goOn}
            disabled={acknowledge.isPending}
            aria-busy={acknowledge.isPending || undefined}
            data-testid="reality-check-continue"
          >
            {acknowledge.isPending ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Play className="size-5" aria-hidden="true" />
            )}
            {t('responsible.check.continue')}
          </Button>
          {acknowledge.isError ? (
            <p role="alert" className="text-center text-sm text-danger">
              {t('responsible.check.failed')}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Link
              to={historyPath(i18nLang)}
              onClick={closeModal}
              className={buttonClass('ghost', 'md', 'w-full')}
              data-testid="reality-check-history"
            >
              <History className="size-4.5" aria-hidden="true" />
              {t('responsible.check.history')}
            </Link>
            <Button variant="ghost" className="w-full" onClick={leave} data-testid="reality-check-logout">
              <LogOut className="size-4.5" aria-hidden="true" />
              {t('responsible.check.logout')}
            </Button>
          </div>
        </>
      }
    >
      {figures ? (
        <SessionTiles figures={figures} elapsedMs={elapsedMs} />
      ) : (
        <div className="grid grid-cols-2 gap-2" aria-busy="true">
          <Skeleton className="h-18" />
          <Skeleton className="h-18" />
          <Skeleton className="h-18" />
          <Skeleton className="h-18" />
        </div>
      )}
    </ProtectionModalBody>
  );
}

function SessionTiles({ figures, elapsedMs }: { figures: SessionFigures; elapsedMs: number }) {
  const { t, lang } = useTranslation();
  const net = formatNet(figures.net, figures.currency, lang);
  return (
    <>
      <p className="text-center">
        {t('responsible.check.lead', { time: formatDayTime(new Date(figures.startedAt), lang) })}
      </p>
      <dl className="grid grid-cols-2 gap-2" data-testid="reality-check-figures">
        <Figure label={t('responsible.check.elapsed')} value={formatElapsed(elapsedMs)} testId="elapsed" />
        <Figure label={t('responsible.check.net')} value={net.text} tone={net.tone} testId="net" />
        <Figure
          label={t('responsible.check.stakes')}
          value={formatMoney(figures.stakes, figures.currency, lang)}
          testId="stakes"
        />
        <Figure
          label={t('responsible.check.wins')}
          value={formatMoney(figures.wins, figures.currency, lang)}
          testId="wins"
        />
      </dl>
    </>
  );
}

function Figure({
  label,
  value,
  tone = 'text-fg',
  testId,
}: {
  label: string;
  value: string;
  tone?: string;
  testId: string;
}) {
  return (
    <div className="grid gap-1 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line">
      <dt className="text-xs">{label}</dt>
      <dd className={`text-lg font-bold tabular-nums ${tone}`} data-testid={`reality-check-${testId}`}>
        {value}
      </dd>
    </div>
  );
}
