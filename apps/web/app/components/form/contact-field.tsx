import type { ContactType } from '@casino/contracts';
import { useTranslation } from '../../lib/i18n';
import { TextField, type TextFieldProps } from './text-field';
import type { FieldBinding } from './use-auth-form';

/** What each kind of contact asks of its input: the keyboard, autofill, and for phones the format hint. */
const INPUTS: Record<
  ContactType,
  Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'>
> = {
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
};

/** An e-mail or a phone input. Keyed by type, so switching between them starts a fresh input. */
export function ContactField({
  type,
  binding,
  label,
  testId,
}: {
  type: ContactType;
  binding: FieldBinding;
  /** Defaults to the contact's name. */
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      key={type}
      label={label ?? t(type === 'email' ? 'auth.email' : 'auth.phone')}
      binding={binding}
      {...INPUTS[type]}
      {...(type === 'phone' ? { hint: t('auth.phoneHint') } : {})}
      data-testid={testId}
    />
  );
}
