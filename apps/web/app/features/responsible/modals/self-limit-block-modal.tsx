import Gauge from 'lucide-react/icons/gauge';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { responsiblePath } from '../../../lib/responsible-path';
import { formatLimitAmount } from '../limit-amount';
import { readSelfLimitBlock } from '../modal-params';
import { formatMoment } from '../time-format';
import { ProtectionModalBody } from './protection-modal-body';

/**
 * SelfLimitBlockModal (spec section 2, RTS 12): a deposit or bet would pass one of the player's own limits —
 * which one, what is left of it and when its period starts again, with the way to the limits.
 */
export default function SelfLimitBlockModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const block = readSelfLimitBlock(params);
  const context = { currency: appMain.player.currency, lang, t };
  return (
    <ProtectionModalBody
      testId="self-limit-block-modal"
      icon={<Gauge className="size-8" aria-hidden="true" />}
      title={t('responsible.block.title')}
      actions={
        <>
          <Link
            to={responsiblePath(i18nLang)}
            onClick={closeModal}
            className={buttonClass('primary', 'lg', 'w-full')}
            data-testid="self-limit-block-limits"
          >
            <SlidersHorizontal className="size-5" aria-hidden="true" />
            {t('responsible.block.limits')}
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={closeModal}>
            {t('responsible.block.ok')}
          </Button>
        </>
      }
    >
      {block ? (
        <>
          <p className="text-center text-base text-fg" data-testid="self-limit-block-text">
            {t('responsible.block.text', {
              name: t(`responsible.limitNames.${block.type}`),
              period: t(`responsible.periodPhrases.${block.period}`),
              limit: formatLimitAmount(block.limit, block.type, context),
            })}
          </p>
          <dl className="grid grid-cols-2 gap-2">
            <div className="grid gap-1 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line">
              <dt className="text-xs">{t('responsible.block.left')}</dt>
              <dd className="text-lg font-bold text-fg tabular-nums" data-testid="self-limit-block-left">
                {formatLimitAmount(block.left, block.type, context)}
              </dd>
            </div>
            <div className="grid gap-1 rounded-2xl bg-surface-2/60 p-3 ring-1 ring-line">
              <dt className="text-xs">{t('responsible.block.resets')}</dt>
              <dd className="text-sm font-semibold text-fg" data-testid="self-limit-block-resets">
                {formatMoment(new Date(block.resetsAt), lang)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="text-center text-base text-fg">{t('responsible.block.unknown')}</p>
      )}
    </ProtectionModalBody>
  );
}
