import { type Chests, localizePath } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { formatAmount } from '../../../lib/money/format-amount';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { ChestOdds } from './chest-odds';
import { ChestPrize } from './chest-prize';
import { ChestRow } from './chest-row';
import { chestStep } from './chest-step';
import { CHESTS_KEY, callChestEndpoint, chestsQuery } from './chests-endpoints';
import { useChestOpen } from './use-chest-open';

function ProgressBar({ chests }: { chests: Chests }) {
  const { t, lang } = useTranslation();
  const progress = chests.nextChestProgress;
  if (!progress) return null;
  const money = (amount: number) => formatAmount(amount, progress.currency, lang);
  const percent = Math.min(Math.floor((progress.currentProgress * 100) / progress.target), 100);
  const toCash = chests.earnBy === 'deposits' || !chests.hasDeposits;
  return (
    <section className="grid gap-3" data-testid="chests-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <h3 className="font-bold text-fg">{t('chance.chests.progressTitle')}</h3>
        <span className="font-semibold text-muted tabular-nums">
          {t('chance.chests.progress', {
            current: money(progress.currentProgress),
            target: money(progress.target),
          })}
        </span>
      </div>
      <div
        className="h-3 overflow-hidden rounded-full bg-surface-3"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {chests.earnBy ? (
        <p className="text-sm text-muted">
          {t(`chance.chests.progressHint.${chests.earnBy}`, { amount: money(progress.target) })}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <ButtonLink to={localizePath(MAIN_ROUTES.games.path, lang)} onClick={closeModal} variant="secondary">
          {t('chance.chests.toGames')}
        </ButtonLink>
        {toCash ? (
          <ButtonLink to={depositPath(lang)} onClick={closeModal}>
            {t('chance.chests.toCash')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

/** What the popup shows at each chest step (spec section 4). */
function StepBody({ chests, isGuest }: { chests: Chests | null; isGuest: boolean }) {
  const { t, lang } = useTranslation();
  const { project } = useAppData().appMain;
  const queryClient = useQueryClient();
  const refresh = (data: Chests) => {
    queryClient.setQueryData(chestsQuery(lang, !isGuest).queryKey, data);
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  };
  const open = useChestOpen(async (chestNumber) => {
    if (!chests) return;
    const { data } = await callChestEndpoint('chestsOpen', {
      body: { chestsId: chests.id, chestNumber },
      query: { lang },
    });
    refresh(data);
  });
  const step = chestStep(chests, Date.now());

  if (step === 'disabled' || !chests) {
    return (
      <div className="grid gap-4 text-center" data-testid="chests-disabled">
        <p className="text-sm text-muted">
          {t(isGuest ? 'chance.chests.disabledGuest' : 'chance.chests.disabledClosed')}
        </p>
        {isGuest ? (
          <Button size="lg" onClick={() => openAuthModal('Login', project.brand.features)}>
            {t('chance.chests.signIn')}
          </Button>
        ) : null}
      </div>
    );
  }
  const receive = async () => {
    const { data } = await callChestEndpoint('chestsReceive', {
      body: { chestsId: chests.id },
      query: { lang },
    });
    refresh(data);
  };
  const counts = (
    <p className="text-center text-xs text-muted" data-testid="chests-counts">
      {t('chance.chests.toOpen', { count: chests.chestsToOpen })} ·{' '}
      {t('chance.chests.opens', { count: chests.currentOpenCount, total: chests.totalOpenCount })}
    </p>
  );
  return (
    <div className="grid gap-5" data-testid={`chests-step-${step}`}>
      {step === 'select' ? (
        <p className="text-center text-base font-bold text-fg">
          {open.opening !== null ? t('chance.chests.opening') : t('chance.chests.pick')}
        </p>
      ) : null}
      <ChestRow
        chests={chests.chests}
        opening={open.opening}
        onPick={step === 'select' ? open.pick : undefined}
        testId="chests-row"
      />
      {open.error ? (
        <p role="alert" className="text-center text-sm text-danger">
          {open.error}
        </p>
      ) : null}
      {step === 'receive' ? (
        <ChestPrize pick={chests} onDone={() => void receive()} doneLabel={t('chance.chests.receive')} />
      ) : null}
      {step === 'progressBar' ? <ProgressBar chests={chests} /> : null}
      {step === 'limitExceed' ? (
        <section className="grid gap-1 text-center" data-testid="chests-limit">
          <h3 className="text-base font-bold text-fg">{t('chance.chests.limitTitle')}</h3>
          <p className="text-sm text-muted">
            {t('chance.chests.limitText', {
              total: chests.totalOpenCount,
              when: formatDayTime(new Date(chests.resetOpenCountDate), lang),
            })}
          </p>
        </section>
      ) : null}
      {counts}
    </div>
  );
}

/**
 * ChestsPopup (`openModal=ChestsPopup`): the player's chests at their step (spec section 4): pick one of the closed
 * chests, watch it open to its drawn prize and collect it, or see the progress to the next chest, the open limit
 * with its reset, or why chests are closed; the published odds below. A `chests` push reads them again.
 */
export default function ChestsModal() {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const queryClient = useQueryClient();
  const chests = useQuery(chestsQuery(lang, !player.isGuest));
  usePushHandler('chests', () => void queryClient.invalidateQueries({ queryKey: CHESTS_KEY }));
  const data = chests.data;
  return (
    <div data-testid="chests-modal" className="flex flex-1 flex-col">
      <ModalHeader title={data?.title ?? t('chance.chests.title')} description={t('chance.chests.lead')} />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        {chests.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : chests.isError ? (
          <p className="text-sm text-muted">{t('chance.chests.loadFailed')}</p>
        ) : (
          <>
            <StepBody chests={data ?? null} isGuest={player.isGuest} />
            {data ? <ChestOdds pick={data} testId="chests-odds" /> : null}
            {data?.instructionUrl ? (
              <a
                href={data.instructionUrl}
                className="text-center text-sm font-semibold text-muted underline hover:text-fg"
              >
                {t('chance.chests.rules')}
              </a>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
