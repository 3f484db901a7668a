import { useQuery } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { DropCampaignCard } from './drop-campaign-card';
import { DropList } from './drop-list';
import { dropsQuery } from './drops-endpoints';

/**
 * The drops panel (on the jackpots page): the prize and star drops running or about to, with what is left to drop,
 * their odds and latest drops; a signed-in player's own drops with the link to verify each draw. Kept fresh by the
 * drops' pushes, which read it again.
 */
export function DropsPanel() {
  const { t } = useTranslation();
  const { currency, isGuest } = useAppData().appMain.player;
  const prizes = useQuery(dropsQuery('prize', currency, !isGuest));
  const stars = useQuery(dropsQuery('stars', currency, !isGuest));
  const campaigns = [...(prizes.data?.campaigns ?? []), ...(stars.data?.campaigns ?? [])];
  const mine = [...(prizes.data?.myDrops ?? []), ...(stars.data?.myDrops ?? [])].sort((a, b) => b.id - a.id);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4 pt-6" data-testid="drops-panel">
      <header className="grid gap-1.5">
        <h2 className="text-xl font-extrabold text-fg">{t('chance.drops.title')}</h2>
        <p className="text-sm text-muted">{t('chance.drops.lead')}</p>
      </header>
      {prizes.isPending || stars.isPending ? (
        <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
      ) : prizes.isError || stars.isError ? (
        <LoadFailed
          text={t('chance.drops.loadFailed')}
          retryLabel={t('serverError.retry')}
          onRetry={() => {
            void prizes.refetch();
            void stars.refetch();
          }}
        />
      ) : campaigns.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.drops.none')}</p>
      ) : (
        campaigns.map((campaign) => (
          <DropCampaignCard key={campaign.slug} campaign={campaign} currency={currency} />
        ))
      )}
      {mine.length > 0 ? (
        <div className="grid gap-2 rounded-2xl bg-surface-2 p-4 ring-1 ring-line">
          <h3 className="text-base font-bold text-fg">{t('chance.drops.mine')}</h3>
          <DropList drops={mine} testId="drop-mine" />
        </div>
      ) : null}
    </section>
  );
}
