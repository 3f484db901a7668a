import { WHEEL_MAX_SPINS } from '@casino/contracts';
import { AmountsInputs } from '../../components/amounts-inputs';
import { CheckboxField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { FormErrors } from '../../lib/use-terms-form';
import type { WheelForm } from './wheel-form';

/** Whether the site shows the wheel (and to guests), and how players earn spins: free each day, by deposits. */
export function WheelSpinsCard({
  form,
  errors,
  update,
}: {
  form: WheelForm;
  errors: FormErrors;
  update: (change: Partial<WheelForm>) => void;
}) {
  const byDeposits = form.depositsForSpin.trim() !== '0';
  return (
    <Card title="Spins">
      <div className="space-y-4">
        <div className="grid gap-2 sm:grid-cols-3">
          <CheckboxField
            label="Enabled"
            checked={form.enabled}
            onChange={(enabled) => update({ enabled })}
            hint="Switched off, the site neither shows it nor spins it"
          />
          <CheckboxField
            label="Guest wheel"
            checked={form.guest}
            onChange={(guest) => update({ guest })}
            hint="Shown to guests with a demo spin that pays nothing"
          />
          <CheckboxField
            label="A free spin a day"
            checked={form.dailyFreeSpin}
            onChange={(dailyFreeSpin) => update({ dailyFreeSpin })}
            hint="One each Kyiv day"
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Most spins a day"
            inputMode="numeric"
            value={form.maxSpins}
            onChange={(maxSpins) => update({ maxSpins })}
            error={errors['terms.maxSpins']}
            hint={`1 to ${WHEEL_MAX_SPINS}, the free one and those earned together`}
          />
          <TextField
            label="Deposits for a spin"
            inputMode="numeric"
            value={form.depositsForSpin}
            onChange={(depositsForSpin) => update({ depositsForSpin })}
            error={errors['terms.depositsForSpin']}
            hint="0: deposits earn no spins"
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
            {byDeposits
              ? 'Required in every currency while deposits earn spins'
              : 'Not used while deposits earn no spins'}
          </p>
        </div>
      </div>
    </Card>
  );
}
