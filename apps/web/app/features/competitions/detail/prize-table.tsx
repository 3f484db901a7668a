import type { PrizePlaces } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { placesText } from '../format/prizes';
import { PlaceMark } from '../ui/place-mark';

/**
 * A table by place (what each place wins, or adds to the main table), under its title and a line saying what it is
 * for; `children` follow the rows. Nothing at all when it has neither.
 */
export function PlacesTable<Row extends { fromPlace: number; toPlace: number }>({
  id,
  title,
  lead,
  rows,
  value,
  children,
}: {
  /** The section's id and test id. */
  id: string;
  title: string;
  lead?: string;
  rows: readonly Row[];
  /** What the row's places get. */
  value: (row: Row) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (rows.length === 0 && !children) return null;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-3xl bg-surface-1 p-5 ring-1 ring-line"
      data-testid={id}
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-bold text-fg">
          {title}
        </h2>
        {lead ? <p className="text-xs leading-relaxed text-muted">{lead}</p> : null}
      </div>
      {rows.length > 0 ? (
        <ul className="grid gap-1">
          {rows.map((row) => (
            <li
              key={row.fromPlace}
              className="flex min-w-0 items-center gap-3 rounded-xl px-2 py-2 odd:bg-surface-2/50"
            >
              {row.fromPlace === row.toPlace ? (
                <PlaceMark position={row.fromPlace} small />
              ) : (
                <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-surface-3 px-1.5 text-[11px] font-extrabold text-fg tabular-nums">
                  {placesText(row)}
                </span>
              )}
              <span className="min-w-0 flex-1 text-sm text-muted">
                {row.fromPlace === row.toPlace
                  ? t('competitions.prizes.place', { place: row.fromPlace })
                  : t('competitions.prizes.places', { places: placesText(row) })}
              </span>
              <span className="shrink-0 text-right text-sm font-bold text-fg">{value(row)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** What each place of a prize list wins. */
export function PrizeTable({
  prizes,
  ...table
}: {
  id: string;
  title: string;
  lead?: string;
  prizes: readonly PrizePlaces[];
  children?: ReactNode;
}) {
  return <PlacesTable {...table} rows={prizes} value={(row) => row.prize.title} />;
}
