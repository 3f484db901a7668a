import { REWARD_TYPES } from '@casino/contracts';
import type { ChancePrizeForm } from '../lib/chance-prize-form';
import { AmountsInputs } from './amounts-inputs';
import { PrizeDetails, PrizeTypeCell } from './prize-fields';

/**
 * A chance table's prize (a lottery level's, a level's prize row): its type, then that type's fields; money is an
 * amount in every currency, since a player wins in their own.
 */
export function ChancePrizeFields({
  prize,
  name,
  field,
  errors,
  change,
}: {
  prize: ChancePrizeForm;
  /** What the inputs' names say the prize is for: `level 1 draw`, `prize 101`. */
  name: string;
  /** The prize's field as the server names it (`terms.levels.0.drawPrize`). */
  field: string;
  errors: Record<string, string>;
  change: (next: Partial<ChancePrizeForm>) => void;
}) {
  return (
    <div className="grid gap-2">
      <PrizeTypeCell
        label={`Prize for ${name}`}
        error={errors[`${field}.type`] ?? errors[field]}
        types={REWARD_TYPES}
        value={prize.type}
        onChange={(type) => change({ type })}
      />
      <PrizeDetails
        prize={prize}
        name={name}
        field={field}
        errors={errors}
        change={change}
        money={
          <AmountsInputs
            name={`Prize for ${name}`}
            field={`${field}.amounts`}
            amounts={prize.amounts}
            errors={errors}
            onChange={(amounts) => change({ amounts })}
          />
        }
      />
    </div>
  );
}
