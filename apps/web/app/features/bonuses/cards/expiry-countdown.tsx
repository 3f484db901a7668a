import Clock from 'lucide-react/icons/clock';
import { useMemo } from 'react';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { countdownText } from './countdown-text';

/** The time left to wager the bonus, ticking each second until it runs out. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const until = useMemo(() => Date.parse(expiresAt), [expiresAt]);
  const left = useSecondsLeft(until);
  return (
    <p className="flex items-center gap-2 text-sm text-muted" data-testid="bonus-expiry">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('bonuses.active.expires')}:</span>
      <time dateTime={expiresAt} className="font-semibold text-fg tabular-nums">
        {left > 0 ? countdownText(left, t) : t('bonuses.active.expired')}
      </time>
    </p>
  );
}
