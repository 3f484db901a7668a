import PauseCircle from 'lucide-react/icons/circle-pause';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { formatMoment } from '../time-format';
import { ProtectionModalBody } from './protection-modal-body';
import { useExclusionTill } from './use-exclusion-till';

/**
 * LudomanCashbackModal (spec section 2): a cashback or bonus action refused to an excluded player — bonus money
 * waits for the exclusion to end.
 */
export default function LudomanCashbackModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const till = useExclusionTill(params);
  return (
    <ProtectionModalBody
      testId="ludoman-cashback-modal"
      icon={<PauseCircle className="size-8" aria-hidden="true" />}
      title={t('responsible.cashback.title')}
      actions={
        <Button size="lg" className="w-full" onClick={closeModal}>
          {t('responsible.cashback.ok')}
        </Button>
      }
    >
      <p className="text-center text-fg">{t('responsible.cashback.text')}</p>
      {till.kind === 'unknown' ? null : (
        <p className="text-center" data-testid="ludoman-cashback-till">
          {till.kind === 'date'
            ? t('responsible.cashback.till', { date: formatMoment(till.date, lang) })
            : t('responsible.cashback.permanent')}
        </p>
      )}
    </ProtectionModalBody>
  );
}
