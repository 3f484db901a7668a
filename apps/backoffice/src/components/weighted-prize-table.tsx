import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatChance, formatMoney } from '../lib/format';
import {
  blankWeightedPrize,
  chancesOf,
  expectedMoneyOf,
  type WeightedPrizeForm,
} from '../lib/weighted-prize-form';
import { ChancePrizeFields } from './chance-prize-fields';
import { Cell } from './table-cell';
import { Button, Card } from './ui';

/** The currency the expected value of a draw is shown in: the house's own. */
const SHOWN_CURRENCY = 'UAH';

/**
 * A weighted prize table (a wheel's segments, a campaign's chest prizes): each line's weight, the exact chance the
 * site publishes beside it (weight / total), its prize, and what one draw pays in money on average. A money prize
 * is typed in every currency: a player wins it in their own.
 */
export function WeightedPrizeTable<Row extends WeightedPrizeForm>({
  title,
  rowName,
  rows,
  field,
  errors,
  limits,
  blank,
  onChange,
  extra,
}: {
  title: string;
  /** What a line is called (`segment`, `prize`), numbered from 1. */
  rowName: string;
  rows: readonly Row[];
  /** The table's field as the server names it (`terms.segments`); a line's is `terms.segments.3`. */
  field: string;
  errors: Record<string, string>;
  limits: { min: number; max: number };
  /** A new line as the operator adds it. */
  blank: (line: WeightedPrizeForm) => Row;
  onChange: (rows: Row[]) => void;
  /** Fields of a line beyond its weight and prize (a segment's text on the wheel). */
  extra?: (row: Row, index: number, change: (next: Partial<Row>) => void) => ReactNode;
}) {
  const chances = chancesOf(rows);
  const change = (index: number, next: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...next } : row)));
  return (
    <Card title={title}>
      {errors[field] ? <p className="mb-2 text-xs text-rose-700">{errors[field]}</p> : null}
      <table className="bo-table">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col" className="w-28">
              Weight
            </th>
            <th scope="col" className="w-24">
              Chance
            </th>
            <th scope="col">Prize</th>
            <th scope="col" className="w-10">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = `${rowName} ${index + 1}`;
            const rowField = `${field}.${index}`;
            const chance = chances[index];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity (its draw's segment)
              <tr key={index} className="align-top">
                <th scope="row" className="!align-top tabular-nums">
                  {index + 1}
                </th>
                <td className="!align-top">
                  <Cell label={`Weight of ${name}`} error={errors[`${rowField}.weight`]}>
                    {(props) => (
                      <input
                        {...props}
                        inputMode="numeric"
                        className={`${props.className} text-right tabular-nums`}
                        value={row.weight}
                        onChange={(event) => change(index, { weight: event.target.value } as Partial<Row>)}
                      />
                    )}
                  </Cell>
                </td>
                <td className="!align-top whitespace-nowrap tabular-nums text-slate-600">
                  {chance === undefined ? '—' : formatChance(chance)}
                </td>
                <td className="!align-top space-y-2">
                  <ChancePrizeFields
                    prize={row}
                    name={name}
                    field={`${rowField}.prize`}
                    errors={errors}
                    change={(next) => change(index, next as Partial<Row>)}
                  />
                  {extra?.(row, index, (next) => change(index, next))}
                </td>
                <td className="!align-top">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    disabled={rows.length <= limits.min}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          disabled={rows.length >= limits.max}
          onClick={() => onChange([...rows, blank(blankWeightedPrize())])}
        >
          Add a {rowName}
        </Button>
        <p className="text-sm text-slate-600">
          Expected money per draw:{' '}
          <strong className="tabular-nums text-slate-900">
            {formatMoney(expectedMoneyOf(rows, SHOWN_CURRENCY), SHOWN_CURRENCY)}
          </strong>
          <span className="text-xs text-slate-400"> (money prizes in {SHOWN_CURRENCY} by their chances)</span>
        </p>
      </div>
    </Card>
  );
}
