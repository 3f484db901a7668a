import { type DropKind, dropSlugSchema } from '@casino/contracts';
import { CheckboxField, SelectField, TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { DropForm, FormErrors } from './drops-form';

const KIND_OPTIONS: { value: DropKind; label: string }[] = [
  { value: 'prize', label: 'Prize drop: a table of prizes' },
  { value: 'stars', label: 'Star drop: lottery stars' },
];

/**
 * What the campaign is and when it runs: its slug and kind (chosen when it is set up; a campaign that has dropped
 * keeps its kind), whether it is on, and its window in Kyiv time.
 */
export function DropsWindowCard({
  form,
  errors,
  update,
  slug,
  kindLocked,
}: {
  form: DropForm;
  errors: FormErrors;
  update: (change: Partial<DropForm>) => void;
  /** A new campaign's slug as typed, with its setter; absent when editing one. */
  slug?: { value: string; onChange: (slug: string) => void };
  kindLocked: boolean;
}) {
  const slugError =
    errors.slug ??
    (slug && slug.value !== '' && !dropSlugSchema.safeParse(slug.value).success
      ? 'Lower-case letters, digits and dashes.'
      : undefined);
  return (
    <Card title="Campaign">
      <div className="grid gap-3 sm:grid-cols-2">
        {slug ? (
          <TextField
            label="Slug"
            value={slug.value}
            onChange={slug.onChange}
            error={slugError}
            maxLength={63}
          />
        ) : null}
        <SelectField
          label="Kind"
          value={form.kind}
          options={KIND_OPTIONS}
          disabled={kindLocked}
          error={errors['terms.kind']}
          hint={kindLocked ? 'A campaign that has dropped keeps its kind.' : undefined}
          onChange={(kind) =>
            update(kind === 'prize' ? { kind, starsPerDrop: '0', maxDrops: '0' } : { kind, prizes: [] })
          }
        />
        <TextField
          label="Starts (Kyiv time)"
          type="datetime-local"
          value={form.startsAt}
          onChange={(startsAt) => update({ startsAt })}
          error={errors['terms.startsAt']}
        />
        <TextField
          label="Ends (Kyiv time)"
          type="datetime-local"
          value={form.endsAt}
          onChange={(endsAt) => update({ endsAt })}
          error={errors['terms.endsAt']}
        />
      </div>
      <div className="mt-3">
        <CheckboxField
          label="Shown on the site and drawing"
          checked={form.enabled}
          onChange={(enabled) => update({ enabled })}
        />
      </div>
    </Card>
  );
}
