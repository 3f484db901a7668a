import { useTranslation } from '../../lib/i18n';
import { TextField } from './text-field';
import type { FieldBinding } from './use-auth-form';

/** A one-time code input: digits, the code autofill of phones, at most the longest code. */
export function CodeField({
  binding,
  label,
  testId,
  prominent,
  autoFocus,
}: {
  binding: FieldBinding;
  /** Defaults to "Confirmation code". */
  label?: string;
  testId: string;
  /** Large spaced digits, where the code is the form's only field. */
  prominent?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.code')}
      binding={binding}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      autoFocus={autoFocus}
      className={prominent ? 'text-center font-mono text-xl tracking-[0.4em]' : ''}
      data-testid={testId}
    />
  );
}
