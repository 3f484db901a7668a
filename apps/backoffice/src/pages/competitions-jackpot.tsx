import { REWARD_TYPES } from '@casino/contracts';
import { CheckboxField, TextField } from '../components/fields';
import { PrizeDetails, PrizeTypeCell } from '../components/prize-fields';
import { Card } from '../components/ui';
import type { SectionProps } from './competitions-fields';

/** A jackpot is won: it offers every prize but none. */
const JACKPOT_PRIZE_TYPES = REWARD_TYPES.filter((type) => type !== 'none');

/** The jackpot: none, or a prize for the competition's best round at or above a multiplier, paid at the close. */
export function JackpotSection({ form, errors, update }: SectionProps) {
  const prize = form.jackpotPrize;
  const field = 'terms.jackpot.prize';
  const change = (next: Partial<typeof prize>) => update({ jackpotPrize: { ...prize, ...next } });
  return (
    <Card title="Jackpot">
      <CheckboxField
        label="Jackpot"
        checked={form.jackpot}
        onChange={(jackpot) => update({ jackpot })}
        hint="At the close, the best round at or above the multiplier wins the prize; no such round, no winner"
      />
      {form.jackpot ? (
        <div className="mt-3 grid items-start gap-3 lg:grid-cols-[12rem_12rem_1fr]">
          <TextField
            label="Multiplier, at least ×"
            value={form.jackpotMultiplier}
            onChange={(jackpotMultiplier) => update({ jackpotMultiplier })}
            error={errors['terms.jackpot.multiplier']}
            hint="Like 1000 or 12.5"
            inputMode="decimal"
          />
          <div>
            <p className="bo-label">Prize</p>
            <PrizeTypeCell
              label="Jackpot prize"
              error={errors[`${field}.type`] ?? errors[field]}
              types={JACKPOT_PRIZE_TYPES}
              value={prize.type}
              onChange={(type) => change({ type })}
            />
          </div>
          <div>
            <p className="bo-label">Details</p>
            <PrizeDetails prize={prize} name="the jackpot" field={field} errors={errors} change={change} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
