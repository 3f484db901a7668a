import CircleSlash from 'lucide-react/icons/circle-slash';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/** Refusals this popup explains in its own words; any other code reads as the general failure. */
const KNOWN = new Set(['wheel_no_spins', 'wheel_not_found']);

/** WheelFortuneErrorPopup (spec section 2; `code` the refusal's): why the spin was refused. */
export default function WheelFortuneErrorPopup({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const code = params.code ?? '';
  const message =
    code === 'wheel_no_spins'
      ? t('chance.wheel.error.noSpins')
      : t(`chance.errors.${KNOWN.has(code) ? code : 'unknown'}`);
  return (
    <div data-testid="wheel-error-popup" className="flex flex-1 flex-col">
      <ModalHeader title={t('chance.wheel.error.title')} />
      <div className="grid justify-items-center gap-4 px-5 pt-2 pb-6 text-center lg:px-6">
        <span className="grid size-16 place-items-center rounded-2xl bg-danger/10 text-danger">
          <CircleSlash className="size-8" aria-hidden="true" />
        </span>
        <p className="text-sm text-fg" data-testid="wheel-error-message">
          {message}
        </p>
        <Button size="lg" className="w-full" onClick={closeModal} data-testid="wheel-error-close">
          {t('chance.wheel.error.close')}
        </Button>
      </div>
    </div>
  );
}
