import { TextField } from '../../components/fields';
import { Card } from '../../components/ui';
import type { FormErrors } from '../../lib/use-terms-form';
import type { ChestsForm } from './chests-form';

/** The chest's art, closed and opened, the popup's background and the instructions' link (site paths or URLs). */
export function ChestsImagesCard({
  form,
  errors,
  update,
}: {
  form: ChestsForm;
  errors: FormErrors;
  update: (change: Partial<ChestsForm>) => void;
}) {
  const field = (
    key: 'closedImage' | 'openedImage' | 'popupBackground' | 'instructionUrl',
    label: string,
    error: string | undefined,
    hint?: string,
  ) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(value) => update({ [key]: value })}
      error={error}
      hint={hint}
      maxLength={500}
    />
  );
  return (
    <Card title="Images and links">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('closedImage', 'Closed chest', errors['terms.images.closed'])}
        {field('openedImage', 'Opened chest', errors['terms.images.opened'])}
        {field('popupBackground', 'Popup background', errors['terms.imagePopupBackground'], 'Optional')}
        {field('instructionUrl', 'Instructions link', errors['terms.instructionUrl'], 'Optional')}
      </div>
    </Card>
  );
}
