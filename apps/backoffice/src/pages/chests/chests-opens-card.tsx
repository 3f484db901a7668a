import { CHEST_CAMPAIGN_KINDS, CHEST_EARN_SOURCES, CHEST_OPEN_PERIODS } from '@casino/contracts';
import { AmountsInputs } from '../../components/amounts-inputs';
import { CheckboxField, SelectField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { FormErrors } from '../../lib/use-terms-form';
import type { ChestsForm } from './chests-form';
import { EARN_LABELS, KIND_LABELS, PERIOD_LABELS } from './chests-labels';

/**
 * What the campaign is (its id and kind, fixed once saved), whether the site shows it, the chests a pick offers,
 * the opens a period allows and, for chests, the progress that earns one.
 */
export function ChestsOpensCard({
  form,
  errors,
  update,
  isNew,
}: {
  form: ChestsForm;
  errors: FormErrors;
  update: (change: Partial<ChestsForm>) => void;
  isNew: boolean;
}) {
  const earned = form.kind === 'chests';
  return (
    <Card title="Chests and opens">
      <div className="space-y-4">
        {isNew ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Id"
              value={form.id}
              onChange={(id) => update({ id })}
              error={errors.id}
              hint="Lowercase letters, digits and dashes; fixed once created"
              maxLength={63}
            />
            <SelectField
              label="Kind"
              value={form.kind}
              options={CHEST_CAMPAIGN_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind].label }))}
              onChange={(kind) => update({ kind, earnBy: kind === 'chests' ? 'stakes' : '' })}
              hint={KIND_LABELS[form.kind].hint}
            />
          </div>
        ) : null}
        <CheckboxField
          label="Enabled"
          checked={form.enabled}
          onChange={(enabled) => update({ enabled })}
          hint={
            earned ? 'Switched off, no progress is counted and no chest opens' : 'Switched off, no box opens'
          }
        />
        <div className="grid grid-cols-3 gap-3">
          <TextField
            label="Chests offered per pick"
            inputMode="numeric"
            value={form.chestCount}
            onChange={(chestCount) => update({ chestCount })}
            error={errors['terms.chestCount']}
            hint="2 to 6; every chest holds the same odds"
          />
          <TextField
            label="Opens a period"
            inputMode="numeric"
            value={form.openLimit}
            onChange={(openLimit) => update({ openLimit })}
            error={errors['terms.openLimit']}
            hint="1 to 100"
          />
          <SelectField
            label="Period"
            value={form.openPeriod}
            options={CHEST_OPEN_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
            onChange={(openPeriod) => update({ openPeriod })}
          />
        </div>
        {earned ? (
          <div className="space-y-3">
            <SelectField
              label="What earns a chest"
              value={form.earnBy || 'stakes'}
              options={CHEST_EARN_SOURCES.map((source) => ({ value: source, label: EARN_LABELS[source] }))}
              onChange={(earnBy) => update({ earnBy })}
              error={errors['terms.earnBy']}
              hint="Bonus money does not count"
            />
            <div>
              <p className="bo-label">Progress for one chest (the step)</p>
              <AmountsInputs
                name="Progress for one chest"
                field="terms.progressTarget"
                amounts={form.progressTarget}
                errors={errors}
                onChange={(progressTarget) => update({ progressTarget })}
              />
              <p className="mt-1 text-xs text-slate-400">In every currency: counted in the player’s own</p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-500">
            A loot box is granted to a player, not earned: it has no progress.
          </p>
        )}
      </div>
    </Card>
  );
}
