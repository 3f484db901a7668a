import { useTranslation } from '../../lib/i18n';
import { PasswordField } from './password-field';
import type { FieldBinding } from './use-auth-form';
import { PASSWORD_LIMITS } from './validation';

/** A password the player chooses: the browser may suggest a strong one, and the rule is shown under it. */
export function NewPasswordField({
  binding,
  label,
  testId,
}: {
  binding: FieldBinding;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={label}
      binding={binding}
      autoComplete="new-password"
      hint={t('auth.passwordHint', PASSWORD_LIMITS)}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}

/** A new password and its repetition (rules: `newPassword` and `repeatsPassword`). */
export function NewPasswordFields({
  password,
  repeat,
  labels,
  testIds,
}: {
  password: FieldBinding;
  repeat: FieldBinding;
  labels: { password: string; repeat: string };
  testIds: { password: string; repeat: string };
}) {
  return (
    <>
      <NewPasswordField binding={password} label={labels.password} testId={testIds.password} />
      <PasswordField
        label={labels.repeat}
        binding={repeat}
        autoComplete="new-password"
        data-testid={testIds.repeat}
      />
    </>
  );
}
