import IdCard from 'lucide-react/icons/id-card';
import { useLocation, useNavigate } from 'react-router';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
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
        <ol className="grid gap-3">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className="flex items-start gap-3 rounded-2xl bg-surface-2/60 p-3.5 ring-1 ring-line"
            >
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-fg">
                {index + 1}
              </span>
              <span className="pt-0.5 text-sm leading-relaxed text-fg">
                {t(`profile.identityModal.${step}`)}
              </span>
            </li>
          ))}
        </ol>
        <Button size="lg" className="w-full" onClick={toDocuments} data-testid="verification-to-documents">
          <IdCard className="size-5" aria-hidden="true" />
          {t('profile.identityModal.action')}
        </Button>
      </div>
    </div>
  );
}
