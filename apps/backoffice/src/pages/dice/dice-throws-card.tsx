import { DICE_MAX_TRIES, type DiceActivityKind } from '@casino/contracts';
import { DAILY_DICE_TRIES } from '@casino/contracts/backoffice';
import { AmountsInputs } from '../../components/amounts-inputs';
import { CheckboxField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { DiceForm, FormErrors } from './dice-form';

/** Whether the site shows the activity, how many throws a period allows, and how deposits earn them. */
export function DiceThrowsCard({
  kind,
  form,
  errors,
  update,
}: {
  kind: DiceActivityKind;
  form: DiceForm;
  errors: FormErrors;
  update: (change: Partial<DiceForm>) => void;
}) {
  const free = form.depositsForTry.trim() === '0';
  return (
    <Card title="Throws">
      <div className="space-y-4">
        <CheckboxField
          label="Enabled"
          checked={form.enabled}
          onChange={(enabled) => update({ enabled })}
          hint="Switched off, the site neither shows it nor takes throws"
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Most throws a period"
            inputMode="numeric"
            value={form.maxTries}
            onChange={(maxTries) => update({ maxTries })}
            error={errors['terms.maxTries']}
            hint={
              kind === 'daily-dice'
                ? `The daily dice: ${DAILY_DICE_TRIES} a day`
                : `1 to ${DICE_MAX_TRIES} a week`
            }
          />
          <TextField
            label="Deposits for a throw"
            inputMode="numeric"
            value={form.depositsForTry}
            onChange={(depositsForTry) => update({ depositsForTry })}
            error={errors['terms.depositsForTry']}
            hint="0: one free throw each period"
          />
        </div>
        <div>
          <p className="bo-label">Smallest deposit that counts</p>
          <AmountsInputs
            name="Smallest deposit"
            field="terms.minDeposit"
            amounts={form.minDeposit}
            errors={errors}
            onChange={(minDeposit) => update({ minDeposit })}
          />
          <p className="mt-1 text-xs text-slate-400">
            {free
              ? 'Not used while throws are free'
              : 'Required in every currency while deposits earn throws'}
          </p>
        </div>
      </div>
    </Card>
  );
}
