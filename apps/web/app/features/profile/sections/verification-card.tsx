import type { VerificationStatus } from '@casino/contracts';
import CircleHelp from 'lucide-react/icons/circle-help';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { StatusBadge } from '../ui/status-badge';
import { verificationTextKey, verificationTone } from '../verification-status';

/** The identity verification status with what it means, and the explanation one click away. */
export function VerificationCard({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="verification-card"
      className="flex flex-col gap-3 rounded-2xl bg-gradient-to-br from-accent/12 to-transparent p-4 ring-1 ring-line sm:flex-row sm:items-center sm:p-5"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-ink">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-bold text-fg">{t('profile.verification.title')}</h3>
          <StatusBadge tone={verificationTone(status)} testId="verification-status">
            {t(`profile.verification.${status}`)}
          </StatusBadge>
        </div>
        <p className="mt-1 text-sm text-muted">{t(verificationTextKey(status))}</p>
      </div>
      <button
        type="button"
        onClick={() => openModal('VerificationIdentityModal')}
        className="inline-flex items-center gap-1.5 self-start rounded-lg px-2 py-1.5 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline sm:self-center"
      >
        <CircleHelp className="size-4" aria-hidden="true" />
        {t('profile.verification.about')}
      </button>
    </div>
  );
}
