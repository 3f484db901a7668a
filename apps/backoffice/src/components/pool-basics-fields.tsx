import type { FormErrors } from '../lib/use-terms-form';
import { CheckboxField, TextField } from './fields';

/** What every pool fed by a share of stakes (a jackpot, jackpot-sevens) is set up with. */
interface PoolBasics {
  slug: string;
  enabled: boolean;
  shareBasisPoints: string;
}

/**
 * A pool's slug (typed once, when it is created), whether it runs, and its share of each real-money stake in basis
 * points with the percentage it comes to.
 */
export function PoolBasicsFields({
  form,
  errors,
  update,
  isNew,
  disabledHint,
}: {
  form: PoolBasics;
  errors: FormErrors;
  update: (change: Partial<PoolBasics>) => void;
  isNew: boolean;
  /** What switching it off does to stakes and to the pool's money. */
  disabledHint: string;
}) {
  const share = Number(form.shareBasisPoints);
  return (
    <>
      {isNew ? (
        <TextField
          className="max-w-xs"
          label="Slug"
          value={form.slug}
          onChange={(slug) => update({ slug })}
          error={errors.slug}
          hint="Lowercase letters, digits and dashes; names its pools, fixed once created"
          maxLength={63}
        />
      ) : null}
      <CheckboxField
        label="Enabled"
        checked={form.enabled}
        onChange={(enabled) => update({ enabled })}
        hint={disabledHint}
      />
      <TextField
        className="max-w-xs"
        label="Share of each real-money stake (basis points)"
        inputMode="numeric"
        value={form.shareBasisPoints}
        onChange={(shareBasisPoints) => update({ shareBasisPoints })}
        error={errors['terms.shareBasisPoints']}
        hint={
          Number.isInteger(share) && share > 0 ? `${share / 100}% of each stake, rounded down` : '100 is 1%'
        }
      />
    </>
  );
}
