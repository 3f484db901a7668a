import { MAX_COMPETITION_STAGES } from '@casino/contracts';
import { Plus } from 'lucide-react';
import { TextField } from '../components/fields';
import { Cell } from '../components/table-cell';
import { Button, Card } from '../components/ui';
import type { SectionProps } from './competitions-fields';
import { hasStages, withStagePointsRow } from './competitions-form';
import { PlaceRowsTable } from './competitions-place-rows';

/**
 * Stages (decision 035): how many equal parts the competition's time is cut into, and with more than one, the
 * points each stage's places add to the main table, which ranks them. The stages' prizes are tables of their own.
 */
export function StagesSection({ form, errors, update, readOnly }: SectionProps & { readOnly: boolean }) {
  const staged = hasStages(form.stages);
  const rows = form.stagePoints;
  return (
    <Card
      title="Stages"
      actions={
        readOnly || !staged ? null : (
          <Button size="sm" onClick={() => update({ stagePoints: withStagePointsRow(rows) })}>
            <Plus aria-hidden="true" className="size-3.5" /> Add places
          </Button>
        )
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <TextField
          label="Stages"
          value={form.stages}
          onChange={(stages) => update({ stages })}
          error={errors['terms.stages']}
          hint={`1: none; up to ${MAX_COMPETITION_STAGES} equal parts of at least an hour`}
          inputMode="numeric"
        />
      </div>
      {staged ? (
        <div className="mt-3">
          <p className="bo-label">Stage points</p>
          <p className="mb-2 text-xs text-slate-400">
            What each place of a stage adds to the main table when the stage closes, in the table’s own
            points: minor units of {form.currency} when it scores money (100 is 1.00), hundredths when it
            scores multipliers
          </p>
          <PlaceRowsTable
            field="stagePoints"
            caption="Stage points places"
            rows={rows}
            errors={errors}
            readOnly={readOnly}
            keepsOne={false}
            columns={[{ label: 'Points' }]}
            cells={(row, index, change) => (
              <td className="!align-top">
                <Cell
                  label={`Stage points places row ${index + 1}: points`}
                  error={errors[`terms.stagePoints.${index}.points`]}
                  className="w-36"
                >
                  {(props) => (
                    <input
                      {...props}
                      inputMode="numeric"
                      value={row.points}
                      onChange={(event) => change({ points: event.target.value })}
                    />
                  )}
                </Cell>
              </td>
            )}
            onChange={(stagePoints) => update({ stagePoints })}
          />
        </div>
      ) : null}
    </Card>
  );
}
