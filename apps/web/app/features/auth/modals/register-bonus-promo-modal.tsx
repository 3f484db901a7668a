import { localizePath, type WelcomePackage } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { CASH_ROUTES } from '../../../lib/route-table';
import { AuthModalBody } from './auth-modal-body';

/**
 * RegisterBonusPromo, the registration-with-bonus popup (spec section 2, `popup=start-chain`): the brand's welcome
 * package, then the way to it — registration for a guest, the deposit for a player.
 */
export default function RegisterBonusPromoModal() {
  const { t, lang } = useTranslation();
  const { player, project } = useAppData().appMain;
  const navigate = useNavigate();
  const offer = player.welcomePackage;

  const action = player.isGuest
    ? { label: t('auth.bonusPromo.register'), run: () => openAuthModal('Register', project.brand.features) }
    : {
        label: t('auth.bonusPromo.deposit'),
        run: () => {
          closeModal();
          void navigate(localizePath(CASH_ROUTES.deposit.path, lang));
        },
      };

  return (
    <AuthModalBody
      testId="register-bonus-promo-modal"
      title={t('auth.bonusPromo.title')}
      description={t(player.isGuest ? 'auth.bonusPromo.leadGuest' : 'auth.bonusPromo.leadPlayer')}
    >
      {offer ? (
        <WelcomeOffer offer={offer} />
      ) : (
        <p className="text-sm text-muted">{t('auth.bonusPromo.noOffer')}</p>
      )}
      <div className="grid gap-3">
        <Button size="lg" className="w-full" onClick={action.run} data-testid="bonus-promo-action">
          <Gift className="size-5" aria-hidden="true" />
          {action.label}
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted">{t('auth.bonusPromo.terms')}</p>
      </div>
    </AuthModalBody>
  );
}

function WelcomeOffer({ offer }: { offer: WelcomePackage }) {
  const { t, lang } = useTranslation();
  return (
    <dl
      data-testid="welcome-offer"
      className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3 rounded-2xl bg-gradient-to-br from-accent/25 via-surface-2 to-surface-2 p-3 ring-1 ring-accent/30"
    >
      <OfferFigure icon={<Coins className="size-5" aria-hidden="true" />} label={t('auth.bonusPromo.money')}>
        {formatMoney(offer.moneyAmount, offer.currency, lang)}
      </OfferFigure>
      <OfferFigure
        icon={<RotateCw className="size-5" aria-hidden="true" />}
        label={t('auth.bonusPromo.freeSpins', { count: offer.fsAmount })}
      >
        {offer.fsAmount}
      </OfferFigure>
    </dl>
  );
}

/** One figure of the offer: the amount large, what it is under it. */
function OfferFigure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col-reverse gap-1 rounded-xl bg-surface-0/70 p-3 ring-1 ring-line">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="flex items-center gap-2 text-xl font-extrabold tracking-tight whitespace-nowrap text-fg">
        <span className="shrink-0 text-accent-ink">{icon}</span>
        {children}
      </dd>
    </div>
  );
}
