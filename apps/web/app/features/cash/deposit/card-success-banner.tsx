import { formatMoney } from '@casino/i18n';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { cardSuccessNotice } from '../state/card-success-notice';
import { NoticeCard } from '../ui/notice-card';

/** Spec sections 4 and 9: for 3 minutes after a card deposit succeeded, the cash desk says so. */
export function CardSuccessBanner() {
  const { t, lang } = useTranslation();
  const notice = cardSuccessNotice.useNotice();
  const secondsLeft = useSecondsLeft(notice?.until ?? 0);
  if (!notice || secondsLeft === 0) return null;
  return (
    <NoticeCard
      tone="success"
      icon={BadgeCheck}
      testId="card-success-notice"
      title={t('cash.notice.cardSuccess', {
        amount: formatMoney(notice.data.amount, notice.data.currency, lang),
      })}
    >
      {t('cash.notice.cardSuccessText')}
    </NoticeCard>
  );
}
