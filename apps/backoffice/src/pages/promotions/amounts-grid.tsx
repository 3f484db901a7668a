import { CURRENCIES, type Currency } from '@casino/contracts';
import {
  type AmountTerm,
  amountField,
  type FormErrors,
  givesFreebet,
  type TemplateDraft,
} from './template-form';

const LABELS: Record<AmountTerm, { label: string; hint: string }> = {
  fixedAmount: { label: 'Bonus amount', hint: 'What the player gets when taking it' },
  maxAmount: { label: 'Bonus cap', hint: 'The most a deposit earns' },
  minDeposit: { label: 'Minimum deposit', hint: 'Smaller deposits earn nothing' },
  maxDeposit: { label: 'Maximum deposit', hint: 'Larger deposits are refused the bonus' },
  maxBet: { label: 'Maximum bet', hint: 'While wagering; empty: no cap' },
  maxConversion: { label: 'Maximum conversion', hint: 'Most that becomes real money' },
  maxBalanceForActivation: { label: 'Balance limit', hint: 'Above this real balance it cannot start' },
  spinStake: { label: 'Stake per spin', hint: 'Each free spin plays at this stake' },
};

/**
 * The terms given per currency as one grid, a row per term and a column per currency, typed in major units. A
 * currency left empty is one the term does not apply in.
 */
export function AmountsGrid({
  terms,
  values,
  errors,
  onChange,
}: {
  terms: AmountTerm[];
  values: Record<AmountTerm, Record<Currency, string>>;
  errors: FormErrors;
  onChange: (term: AmountTerm, currency: Currency, value: string) => void;
}) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Amounts by currency, in major units</caption>
      <thead>
        <tr>
          <th scope="col">Term</th>
          {CURRENCIES.map((currency) => (
            <th key={currency} scope="col" className="w-28 text-right">
              {currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => {
          const rowErrors = CURRENCIES.map((currency) => errors[`${amountField(term)}.${currency}`]).filter(
            Boolean,
          );
          const rowError = errors[amountField(term)];
          return (
            <tr key={term}>
              <th scope="row" className="!bg-white !normal-case !tracking-normal">
                <span className="text-[13px] font-medium text-slate-800">{LABELS[term].label}</span>
                <span className="block text-xs font-normal text-slate-400">{LABELS[term].hint}</span>
                {[rowError, ...rowErrors].filter(Boolean).map((message) => (
                  <span key={message} role="alert" className="block text-xs font-normal text-rose-700">
                    {message}
                  </span>
                ))}
              </th>
              {CURRENCIES.map((currency) => (
                <td key={currency}>
                  <input
                    aria-label={`${LABELS[term].label}, ${currency}`}
                    inputMode="decimal"
                    className="bo-input text-right tabular-nums"
                    value={values[term][currency]}
                    aria-invalid={errors[`${amountField(term)}.${currency}`] ? true : undefined}
                    onChange={(event) => onChange(term, currency, event.target.value)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Which amount rows a template uses: its kind's, and the wagering caps unless it is a free bet (nothing to wager). */
export function amountTermsOf(draft: Pick<TemplateDraft, 'kind' | 'category'>): AmountTerm[] {
  const limits: AmountTerm[] = givesFreebet(draft)
    ? ['maxBalanceForActivation']
    : ['maxBet', 'maxConversion', 'maxBalanceForActivation'];
  if (draft.kind === 'deposit') return ['maxAmount', 'minDeposit', 'maxDeposit', ...limits];
  if (draft.kind === 'free_spins') return ['spinStake', ...limits];
  return ['fixedAmount', ...limits];
}
