import { CURRENCIES, type Currency } from '@casino/contracts';
import type { AmountsForm } from '../lib/chance-prize-form';
import { Cell } from './table-cell';

/** An amount in every currency, typed in major units side by side; each currency's problem under its input. */
export function AmountsInputs({
  name,
  field,
  amounts,
  errors,
  onChange,
}: {
  /** What the inputs' names say the amounts are: `Minimum deposit`, `Sector 7 prize`. */
  name: string;
  /** The amounts' field as the server names it (`terms.minDeposit`). */
  field: string;
  amounts: AmountsForm;
  errors: Record<string, string>;
  onChange: (amounts: AmountsForm) => void;
}) {
  const change = (currency: Currency, value: string) => onChange({ ...amounts, [currency]: value });
  return (
    <div className="grid grid-cols-4 gap-2">
      {CURRENCIES.map((currency) => (
        <Cell key={currency} label={`${name}, ${currency}`} error={errors[`${field}.${currency}`]}>
          {(props) => (
            <div className="relative">
              <input
                {...props}
                className={`${props.className} pr-11 text-right tabular-nums`}
                inputMode="decimal"
                value={amounts[currency]}
                onChange={(event) => change(currency, event.target.value)}
              />
              <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-slate-400">
                {currency}
              </span>
            </div>
          )}
        </Cell>
      ))}
    </div>
  );
}
