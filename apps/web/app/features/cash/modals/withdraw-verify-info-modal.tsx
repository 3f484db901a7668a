import { localizePath } from '@casino/contracts';
import IdCard from 'lucide-react/icons/id-card';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckField } from '../../../components/form/check-field';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { isWithdrawVerifyInfoHidden, setWithdrawVerifyInfoHidden } from '../state/hide-flags';

const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * WithdrawVerifyInfo (spec section 2): withdrawals need identity verification — why, how, and the way to the
 * profile's verification section. "Don't show again" stores the hide flag (spec section 5).
 */
export default function WithdrawVerifyInfoModal() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(isWithdrawVerifyInfoHidden);

  const remember = (value: boolean) => {
    setHidden(value);
    setWithdrawVerifyInfoHidden(value);
  };

  const toVerification = () => {
    closeModal();
    void navigate(`${localizePath(MAIN_ROUTES.profile.path, lang)}#documents`);
  };

  return (
    <div data-testid="withdraw-verify-info-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('cash.verifyInfo.title')} description={t('cash.verifyInfo.lead')} />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        <NumberedSteps steps={STEPS.map((step) => t(`cash.verifyInfo.${step}`))} />
        <CheckField name="withdraw-verify-info-hidden" checked={hidden} onChange={remember}>
          {t('cash.verifyInfo.hide')}
        </CheckField>
        <div className="grid gap-2.5">
          <Button size="lg" className="w-full" onClick={toVerification} data-testid="withdraw-verify-action">
            <IdCard className="size-5" aria-hidden="true" />
            {t('cash.verifyInfo.action')}
          </Button>
          <Button variant="ghost" size="lg" className="w-full" onClick={closeModal}>
            {t('cash.verifyInfo.later')}
          </Button>
        </div>
      </div>
    </div>
  );
}
