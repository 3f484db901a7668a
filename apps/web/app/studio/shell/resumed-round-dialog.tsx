import type { StudioRound } from '@casino/contracts';
import History from 'lucide-react/icons/history';
import { Dialog } from 'radix-ui';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { useMoney } from './use-money';

/** A round that was cut off last time (RTS 10) is shown before anything else: how it ended. */
export function ResumedRoundDialog({ summarize }: { summarize: (round: StudioRound) => string }) {
  const { t } = useTranslation();
  const { resumed, dismissResumed } = useGame();
  const money = useMoney();
  if (!resumed) return null;
  const { round } = resumed;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : dismissResumed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="resumed-round"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-dialog-in justify-items-center gap-3 rounded-3xl bg-surface-1 p-6 text-center shadow-elevation ring-1 ring-line"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
            <History className="size-6" aria-hidden="true" />
          </span>
          <Dialog.Title className="text-lg font-bold text-fg">{t('studio.resumed.title')}</Dialog.Title>
          <div aria-live="polite" className="grid gap-2 text-sm text-muted">
            <p>{t('studio.resumed.ended', { summary: summarize(round) })}</p>
            <p className="font-semibold text-fg">
              {t('studio.resumed.amounts', { bet: money(round.bet), win: money(round.win) })}
            </p>
          </div>
          <Button className="mt-2 w-full" onClick={dismissResumed} data-testid="resumed-round-continue">
            {t('studio.resumed.continue')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
