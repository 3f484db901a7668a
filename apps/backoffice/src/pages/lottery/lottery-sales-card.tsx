import { AmountsInputs } from '../../components/amounts-inputs';
import { CheckboxField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import { type FormErrors, KINDS_SHOWN, type LotteryForm } from './lottery-form';
import { KIND_LABELS } from './lottery-labels';

/** Whether the site shows the lottery, each ticket kind's price in stars and money, and how stars are earned. */
export function LotterySalesCard({
  form,
  errors,
  update,
}: {
  form: LotteryForm;
  errors: FormErrors;
  update: (change: Partial<LotteryForm>) => void;
}) {
  const price = (kind: keyof LotteryForm['costTickets'], next: Partial<LotteryForm['costTickets']['gold']>) =>
    update({ costTickets: { ...form.costTickets, [kind]: { ...form.costTickets[kind], ...next } } });
  return (
    <Card title="Tickets and stars">
      <div className="space-y-4">
        <CheckboxField
          label="Enabled"
          checked={form.enabled}
          onChange={(enabled) => update({ enabled })}
          hint="Switched off, the site neither shows it nor sells tickets; the scheduled draw is still made"
        />
        {KINDS_SHOWN.map((kind) => (
          <div key={kind} className="grid gap-2 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={`${KIND_LABELS[kind]}: stars`}
              inputMode="numeric"
              value={form.costTickets[kind].stars}
              onChange={(stars) => price(kind, { stars })}
              error={errors[`terms.costTickets.${kind}.stars`]}
              hint="Empty: not sold for stars"
            />
            <div>
              <p className="bo-label">{KIND_LABELS[kind]}: money</p>
              <AmountsInputs
                name={`${KIND_LABELS[kind]} price`}
                field={`terms.costTickets.${kind}.money`}
                amounts={form.costTickets[kind].money}
                errors={errors}
                onChange={(money) => price(kind, { money })}
              />
              <p className="mt-1 text-xs text-slate-400">
                Empty everywhere: not sold for money; else every currency
              </p>
            </div>
          </div>
        ))}
        <div>
          <p className="bo-label">Real money staked per star</p>
          <AmountsInputs
            name="Stake per star"
            field="terms.starStake"
            amounts={form.starStake}
            errors={errors}
            onChange={(starStake) => update({ starStake })}
          />
          <p className="mt-1 text-xs text-slate-400">A currency left empty earns no stars</p>
        </div>
      </div>
    </Card>
  );
}
