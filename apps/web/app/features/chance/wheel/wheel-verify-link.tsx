import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';

/** "Verify this spin": the verify page filled with the spin's seeds and the wheel's weights (the popup closes). */
export function WheelVerifyLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      onClick={() => closeModal()}
      className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-2 hover:underline"
      data-testid="wheel-verify"
    >
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t('chance.wheel.confirmation.verify')}
    </Link>
  );
}
