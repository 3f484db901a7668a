import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import Ban from 'lucide-react/icons/ban';
import Hourglass from 'lucide-react/icons/hourglass';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal, openModal } from '../../../lib/modals/modal-store';
import { withdrawPath } from '../../../lib/responsible-path';
import { formatMoment } from '../time-format';
import { PointList, ProtectionModalBody } from './protection-modal-body';
import { useExclusionTill } from './use-exclusion-till';

/**
 * LudomanModal (spec sections 2 and 8): a real-money action was refused because the player excluded themselves —
 * until when, what it means, and the ways that stay open: withdrawing the balance and support.
 */
export default function LudomanModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const language = useLanguage();
  const till = useExclusionTill(params);
  return (
    <ProtectionModalBody
      testId="ludoman-modal"
      icon={<Hourglass className="size-8" aria-hidden="true" />}
      title={t('responsible.ludoman.title')}
      actions={
        <>
          <Link
            to={withdrawPath(language)}
            onClick={closeModal}
            className={buttonClass('primary', 'lg', 'w-full')}
            data-testid="ludoman-withdraw"
          >
            <ArrowDownToLine className="size-5" aria-hidden="true" />
            {t('responsible.ludoman.withdraw')}
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={() => openModal('SupportContacts')}>
            {t('responsible.ludoman.support')}
          </Button>
        </>
      }
    >
      <p className="text-center text-base text-fg" data-testid="ludoman-till">
        {till.kind === 'date'
          ? t('responsible.ludoman.till', { date: formatMoment(till.date, lang) })
          : t(`responsible.ludoman.${till.kind}`)}
      </p>
      <PointList
        points={[
          {
            icon: <Ban className="size-4.5" aria-hidden="true" />,
            text: t('responsible.ludoman.points.closed'),
          },
          {
            icon: <LockKeyhole className="size-4.5" aria-hidden="true" />,
            text: t('responsible.ludoman.points.final'),
          },
          {
            icon: <ArrowDownToLine className="size-4.5" aria-hidden="true" />,
            text: t('responsible.ludoman.points.withdraw'),
          },
        ]}
      />
    </ProtectionModalBody>
  );
}
