import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import { WheelPanel } from './wheel-panel';

/** WheelFortunePopup (spec section 2): the wheel, its chances and prizes, and the spin. */
export default function WheelFortunePopup() {
  const { t } = useTranslation();
  return (
    <div data-testid="wheel-fortune-popup" className="flex flex-1 flex-col">
      <ModalHeader title={t('chance.wheel.title')} description={t('chance.wheel.lead')} />
      <div className="px-5 pt-2 pb-6 lg:px-6">
        <WheelPanel />
      </div>
    </div>
  );
}
