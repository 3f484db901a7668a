import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PasswordField } from '../../../components/form/password-field';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { newPassword, repeatsPassword, required } from '../../../components/form/validation';
import { useChangePassword } from '../../../lib/account/change-password';
import { errorCodeOf } from '../../../lib/api-client';
import { useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { ProfileSection } from '../ui/profile-section';
import { SaveButton } from '../ui/save-button';

/** Password change with the current password; the server keeps this device logged in and ends the others. */
export function PasswordSection() {
  const { t } = useTranslation();
  // A new form (empty fields) after each change.
  const [generation, setGeneration] = useState(0);
  return (
    <ProfileSection id="password" title={t('profile.password.title')} lead={t('profile.password.lead')}>
      <PasswordForm key={generation} onChanged={() => setGeneration((value) => value + 1)} />
    </ProfileSection>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const setPlayer = useSetPlayer();
  const mutation = useChangePassword();
  const form = useAuthForm(
    { oldPassword: '', password: '', repeat: '' },
    { oldPassword: required, password: newPassword, repeat: repeatsPassword },
  );

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { oldPassword: values.oldPassword, password: values.password },
      {
        onSuccess: (response) => {
          setPlayer(response.player);
          toast({ title: t('profile.password.changed'), tone: 'success' });
          onChanged();
        },
        onError: (error) => {
          // The answer for a wrong current password is the login's; here it belongs under that field.
          if (errorCodeOf(error) === 'invalid_credentials') {
            form.showFieldError('oldPassword', 'profile.password.wrongOld');
          } else {
            form.showServerError(error);
          }
        },
      },
    );
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      data-testid="password-form"
      className="grid max-w-xl gap-4"
    >
      <PasswordField
        label={t('profile.password.oldPassword')}
        binding={form.field('oldPassword')}
        autoComplete="current-password"
        data-testid="old-password"
      />
      <NewPasswordFields
        password={form.field('password')}
        repeat={form.field('repeat')}
        labels={{ password: t('profile.password.newPassword'), repeat: t('profile.password.repeatPassword') }}
        testIds={{ password: 'profile-new-password', repeat: 'profile-repeat-password' }}
      />
      <FormAlert messageKey={form.formError} />
      <div>
        <SaveButton pending={mutation.isPending} testId="password-submit">
          {t('profile.password.submit')}
        </SaveButton>
      </div>
    </form>
  );
}
