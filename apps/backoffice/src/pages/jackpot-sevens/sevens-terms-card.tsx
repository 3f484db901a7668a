import { AmountsInputs } from '../../components/amounts-inputs';
import { PoolBasicsFields } from '../../components/pool-basics-fields';
import { Card } from '../../components/ui';
import type { FormErrors } from '../../lib/use-terms-form';
import type { SevensForm } from './sevens-form';

/**
 * Whether the jackpot runs, its share of each real-money stake, and per currency the seed amount each round opens
 * with and the ceiling it must drop before; a currency left empty in both has no such jackpot.
 */
export function SevensTermsCard({
  form,
  errors,
  update,
  isNew,
}: {
  form: SevensForm;
  errors: FormErrors;
  update: (change: Partial<SevensForm>) => void;
  isNew: boolean;
}) {
  return (
    <Card title="Pool and drop">
      <div className="space-y-4">
        <PoolBasicsFields
          form={form}
          errors={errors}
          update={update}
          isNew={isNew}
          disabledHint="Switched off, stakes neither feed nor drop it; its pool and open round wait as they are"
        />
        <div>
          <p className="bo-label">Seed amount: what each round opens with</p>
          <AmountsInputs
            name="Seed amount"
            field="terms.seedAmount"
            amounts={form.seedAmount}
            errors={errors}
            onChange={(seedAmount) => update({ seedAmount })}
          />
          {errors['terms.seedAmount'] ? (
            <p className="mt-1 text-xs text-rose-700">{errors['terms.seedAmount']}</p>
          ) : null}
        </div>
        <div>
          <p className="bo-label">Ceiling: what each round must drop before</p>
          <AmountsInputs
            name="Ceiling"
            field="terms.dropCeiling"
            amounts={form.dropCeiling}
            errors={errors}
            onChange={(dropCeiling) => update({ dropCeiling })}
          />
          <p className="mt-1 text-xs text-slate-400">
            Each round draws its drop point, every amount from the seed amount up to just below the ceiling
            equally likely, and publishes its hash before any stake. The ceiling is above the seed amount and
            at most 42,949,672.96 beyond it. A currency left empty in both has no such jackpot.
          </p>
        </div>
      </div>
    </Card>
  );
}
