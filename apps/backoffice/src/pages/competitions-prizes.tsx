import {
  CURRENCIES,
  LANGUAGES,
  LOTTERY_TICKET_KINDS,
  REWARD_TYPES,
  type RewardType,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { bonusTemplatesQuery } from '../api/promotions-queries';
import { Button, Card } from '../components/ui';
import { humanize } from '../lib/format';
import type { SectionProps } from './competitions-fields';
import { type PrizeForm, type PrizeList, withPrizeRow } from './competitions-form';
import { PRIZE_LIST_LABELS, PRIZE_TYPE_LABELS } from './competitions-labels';
import { Cell, PlaceRowsTable } from './competitions-place-rows';

/** The bonus kind each bonus prize offers: the template list shows only those. */
const BONUS_KIND_OF: Partial<Record<RewardType, string>> = {
  bonus_fs: 'free_spins',
  bonus_deposit: 'deposit',
};

/** The fields a prize type needs: an amount, a bonus template, a count, a title in every language, or none. */
export function PrizeDetails({
  prize,
  name,
  field,
  errors,
  change,
}: {
  prize: PrizeForm;
  /** What the inputs' names say the prize is for: `place 3`, `the jackpot`. */
  name: string;
  field: string;
  errors: SectionProps['errors'];
  change: (next: Partial<PrizeForm>) => void;
}) {
  const templates = useQuery({ ...bonusTemplatesQuery, enabled: prize.type in BONUS_KIND_OF });
  if (prize.type === 'money') {
    return (
      <div className="flex gap-2">
        <Cell label={`Amount for ${name}`} error={errors[`${field}.amount`]} className="w-36">
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={prize.amount}
              onChange={(event) => change({ amount: event.target.value })}
            />
          )}
        </Cell>
        <Cell label={`Currency for ${name}`} error={errors[`${field}.currency`]} className="w-24">
          {(props) => (
            <select
              {...props}
              value={prize.currency}
              onChange={(event) => change({ currency: event.target.value as PrizeForm['currency'] })}
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
  if (prize.type === 'bonus_fs' || prize.type === 'bonus_deposit') {
    const offered = (templates.data?.templates ?? []).filter(
      (template) => template.kind === BONUS_KIND_OF[prize.type] || template.slug === prize.templateSlug,
    );
    const known = offered.some((template) => template.slug === prize.templateSlug);
    return (
      <Cell label={`Bonus template for ${name}`} error={errors[`${field}.templateSlug`]} className="max-w-sm">
        {(props) => (
          <select
            {...props}
            value={prize.templateSlug}
            onChange={(event) => change({ templateSlug: event.target.value })}
          >
            <option value="">{templates.isPending ? 'Loading…' : 'Choose…'}</option>
            {prize.templateSlug && !known ? (
              <option value={prize.templateSlug}>{prize.templateSlug}</option>
            ) : null}
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
  if (prize.type === 'material') {
    return (
      <div className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((lang) => (
          <Cell key={lang} label={`Prize for ${name} (${lang})`} error={errors[`${field}.title.${lang}`]}>
            {(props) => (
              <input
                {...props}
                placeholder={lang.toUpperCase()}
                maxLength={200}
                value={prize.title[lang]}
                onChange={(event) => change({ title: { ...prize.title, [lang]: event.target.value } })}
              />
            )}
          </Cell>
        ))}
      </div>
    );
  }
  if (prize.type === 'none') return <span className="text-xs text-slate-400">The places win nothing</span>;
  return (
    <div className="flex gap-2">
      {prize.type === 'lottery_ticket' ? (
        <Cell label={`Ticket for ${name}`} error={errors[`${field}.ticketKind`]} className="w-28">
          {(props) => (
            <select
              {...props}
              value={prize.ticketKind}
              onChange={(event) => change({ ticketKind: event.target.value as PrizeForm['ticketKind'] })}
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
      <Cell label={`How many for ${name}`} error={errors[`${field}.count`]} className="w-28">
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            placeholder="Count"
            value={prize.count}
            onChange={(event) => change({ count: event.target.value })}
          />
        )}
      </Cell>
    </div>
  );
}

/** The prize types a list offers, and what its new rows start as: a stage's lottery tickets are tickets only. */
function prizeChoiceOf(list: PrizeList): { types: readonly RewardType[]; first: RewardType } {
  return list === 'stageLotteryTicketPrizes'
    ? { types: ['lottery_ticket'], first: 'lottery_ticket' }
    : { types: REWARD_TYPES, first: 'money' };
}

/** The choice of a prize's type. */
export function PrizeTypeCell({
  label,
  error,
  types,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  types: readonly RewardType[];
  value: RewardType;
  onChange: (type: RewardType) => void;
}) {
  return (
    <Cell label={label} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value as RewardType)}>
          {types.map((type) => (
            <option key={type} value={type}>
              {PRIZE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      )}
    </Cell>
  );
}

/**
 * A table of prize places (the main table's, a stage's prizes or lottery tickets, the best rounds'): rows of places,
 * from 1 on without gaps, each with the prize every place of it wins. Money is typed in major units; a bonus prize
 * offers one of the bonus templates. Only the main table must keep a row.
 */
export function PrizesSection({
  form,
  errors,
  update,
  readOnly,
  list,
}: SectionProps & { readOnly: boolean; list: PrizeList }) {
  const rows = form[list];
  const labels = PRIZE_LIST_LABELS[list];
  const { types, first } = prizeChoiceOf(list);
  return (
    <Card
      title={labels.title}
      actions={
        readOnly ? null : (
          <Button size="sm" onClick={() => update({ [list]: withPrizeRow(rows, form.currency, first) })}>
            <Plus aria-hidden="true" className="size-3.5" /> Add places
          </Button>
        )
      }
    >
      {labels.hint ? <p className="mb-2 text-xs text-slate-400">{labels.hint}</p> : null}
      <PlaceRowsTable
        field={list}
        caption={labels.rows}
        rows={rows}
        errors={errors}
        readOnly={readOnly}
        keepsOne={list === 'prizes'}
        columns={[{ label: 'Prize', className: 'w-48' }, { label: 'Details' }]}
        cells={(row, index, change) => {
          const field = `terms.${list}.${index}.prize`;
          return (
            <>
              <td className="!align-top">
                <PrizeTypeCell
                  label={`${labels.rows} row ${index + 1}: prize`}
                  error={errors[`${field}.type`] ?? errors[field]}
                  types={types}
                  value={row.type}
                  onChange={(type) => change({ type })}
                />
              </td>
              <td className="!align-top">
                <PrizeDetails
                  prize={row}
                  name={`${labels.place} ${row.fromPlace}`}
                  field={field}
                  errors={errors}
                  change={change}
                />
              </td>
            </>
          );
        }}
        onChange={(next) => update({ [list]: next })}
      />
    </Card>
  );
}
