import type { Freebet } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Gift from 'lucide-react/icons/gift';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import type { OddsFit } from './freebet-rules';

const RADIO_CLASS = 'size-4 shrink-0 accent-accent';

const OPTION_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm ring-1 ring-line transition-colors hover:bg-surface-3 has-checked:bg-surface-0 has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-accent';

/**
 * "Use a free bet": the player's own money or one of their free bets that fit the slip, each with its amount, its
 * minimum odds and its end. With one chosen, the slip says that the winnings come without the stake, and, while
 * the slip's odds are below the free bet's minimum, that it cannot be placed yet (the button waits).
 */
export function FreebetChoice({
  freebets,
  chosen,
  fit,
  onChoose,
}: {
  freebets: readonly Freebet[];
  chosen: Freebet | null;
  fit: OddsFit | null;
  onChoose: (freebetId: number | null) => void;
}) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-1.5" data-testid="slip-freebets">
      <legend className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-muted">
        <Gift className="size-3.5 text-accent-ink" aria-hidden="true" />
        {t('sportsbook.slip.freebet.use')}
      </legend>
      <label className={OPTION_CLASS}>
        <input
          type="radio"
          name={name}
          checked={chosen === null}
          onChange={() => onChoose(null)}
          className={RADIO_CLASS}
        />
        <span className="font-semibold text-fg">{t('sportsbook.slip.freebet.ownMoney')}</span>
      </label>
      {freebets.map((freebet) => (
        <label key={freebet.id} className={OPTION_CLASS} data-testid="slip-freebet-option">
          <input
            type="radio"
            name={name}
            checked={chosen?.id === freebet.id}
            onChange={() => onChoose(freebet.id)}
            className={RADIO_CLASS}
          />
          <span className="grid min-w-0 gap-0.5">
            <span className="font-bold text-fg tabular-nums">
              {t('sportsbook.slip.freebet.amount', {
                amount: formatMoney(freebet.amount, freebet.currency, lang),
              })}
            </span>
            <span className="text-xs text-muted">
              {t('sportsbook.slip.freebet.minOdds', { odds: formatOdds(freebet.minOdds) })}
              {freebet.expiresAt
                ? ` · ${t('sportsbook.slip.freebet.until', { date: formatDayTime(new Date(freebet.expiresAt), lang) })}`
                : null}
            </span>
          </span>
        </label>
      ))}
      {chosen ? (
        <p className="rounded-lg bg-accent/10 px-3 py-2 text-xs text-fg" data-testid="slip-freebet-note">
          {t('sportsbook.slip.freebet.note')}
        </p>
      ) : null}
      {fit && !fit.reached ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger/10 px-3 py-2 text-xs font-medium text-fg ring-1 ring-danger/30"
          data-testid="slip-freebet-min-odds"
        >
          <CircleAlert className="mt-px size-3.5 shrink-0 text-danger" aria-hidden="true" />
          {t('sportsbook.slip.freebet.belowMinOdds', {
            odds: formatOdds(fit.odds),
            minOdds: formatOdds(fit.minOdds),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
