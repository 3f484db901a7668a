import { formatMoney } from '@casino/i18n';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useTranslation } from '../../../lib/i18n';
import type { ShownAlert } from '../live/game-alerts';

/** A round that did not score (or scored less) and why, on a line of its own under the block; the player may close it. */
export function GameAlert({ alert, onDismiss }: { alert: ShownAlert; onDismiss: () => void }) {
  const { t, lang } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '' : formatMoney(amount, alert.currency, lang));
  return (
    <div
      role="status"
      data-testid="game-competition-alert"
      data-alert={alert.alert}
      className="flex items-start gap-2 border-t border-amber-400/20 bg-amber-400/10 px-3 py-1.5 text-xs text-amber-100"
    >
      <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-300" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {t(`competitions.alerts.${alert.alert}`, { min: money(alert.minBet), max: money(alert.maxBet) })}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('competitions.alerts.dismiss')}
        className="-my-0.5 grid size-5 shrink-0 place-items-center rounded text-amber-200/80 hover:bg-white/10 hover:text-white"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
