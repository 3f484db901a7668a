import { useCountUp } from '../../lib/use-count-up';
import { useMoney } from './use-money';

/**
 * A labelled amount of the control bar (balance, win), counting to each new value. `highlight` is for wins above
 * the stake only: a return at or below the stake is shown plainly (RTS 14).
 */
export function Readout({
  label,
  amount,
  highlight = false,
  testId,
}: {
  label: string;
  amount: number;
  highlight?: boolean;
  testId: string;
}) {
  const money = useMoney();
  const shown = useCountUp(amount) ?? amount;
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-[10px] font-semibold tracking-wider text-muted uppercase">{label}</span>
      <span
        data-testid={testId}
        data-amount={amount}
        className={`truncate text-sm font-extrabold tabular-nums transition-colors sm:text-base ${
          highlight ? 'text-win drop-shadow-[0_0_10px_var(--brand-win)]' : 'text-fg'
        }`}
      >
        {money(shown)}
      </span>
    </div>
  );
}
