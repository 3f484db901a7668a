import { useQuery, useQueryClient } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { LOTTERY_KEY, lotteryQuery } from './lottery-endpoints';
import { LotteryBalance, NextDraw } from './lottery-summary';
import { PastDraws } from './past-draws';
import { PrizeLevels } from './prize-levels';
import { PromoTicket } from './promo-ticket';
import { TicketList } from './ticket-list';
import { TicketShop } from './ticket-shop';

/**
 * The lottery page (`/lottery/` and `/cash-or-prize-lottery/`): the player's stars and tickets, the ticket shop, the
 * next draw with its committed seed hash, their tickets, the prize levels and the latest results with a way to
 * verify each. A guest sees the lottery and is invited to register (location `lottery`). A `lottery` push (a draw
 * was made) reads it again.
 */
export function LotteryPage() {
  const { t, lang } = useTranslation();
  const { player, project } = useAppData().appMain;
  const signedIn = !player.isGuest;
  const queryClient = useQueryClient();
  const lottery = useQuery(lotteryQuery(lang, signedIn));
  usePushHandler('lottery', () => void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY }));
  const data = lottery.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6" data-testid="lottery-page">
      <header className="grid gap-1.5">
        <h1 className="text-2xl font-extrabold text-fg">{data?.title ?? t('chance.lottery.title')}</h1>
        <p className="text-sm text-muted">{t('chance.lottery.lead')}</p>
      </header>
      {lottery.isPending ? (
        <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
      ) : lottery.isError ? (
        <p className="text-sm text-muted">{t('chance.lottery.loadFailed')}</p>
      ) : !data ? (
        <p className="text-sm text-muted">{t('chance.lottery.none')}</p>
      ) : (
        <>
          {signedIn ? (
            <LotteryBalance lottery={data} />
          ) : (
            <section className="grid gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line">
              <p className="text-sm text-fg">{t('chance.lottery.guest')}</p>
              <Button
                size="lg"
                onClick={() =>
                  openAuthModal('Register', project.brand.features, { location: data.registerLocation })
                }
                data-testid="lottery-register"
              >
                {t('chance.lottery.register')}
              </Button>
            </section>
          )}
          <NextDraw lottery={data} />
          {signedIn ? <TicketShop lottery={data} /> : null}
          {signedIn ? <TicketList /> : null}
          {signedIn ? <PromoTicket /> : null}
          <PrizeLevels lottery={data} />
          <PastDraws
            draws={data.pastDraws}
            levelTitle={(levelId) => data.levels.find((level) => level.id === levelId)?.title ?? ''}
          />
        </>
      )}
    </div>
  );
}
