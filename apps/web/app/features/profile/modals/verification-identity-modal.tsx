import IdCard from 'lucide-react/icons/id-card';
import { useLocation, useNavigate } from 'react-router';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { profilePath } from '../profile-path';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** What identity verification is and why, in three steps, with the way to the documents section. */
export default function VerificationIdentityModal() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();

  const toDocuments = () => {
    closeModal();
    const target = profilePath(lang, 'documents');
    if (location.pathname === profilePath(lang)) {
      document.getElementById('documents')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      void navigate(target);
    }
  };

  return (
    <div data-testid="verification-identity-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('profile.identityModal.title')} description={t('profile.identityModal.lead')} />
      <div className="grid gap-6 px-5 pt-2 pb-6 lg:px-6">
        <NumberedSteps steps={STEPS.map((step) => t(`profile.identityModal.${step}`))} />
        <Button size="lg" className="w-full" onClick={toDocuments} data-testid="verification-to-documents">
          <IdCard className="size-5" aria-hidden="true" />
          {t('profile.identityModal.action')}
        </Button>
      </div>
    </div>
  );
}
