import { useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useChangePassword } from '../api/change-password';
import { FormAlert } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { SubmitButton } from '../form/submit-button';
import { useAuthForm } from '../form/use-auth-form';
import { newPassword, PASSWORD_LIMITS } from '../form/validation';
import { AuthModalBody } from './auth-modal-body';

/** The new password after a confirmed restore (`restoreToken`); saving it also logs the player in. */
export default function PasswordChangeModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const setPlayer = useSetPlayer();
  const mutation = useChangePassword();
  const form = useAuthForm(
    { password: '', repeat: '' },
    {
      password: newPassword,
      repeat: (value, values) => (value === values.password ? undefined : 'auth.invalid.passwordsDiffer'),
    },
  );

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { restoreToken: params.restoreToken ?? '', password: values.password },
      {
        onSuccess: (response) => {
          setPlayer(response.player);
          closeModal();
          toast({ title: t('auth.passwordChanged'), tone: 'success' });
        },
        onError: form.showServerError,
      },
    );
  });

  return (
    <AuthModalBody
      testId="password-change-modal"
      title={t('auth.changeTitle')}
      description={t('auth.changeLead')}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        <PasswordField
          label={t('auth.newPassword')}
          binding={form.field('password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', PASSWORD_LIMITS)}
          data-testid="new-password"
        />
        <PasswordField
          label={t('auth.repeatPassword')}
          binding={form.field('repeat')}
          autoComplete="new-password"
          data-testid="repeat-password"
        />
        <FormAlert messageKey={form.formError} />
        <SubmitButton pending={mutation.isPending} testId="password-change-submit">
          {t('auth.submitChange')}
        </SubmitButton>
      </form>
    </AuthModalBody>
  );
}
