import {
  CURRENCIES,
  LANGUAGES,
  LOTTERY_TICKET_KINDS,
  REWARD_TYPES,
  type RewardType,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { bonusTemplatesQuery } from '../api/promotions-queries';
import { Button, Card } from '../components/ui';
import { humanize } from '../lib/format';
import type { SectionProps } from './competitions-fields';
import { type PrizeRowForm, withPrizeRow } from './competitions-form';
import { PRIZE_TYPE_LABELS } from './competitions-labels';

/** The bonus kind each bonus prize offers: the template list shows only those. */
const BONUS_KIND_OF: Partial<Record<RewardType, string>> = {
  bonus_fs: 'free_spins',
  bonus_deposit: 'deposit',
};

/** One input of a prize row, named for assistive technology by its column, its problem under it. */
function Cell({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (props: {
    'aria-label': string;
    'aria-invalid': true | undefined;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div className={className}>
      {children({ 'aria-label': label, 'aria-invalid': error ? true : undefined, className: 'bo-input' })}
      {error ? <p className="mt-1 text-xs text-rose-700">{error}</p> : null}
    </div>
  );
}

/** The fields a prize type needs: an amount, a bonus template, a count, a title in every language, or none. */
function PrizeDetails({
  row,
  field,
  errors,
  change,
}: {
  row: PrizeRowForm;
  field: string;
  errors: SectionProps['errors'];
  change: (next: Partial<PrizeRowForm>) => void;
}) {
  const templates = useQuery({ ...bonusTemplatesQuery, enabled: row.type in BONUS_KIND_OF });
  const place = `place ${row.fromPlace}`;
  if (row.type === 'money') {
    return (
      <div className="flex gap-2">
        <Cell label={`Amount for ${place}`} error={errors[`${field}.amount`]} className="w-36">
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={row.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
          )}
        </Cell>
        <Cell label={`Currency for ${place}`} error={errors[`${field}.currency`]} className="w-24">
          {(props) => (
            <select
              {...props}
              value={row.currency}
              onChange={(event) => change({ currency: event.target.value as PrizeRowForm['currency'] })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          )}
        </Cell>
      </div>
    );
  }
  if (row.type === 'bonus_fs' || row.type === 'bonus_deposit') {
    const offered = (templates.data?.templates ?? []).filter(
      (template) => template.kind === BONUS_KIND_OF[row.type] || template.slug === row.templateSlug,
    );
    const known = offered.some((template) => template.slug === row.templateSlug);
    return (
      <Cell
        label={`Bonus template for ${place}`}
        error={errors[`${field}.templateSlug`]}
        className="max-w-sm"
      >
        {(props) => (
          <select
            {...props}
            value={row.templateSlug}
            onChange={(event) => change({ templateSlug: event.target.value })}
          >
            <option value="">{templates.isPending ? 'Loading…' : 'Choose…'}</option>
            {row.templateSlug && !known ? <option value={row.templateSlug}>{row.templateSlug}</option> : null}
            {offered.map((template) => (
              <option key={template.slug} value={template.slug}>
                {template.title} ({template.slug})
              </option>
            ))}
          </select>
        )}
      </Cell>
    );
  }
  if (row.type === 'material') {
    return (
      <div className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((lang) => (
          <Cell key={lang} label={`Prize for ${place} (${lang})`} error={errors[`${field}.title.${lang}`]}>
            {(props) => (
              <input
                {...props}
                placeholder={lang.toUpperCase()}
                maxLength={200}
                value={row.title[lang]}
                onChange={(event) => change({ title: { ...row.title, [lang]: event.target.value } })}
              />
            )}
          </Cell>
        ))}
      </div>
    );
  }
  if (row.type === 'none') return <span className="text-xs text-slate-400">The places win nothing</span>;
  return (
    <div className="flex gap-2">
      {row.type === 'lottery_ticket' ? (
        <Cell label={`Ticket for ${place}`} error={errors[`${field}.ticketKind`]} className="w-28">
          {(props) => (
            <select
              {...props}
              value={row.ticketKind}
              onChange={(event) => change({ ticketKind: event.target.value as PrizeRowForm['ticketKind'] })}
            >
              {LOTTERY_TICKET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {humanize(kind)}
                </option>
              ))}
            </select>
          )}
        </Cell>
      ) : null}
      <Cell label={`How many for ${place}`} error={errors[`${field}.count`]} className="w-28">
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            placeholder="Count"
            value={row.count}
            onChange={(event) => change({ count: event.target.value })}
          />
        )}
      </Cell>
    </div>
  );
}

/**
 * The prize table: rows of places, from 1 on without gaps, each with the prize every place of it wins. Money is
 * typed in major units; a bonus prize offers one of the bonus templates.
 */
export function PrizesSection({ form, errors, update, readOnly }: SectionProps & { readOnly: boolean }) {
  const rows = form.prizes;
  const changeRow = (key: number, next: Partial<PrizeRowForm>) =>
    update({ prizes: rows.map((row) => (row.key === key ? { ...row, ...next } : row)) });
  return (
    <Card
      title="Prizes"
      actions={
        readOnly ? null : (
          <Button size="sm" onClick={() => update({ prizes: withPrizeRow(rows, form.currency) })}>
            <Plus aria-hidden="true" className="size-3.5" /> Add places
          </Button>
        )
      }
    >
      {errors['terms.prizes'] ? <p className="mb-2 text-xs text-rose-700">{errors['terms.prizes']}</p> : null}
      <table className="bo-table">
        <caption className="sr-only">Prize places</caption>
        <thead>
          <tr>
            <th scope="col" className="w-28">
              From place
            </th>
            <th scope="col" className="w-28">
              To place
            </th>
            <th scope="col" className="w-48">
              Prize
            </th>
            <th scope="col">Details</th>
            <th scope="col" className="w-10">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const field = `terms.prizes.${index}`;
            return (
              <tr key={row.key} className="align-top">
                <td className="!align-top">
                  <Cell label={`Row ${index + 1}: from place`} error={errors[`${field}.fromPlace`]}>
                    {(props) => (
                      <input
                        {...props}
                        inputMode="numeric"
                        value={row.fromPlace}
                        onChange={(event) => changeRow(row.key, { fromPlace: event.target.value })}
                      />
                    )}
                  </Cell>
                </td>
                <td className="!align-top">
                  <Cell label={`Row ${index + 1}: to place`} error={errors[`${field}.toPlace`]}>
                    {(props) => (
                      <input
                        {...props}
                        inputMode="numeric"
                        value={row.toPlace}
                        onChange={(event) => changeRow(row.key, { toPlace: event.target.value })}
                      />
                    )}
                  </Cell>
                </td>
                <td className="!align-top">
                  <Cell label={`Row ${index + 1}: prize`} error={errors[`${field}.prize.type`]}>
                    {(props) => (
                      <select
                        {...props}
                        value={row.type}
                        onChange={(event) => changeRow(row.key, { type: event.target.value as RewardType })}
                      >
                        {REWARD_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {PRIZE_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Cell>
                </td>
                <td className="!align-top">
                  <PrizeDetails
                    row={row}
                    field={`${field}.prize`}
                    errors={errors}
                    change={(next) => changeRow(row.key, next)}
                  />
                </td>
                <td className="!align-top">
                  {readOnly ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove row ${index + 1}`}
                      disabled={rows.length === 1}
                      onClick={() => update({ prizes: rows.filter((other) => other.key !== row.key) })}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
