import { useQuery } from '@tanstack/react-query';
import Handshake from 'lucide-react/icons/handshake';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useBrand } from '../../../lib/app-data';
import { fetchPartnerWelcome } from '../../../lib/bonus-offer-endpoints';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';

/**
 * PartnerRegistrationPopup, the partner-bonus guest popup (spec section 6): a guest who arrived through a partner
 * link is invited to register, or to log in, to get the partner's bonus, named with its terms as the partner
 * campaign gives it (the general invitation while it loads, or when no campaign runs).
 */
export default function PartnerRegistrationModal() {
  const { t, lang } = useTranslation();
  const { features } = useBrand();
  const welcome = useQuery({
    queryKey: ['partner-welcome', lang],
    queryFn: () => fetchPartnerWelcome(lang),
  }).data;
  return (
    <StatusModal
      testId="partner-registration-modal"
      tone="accent"
      icon={<Handshake className="size-9" aria-hidden="true" />}
      title={t('auth.partnerPopup.title')}
      actions={
        <>
          <Button
            size="lg"
            onClick={() => openAuthModal('Register', features)}
            data-testid="partner-register"
          >
            {t('auth.partnerPopup.register')}
          </Button>
          <Button variant="ghost" onClick={() => openAuthModal('Login', features)}>
            {t('auth.partnerPopup.haveAccount')}
          </Button>
        </>
      }
    >
      {welcome ? (
        <span className="grid gap-1" data-testid="partner-welcome">
          <strong className="text-fg">{welcome.title}</strong>
          <span>{welcome.description}</span>
        </span>
      ) : (
        t('auth.partnerPopup.text')
      )}
    </StatusModal>
  );
}
