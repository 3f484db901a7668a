import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { toast } from '../../../lib/toasts/toast-store';
import { chanceDrawVerifyHref } from '../chance-verify-link';

/** The player's own jackpot win, wherever they are on the site: a notice with the amount and the draw to verify. */
export default function JackpotWinUpdates() {
  const { t, lang } = useTranslation();
  usePushHandler('jackpotsStatus', (message) => {
    if (message.action !== 'win') return;
    toast({
      tone: 'success',
      title: t('chance.jackpots.won.title', {
        amount: formatMoney(message.data.amount, message.data.currency, lang),
      }),
      description: t('chance.jackpots.won.text'),
      action: {
        label: t('chance.jackpots.won.verify'),
        href: chanceDrawVerifyHref(lang, message.data.drawId),
      },
    });
  });
  return null;
}
