import { REWARD_TYPES, type RewardType } from '@casino/contracts';
import { Plus } from 'lucide-react';
import { PrizeDetails, PrizeTypeCell } from '../components/prize-fields';
import { Button, Card } from '../components/ui';
import type { SectionProps } from './competitions-fields';
import { type PrizeList, withPrizeRow } from './competitions-form';
import { PRIZE_LIST_LABELS } from './competitions-labels';
import { PlaceRowsTable } from './competitions-place-rows';

/** The prize types a list offers, and what its new rows start as: a stage's lottery tickets are tickets only. */
function prizeChoiceOf(list: PrizeList): { types: readonly RewardType[]; first: RewardType } {
  return list === 'stageLotteryTicketPrizes'
    ? { types: ['lottery_ticket'], first: 'lottery_ticket' }
    : { types: REWARD_TYPES, first: 'money' };
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
