import { formatMoney } from '@casino/i18n';
import { useQuery } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import Play from 'lucide-react/icons/play';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/app-data';
import { freeSpinsKey } from '../../../lib/bonus-query-keys';
import { fetchFreeSpins } from '../../../lib/free-spin-endpoints';
import { useTranslation } from '../../../lib/i18n';
import { closeModal, openModal } from '../../../lib/modals/modal-store';

/**
 * FreeSpinsApplied (the `fs-bonus-applied` deep link, spec section 2): the free spins the player has to play now,
 * "N free spins are yours on <game>", with the way into the game for real money.
 */
export default function FreeSpinsAppliedModal() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const spins = useQuery({ queryKey: freeSpinsKey(lang), queryFn: () => fetchFreeSpins(lang) });
  const [grant] = spins.data ?? [];
  const [game] = grant?.games ?? [];
  return (
    <StatusModal
      testId="free-spins-applied-modal"
      tone="accent"
      icon={<Gift className="size-8" aria-hidden="true" />}
      title={
        grant && game
          ? t('bonuses.freeSpins.modal.title', { count: grant.roundsLeft, game: game.title })
          : t('bonuses.freeSpins.title')
      }
      actions={
        <>
          {game ? (
            <Button
              size="lg"
              className="w-full"
              data-testid="free-spins-applied-play"
              onClick={() => {
                closeModal();
                openModal('Game', { slug: game.slug, isMoney: 'true' });
              }}
            >
              <Play className="size-4.5" aria-hidden="true" />
              {t('bonuses.freeSpins.modal.play')}
            </Button>
          ) : null}
          <Button variant="ghost" size="lg" className="w-full" onClick={closeModal}>
            {t('bonuses.freeSpins.modal.later')}
          </Button>
        </>
      }
    >
      <p className="text-fg" data-testid="free-spins-applied-text">
        {grant
          ? t('bonuses.freeSpins.modal.text', { stake: formatMoney(grant.stake, grant.currency, lang) })
          : spins.isPending
            ? null
            : t('bonuses.freeSpins.modal.none')}
      </p>
    </StatusModal>
  );
}
