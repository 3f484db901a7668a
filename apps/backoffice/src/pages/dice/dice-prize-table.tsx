import { REWARD_TYPES } from '@casino/contracts';
import { AmountsInputs } from '../../components/amounts-inputs';
import { PrizeDetails, PrizeTypeCell } from '../../components/prize-fields';
import { Card } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { type DiceForm, expectedMoney, type FormErrors, type SectorForm } from './dice-form';

/** The currency the expected value of a throw is shown in: the house's own. */
const SHOWN_CURRENCY = 'UAH';

/**
 * The prize of each sector from 2 to 12 with its chance out of 36 throws, and what one throw pays in money on
 * average. A money prize is typed in every currency: a player wins it in their own.
 */
export function DicePrizeTable({
  form,
  odds,
  errors,
  update,
}: {
  form: DiceForm;
  odds: readonly { sector: number; pairs: number }[];
  errors: FormErrors;
  update: (change: Partial<DiceForm>) => void;
}) {
  const change = (sector: number, next: Partial<SectorForm>) =>
    update({ sectors: form.sectors.map((row) => (row.sector === sector ? { ...row, ...next } : row)) });
  const expected = expectedMoney(form.sectors, odds, SHOWN_CURRENCY);
  return (
    <Card title="Prize table">
      <table className="bo-table">
        <caption className="sr-only">Prize of each sector</caption>
        <thead>
          <tr>
            <th scope="col" className="w-16">
              Sector
            </th>
            <th scope="col" className="w-24">
              Chance
            </th>
            <th scope="col" className="w-48">
              Prize
            </th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {form.sectors.map((row, index) => {
            const field = `terms.prizes.${index}.prize`;
            const name = `sector ${row.sector}`;
            const pairs = odds.find((entry) => entry.sector === row.sector)?.pairs;
            return (
              <tr key={row.sector} className="align-top">
                <th scope="row" className="!align-top text-base font-semibold tabular-nums">
                  {row.sector}
                  {errors[`terms.prizes.${index}.sector`] ? (
                    <p className="mt-1 text-xs font-normal normal-case tracking-normal text-rose-700">
                      {errors[`terms.prizes.${index}.sector`]}
                    </p>
                  ) : null}
                </th>
                <td className="!align-top whitespace-nowrap tabular-nums text-slate-600">
                  {pairs === undefined ? '—' : `${pairs} in 36`}
                </td>
                <td className="!align-top">
                  <PrizeTypeCell
                    label={`Sector ${row.sector}: prize`}
                    error={errors[`${field}.type`] ?? errors[field]}
                    types={REWARD_TYPES}
                    value={row.type}
                    onChange={(type) => change(row.sector, { type })}
                  />
                </td>
                <td className="!align-top">
                  <PrizeDetails
                    prize={row}
                    name={name}
                    field={field}
                    errors={errors}
                    change={(next) => change(row.sector, next)}
                    money={
                      <AmountsInputs
                        name={`Prize for ${name}`}
                        field={`${field}.amounts`}
                        amounts={row.amounts}
                        errors={errors}
                        onChange={(amounts) => change(row.sector, { amounts })}
                      />
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600">
        Expected money per throw:{' '}
        <strong className="tabular-nums text-slate-900">{formatMoney(expected, SHOWN_CURRENCY)}</strong>
        <span className="text-xs text-slate-400"> (money prizes in {SHOWN_CURRENCY} by their chances)</span>
      </p>
    </Card>
  );
}
