import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Cell } from '../components/table-cell';
import { Button } from '../components/ui';
import type { FormErrors, PlaceRowForm } from './competitions-form';

/**
 * A table of place rows (`terms.{field}`), from place 1 on without gaps: each row's first and last place, the
 * columns the table adds (a prize, points), and its removal. A table that must keep a row never loses its last.
 */
export function PlaceRowsTable<Row extends PlaceRowForm>({
  field,
  caption,
  rows,
  errors,
  readOnly,
  keepsOne,
  columns,
  cells,
  onChange,
}: {
  field: string;
  /** The table's name, which its inputs' names start with. */
  caption: string;
  rows: readonly Row[];
  errors: FormErrors;
  readOnly: boolean;
  keepsOne: boolean;
  /** The headers of the columns after the places. */
  columns: readonly { label: string; className?: string }[];
  /** A row's cells of those columns. */
  cells: (row: Row, index: number, change: (next: Partial<Row>) => void) => ReactNode;
  onChange: (rows: Row[]) => void;
}) {
  const changeRow = (key: number, next: Partial<Row>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...next } : row)));
  const place = (row: Row, index: number, end: 'fromPlace' | 'toPlace') => (
    <td className="!align-top">
      <Cell
        label={`${caption} row ${index + 1}: ${end === 'fromPlace' ? 'from' : 'to'} place`}
        error={errors[`terms.${field}.${index}.${end}`]}
      >
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            value={row[end]}
            onChange={(event) => changeRow(row.key, { [end]: event.target.value } as Partial<Row>)}
          />
        )}
      </Cell>
    </td>
  );
  return (
    <>
      {errors[`terms.${field}`] ? (
        <p className="mb-2 text-xs text-rose-700">{errors[`terms.${field}`]}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-xs text-slate-400">No places yet.</p>
      ) : (
        <table className="bo-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-28">
                From place
              </th>
              <th scope="col" className="w-28">
                To place
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className="w-10">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} className="align-top">
                {place(row, index, 'fromPlace')}
                {place(row, index, 'toPlace')}
                {cells(row, index, (next) => changeRow(row.key, next))}
                <td className="!align-top">
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${caption.toLowerCase()} row ${index + 1}`}
                      disabled={keepsOne && rows.length === 1}
                      onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
