import { CURRENCIES, DROP_TOTAL_TICKETS } from '@casino/contracts';
import { Cell } from '../../components/table-cell';
import { Card, Notice } from '../../components/ui';
import type { DropForm, FormErrors, StakeForm } from './drops-form';

/**
 * The odds per currency: the least real-money stake that draws, and the tickets each minor unit staked holds of the
 * 10^9 a draw picks from (a ₴10 stake with 10 tickets per kopeck wins with a chance of 10,000 in 10^9). A currency
 * left empty does not take part.
 */
export function DropsStakesCard({
  form,
  errors,
  update,
}: {
  form: DropForm;
  errors: FormErrors;
  update: (change: Partial<DropForm>) => void;
}) {
  const change = (currency: (typeof CURRENCIES)[number], next: Partial<StakeForm>) =>
    update({ stakes: { ...form.stakes, [currency]: { ...form.stakes[currency], ...next } } });
  return (
    <Card title="Stakes and odds">
      {errors['terms.stakes'] ? <Notice>{errors['terms.stakes']}</Notice> : null}
      <p className="mb-2 text-xs text-slate-500">
        A stake of S minor units holds min(S × tickets, {DROP_TOTAL_TICKETS.toLocaleString('en-GB')}) of{' '}
        {DROP_TOTAL_TICKETS.toLocaleString('en-GB')} tickets; one ticket is drawn per stake. Bonus money never
        counts.
      </p>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Minimum stake</th>
            <th scope="col">Tickets per minor unit</th>
          </tr>
        </thead>
        <tbody>
          {CURRENCIES.map((currency) => {
            const field = `terms.stakes.${currency}`;
            return (
              <tr key={currency}>
                <td>{currency}</td>
                <td>
                  <Cell label={`Minimum stake, ${currency}`} error={errors[`${field}.minStake`]}>
                    {(props) => (
                      <input
                        {...props}
                        inputMode="decimal"
                        value={form.stakes[currency].minStake}
                        onChange={(event) => change(currency, { minStake: event.target.value })}
                      />
                    )}
                  </Cell>
                </td>
                <td>
                  <Cell
                    label={`Tickets per minor unit, ${currency}`}
                    error={errors[`${field}.ticketsPerMinorUnit`]}
                  >
                    {(props) => (
                      <input
                        {...props}
                        inputMode="numeric"
                        value={form.stakes[currency].ticketsPerMinorUnit}
                        onChange={(event) => change(currency, { ticketsPerMinorUnit: event.target.value })}
                      />
                    )}
                  </Cell>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
