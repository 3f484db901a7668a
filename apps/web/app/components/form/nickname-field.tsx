import { useTranslation } from '../../lib/i18n';
import { TextField } from './text-field';
import type { FieldBinding } from './use-auth-form';
import { NICKNAME_LIMITS } from './validation';

/** The public nickname (unique on the site, in any case; rule: `nickname`). */
export function NicknameField({
  binding,
  label,
  testId,
}: {
  binding: FieldBinding;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      binding={binding}
      hint={t('auth.nicknameHint', NICKNAME_LIMITS)}
      autoComplete="nickname"
      maxLength={NICKNAME_LIMITS.max}
      data-testid={testId}
    />
  );
}
