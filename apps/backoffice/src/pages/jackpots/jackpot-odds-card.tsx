import { CURRENCIES, type Currency } from '@casino/contracts';
import { PoolBasicsFields } from '../../components/pool-basics-fields';
import { Cell } from '../../components/table-cell';
import { Card } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import type { FormErrors } from '../../lib/use-terms-form';
import { type JackpotForm, tenStakeChance } from './jackpots-form';

/**
 * Whether the jackpot runs, its share of each real-money stake, and per currency its seed amount and odds, with
 * the chance of a stake of 10 of the currency that follows; a currency left empty has no such jackpot.
 */
export function JackpotOddsCard({
  form,
  errors,
  update,
  totalTickets,
  isNew,
}: {
  form: JackpotForm;
  errors: FormErrors;
  update: (change: Partial<JackpotForm>) => void;
  totalTickets: number;
  isNew: boolean;
}) {
  const changeTickets = (currency: Currency, value: string) =>
    update({ ticketsPerMinorUnit: { ...form.ticketsPerMinorUnit, [currency]: value } });
  return (
    <Card title="Pool and odds">
      <div className="space-y-4">
        <PoolBasicsFields
          form={form}
          errors={errors}
          update={update}
          isNew={isNew}
          disabledHint="Switched off, stakes neither feed nor win it; its pool keeps its money"
        />
        {errors['terms.seedAmount'] ? (
          <p className="text-xs text-rose-700">{errors['terms.seedAmount']}</p>
        ) : null}
        <table className="bo-table">
          <caption className="sr-only">Seed amount and odds per currency</caption>
          <thead>
            <tr>
              <th scope="col" className="w-16">
                Currency
              </th>
              <th scope="col">Seed amount</th>
              <th scope="col">Tickets per minor unit</th>
              <th scope="col">Chance of a 10 stake</th>
            </tr>
          </thead>
          <tbody>
            {CURRENCIES.map((currency) => {
              const odds = tenStakeChance(form.ticketsPerMinorUnit[currency], currency, totalTickets);
              return (
                <tr key={currency} className="align-top">
                  <th scope="row" className="!align-top">
                    {currency}
                  </th>
                  <td className="!align-top">
                    <Cell label={`Seed amount, ${currency}`} error={errors[`terms.seedAmount.${currency}`]}>
                      {(props) => (
                        <input
                          {...props}
                          inputMode="decimal"
                          className={`${props.className} text-right tabular-nums`}
                          value={form.seedAmount[currency]}
                          onChange={(event) =>
                            update({ seedAmount: { ...form.seedAmount, [currency]: event.target.value } })
                          }
                        />
                      )}
                    </Cell>
                  </td>
                  <td className="!align-top">
                    <Cell
                      label={`Tickets per minor unit, ${currency}`}
                      error={errors[`terms.ticketsPerMinorUnit.${currency}`]}
                    >
                      {(props) => (
                        <input
                          {...props}
                          inputMode="numeric"
                          className={`${props.className} text-right tabular-nums`}
                          value={form.ticketsPerMinorUnit[currency]}
                          onChange={(event) => changeTickets(currency, event.target.value)}
                        />
                      )}
                    </Cell>
                  </td>
                  <td className="!align-top whitespace-nowrap tabular-nums text-slate-600">
                    {odds ? (
                      <>
                        1 in {odds.oneIn.toLocaleString('en-GB')}
                        <span className="block text-xs text-slate-400">
                          {formatMoney(odds.stake, currency)} holds {odds.tickets.toLocaleString('en-GB')}{' '}
                          tickets
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="text-xs text-slate-400">
          A stake holds its amount in minor units times the tickets per minor unit, out of{' '}
          {totalTickets.toLocaleString('en-GB')}; one ticket is drawn per stake. A currency left empty has no
          such jackpot.
        </p>
      </div>
    </Card>
  );
}
