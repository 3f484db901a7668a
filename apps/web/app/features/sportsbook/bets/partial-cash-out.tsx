import { MINOR_UNITS, type SportBet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { usePartCashOutQuote } from '../api/cash-out';
import { labelText } from '../label';
import { cashOutRefusalLabel } from './bet-messages';
import { clampPart, type PartRange, partRange } from './part-range';

/** The part is asked about once the player stops moving it for this long. */
const QUOTE_DEBOUNCE_MS = 400;

/** Whether a bet's remaining stake can be cut into a part to cash out (more than one step of its currency). */
export function partRangeOf(bet: Pick<SportBet, 'currency'>, remainingStake: number): PartRange | null {
  return partRange(remainingStake, MINOR_UNITS[bet.currency]);
}

/**
 * Cashing out part of the remaining stake: a slider with a stepper beside it over the parts `range` offers (half the
 * stake to start), what the part pays now, asked for once the player stops moving it, and what stays riding. The
 * button hands the part and the amount shown to the cash-out's confirmation.
 */
export function PartialCashOut({
  bet,
  remainingStake,
  wholeAmount,
  range,
  onChoose,
  onCancel,
}: {
  bet: SportBet;
  remainingStake: number;
  /** The whole remaining stake's value now: the part is asked for again whenever it moves. */
  wholeAmount: number;
  range: PartRange;
  onChoose: (stake: number, amount: number) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, bet.currency, lang);
  const [chosen, setChosen] = useState(remainingStake / 2);
  // Kept on the range as it is now: another cash-out of the bet may have left less riding.
  const part = clampPart(chosen, range);
  const asked = useDebounced(part, QUOTE_DEBOUNCE_MS);
  const quote = usePartCashOutQuote(bet.id, asked, wholeAmount);
  const offer = quote.data;
  // The amount shown is the part's on screen, never one a step before it.
  const current = !quote.isPlaceholderData && asked === part ? offer : undefined;
  const amount = current?.available ? current.amount : null;
  const waiting = current === undefined && !quote.isError;
  const move = (next: number) => setChosen(clampPart(next, range));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2.5 rounded-xl bg-surface-2 p-3 ring-1 ring-line"
      data-testid="partial-cash-out"
    >
      <p id={`${id}-title`} className="text-sm font-bold text-fg">
        {t('sportsbook.cashOut.partTitle')}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="flex justify-between gap-2 text-xs">
          <span className="text-muted">{t('sportsbook.cashOut.partStake')}</span>
          <span className="font-bold text-fg tabular-nums" data-testid="partial-cash-out-stake">
            {t('sportsbook.cashOut.partOf', { part: money(part), remaining: money(remainingStake) })}
          </span>
        </label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={iconButtonClass()}
            onClick={() => move(part - range.step)}
            disabled={part <= range.step}
            aria-label={t('sportsbook.cashOut.less')}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <input
            id={id}
            type="range"
            min={range.step}
            max={range.max}
            step={range.step}
            value={part}
            onChange={(event) => move(Number(event.target.value))}
            aria-valuetext={money(part)}
            className="min-w-0 flex-1 accent-accent"
            data-testid="partial-cash-out-slider"
          />
          <button
            type="button"
            className={iconButtonClass()}
            onClick={() => move(part + range.step)}
            disabled={part >= range.max}
            aria-label={t('sportsbook.cashOut.more')}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p className="text-[11px] text-muted">
          {t('sportsbook.cashOut.partRest', { amount: money(remainingStake - part) })}
        </p>
      </div>
      <p className="flex items-baseline justify-between gap-3 text-sm" aria-live="polite">
        <span className="text-muted">{t('sportsbook.cashOut.partPays')}</span>
        <span className="font-extrabold text-win tabular-nums" data-testid="partial-cash-out-amount">
          {waiting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : amount !== null ? (
            money(amount)
          ) : (
            '—'
          )}
        </span>
      </p>
      {current && !current.available ? (
        <p role="alert" className="text-xs text-muted">
          {labelText(t, cashOutRefusalLabel(current.refusal))}
        </p>
      ) : quote.isError ? (
        <p role="alert" className="text-xs text-danger">
          {t('sportsbook.cashOut.failed')}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Button
          size="sm"
          onClick={() => {
            if (amount !== null) onChoose(part, amount);
          }}
          disabled={amount === null}
          data-testid="partial-cash-out-submit"
        >
          {amount !== null
            ? t('sportsbook.cashOut.button', { amount: money(amount) })
            : waiting
              ? t('sportsbook.cashOut.checking')
              : t('sportsbook.cashOut.part')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('sportsbook.cashOut.cancel')}
        </Button>
      </div>
    </section>
  );
}
