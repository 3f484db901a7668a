import { AmountsInputs } from '../../components/amounts-inputs';
import { CheckboxField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { FormErrors } from '../../lib/use-terms-form';
import { type PiggyForm, percentOfBasisPoints } from './piggy-form';

/**
 * How the piggy bank fills (its share of each real-money stake), the amount it may be broken at and the amount it
 * is full at, per currency, and what a player takes: its amount, paid as real money.
 */
export function PiggyFillCard({
  form,
  errors,
  update,
}: {
  form: PiggyForm;
  errors: FormErrors;
  update: (change: Partial<PiggyForm>) => void;
}) {
  const share = Number(form.shareBasisPoints);
  return (
    <Card title="Filling and breaking">
      <div className="space-y-4">
        <CheckboxField
          label="Enabled"
          checked={form.enabled}
          onChange={(enabled) => update({ enabled })}
          hint="Switched off, stakes fill nothing and no piggy bank breaks"
        />
        <TextField
          className="max-w-xs"
          label="Share of each real-money stake (basis points)"
          inputMode="numeric"
          value={form.shareBasisPoints}
          onChange={(shareBasisPoints) => update({ shareBasisPoints })}
          error={errors['terms.shareBasisPoints']}
          hint={
            Number.isInteger(share) && share > 0
              ? `${percentOfBasisPoints(share)} of each stake, rounded down; bonus money does not fill it`
              : '100 is 1%'
          }
        />
        <div>
          <p className="bo-label">Amount it may be broken at</p>
          <AmountsInputs
            name="Amount it may be broken at"
            field="terms.minAmount"
            amounts={form.minAmount}
            errors={errors}
            onChange={(minAmount) => update({ minAmount })}
          />
        </div>
        <div>
          <p className="bo-label">Amount it is full at</p>
          <AmountsInputs
            name="Amount it is full at"
            field="terms.maxAmount"
            amounts={form.maxAmount}
            errors={errors}
            onChange={(maxAmount) => update({ maxAmount })}
          />
          {errors['terms.maxAmount'] ? (
            <p className="mt-1 text-xs text-rose-700">{errors['terms.maxAmount']}</p>
          ) : null}
          <p className="mt-1 text-xs text-slate-400">
            A currency left empty in both has no piggy bank; a full one stops filling until it is broken.
          </p>
        </div>
        <div>
          <p className="bo-label">Prize</p>
          <p className="text-sm text-slate-600">
            Breaking it pays the player what it holds, as real money, and the next fill starts empty.
          </p>
        </div>
      </div>
    </Card>
  );
}
