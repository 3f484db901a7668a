import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { Popover } from 'radix-ui';
import { useTranslation } from '../../lib/i18n';
import { canStep, stepBet } from './bet-steps';
import { useMoney } from './use-money';

const stepButton =
  'grid size-9 shrink-0 place-items-center rounded-xl sm:size-10 bg-surface-3 text-fg ring-1 ring-line transition-colors hover:bg-surface-2 active:scale-95 disabled:pointer-events-none disabled:opacity-35';

/**
 * The stake: minus and plus walk through the session's bet steps, and the amount opens all of them as chips.
 * There is no field to type a stake into, so only allowed stakes can be chosen.
 */
export function BetSelector({
  steps,
  bet,
  onChange,
  disabled,
  kind = 'bet',
}: {
  steps: readonly number[];
  bet: number;
  onChange: (bet: number) => void;
  disabled: boolean;
  /** A total stake, or the value of the chips a table game puts down. */
  kind?: 'bet' | 'chip';
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const title = t(`studio.bet.${kind}.label`);
  return (
    <fieldset className="flex min-w-0 items-center gap-1.5" data-testid="bet-selector">
      <legend className="sr-only">{title}</legend>
      <button
        type="button"
        className={stepButton}
        disabled={disabled || !canStep(steps, bet, -1)}
        onClick={() => onChange(stepBet(steps, bet, -1))}
        aria-label={t(`studio.bet.${kind}.decrease`)}
        data-testid="bet-decrease"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <Popover.Root>
        <Popover.Trigger
          disabled={disabled}
          className="flex h-12 min-w-[5.5rem] flex-col items-center justify-center rounded-xl bg-surface-0/60 px-2 sm:px-3 ring-1 ring-line transition-colors hover:ring-accent/60 disabled:opacity-60 sm:min-w-28"
          aria-label={t(`studio.bet.${kind}.choose`, { amount: money(bet) })}
          data-testid="bet-amount"
        >
          <span className="text-[10px] font-semibold tracking-wider text-muted uppercase">{title}</span>
          <span className="text-sm font-extrabold text-fg tabular-nums sm:text-base">{money(bet)}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-[min(20rem,calc(100vw-1rem))] animate-fade-in rounded-2xl bg-surface-1 p-3 shadow-elevation ring-1 ring-line"
          >
            <p className="mb-2 text-xs font-semibold text-muted">{t(`studio.bet.${kind}.steps`)}</p>
            <div className="grid grid-cols-3 gap-1.5">
              {steps.map((step) => (
                <Popover.Close
                  key={step}
                  onClick={() => onChange(step)}
                  aria-pressed={step === bet}
                  data-testid={`bet-step-${step}`}
                  className="h-10 rounded-lg bg-surface-2 text-sm font-bold text-fg tabular-nums ring-1 ring-line transition-colors hover:bg-surface-3 aria-pressed:bg-accent aria-pressed:text-accent-fg aria-pressed:ring-accent"
                >
                  {money(step)}
                </Popover.Close>
              ))}
            </div>
            <Popover.Arrow className="fill-surface-1" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <button
        type="button"
        className={stepButton}
        disabled={disabled || !canStep(steps, bet, 1)}
        onClick={() => onChange(stepBet(steps, bet, 1))}
        aria-label={t(`studio.bet.${kind}.increase`)}
        data-testid="bet-increase"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </fieldset>
  );
}
