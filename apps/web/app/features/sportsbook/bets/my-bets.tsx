import LoaderCircle from 'lucide-react/icons/loader-circle';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { useState } from 'react';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import type { SportBetsState } from '../../../lib/sport-bet-query-keys';
import { useMySportBets } from '../api/my-sport-bets';
import { setSheetOpen } from '../slip/panel-state';
import { BetCard } from './bet-card';

function GuestBets() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;
  const ask = (name: 'Login' | 'Register') => {
    setSheetOpen(false);
    openAuthModal(name, features);
  };
  return (
    <div className="grid justify-items-center gap-3 px-2 py-6 text-center" data-testid="my-bets-guest">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <ReceiptText className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold text-fg">{t('sportsbook.myBets.guestTitle')}</p>
      <p className="text-xs leading-relaxed text-muted">{t('sportsbook.myBets.guestText')}</p>
      <div className="grid w-full grid-cols-2 gap-2">
        <Button size="sm" onClick={() => ask('Login')} data-testid="my-bets-login">
          {t('sportsbook.myBets.login')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => ask('Register')}>
          {t('sportsbook.myBets.register')}
        </Button>
      </div>
    </div>
  );
}

/** "My bets": the signed-in player's open and settled bets, newest first, ten at a time; guests are asked in. */
export function MyBets() {
  const { t } = useTranslation();
  const { player } = useAppData().appMain;
  const [state, setState] = useState<SportBetsState>('open');
  const bets = useMySportBets(state, !player.isGuest);
  if (player.isGuest) return <GuestBets />;
  const list = bets.data?.pages.flatMap((page) => page.bets) ?? [];
  return (
    <div className="grid gap-3" data-testid="my-bets">
      <ChoiceTabs
        label={t('sportsbook.myBets.tabsLabel')}
        value={state}
        options={[
          { value: 'open', label: t('sportsbook.myBets.open') },
          { value: 'settled', label: t('sportsbook.myBets.settled') },
        ]}
        onChange={setState}
        testId="my-bets-state"
      />
      {bets.isPending ? (
        <SkeletonList rows={2} itemClassName="h-40" />
      ) : bets.isError && list.length === 0 ? (
        <LoadFailed
          text={t('sportsbook.myBets.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void bets.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-muted" data-testid="my-bets-empty">
          {t(state === 'open' ? 'sportsbook.myBets.emptyOpen' : 'sportsbook.myBets.emptySettled')}
        </p>
      ) : (
        <div className="grid gap-2">
          {list.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </div>
      )}
      {bets.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={bets.isFetchingNextPage}
          onClick={() => void bets.fetchNextPage()}
        >
          {bets.isFetchingNextPage ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : null}
          {t('sportsbook.myBets.more')}
        </Button>
      ) : null}
    </div>
  );
}
