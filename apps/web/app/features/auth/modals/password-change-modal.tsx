import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { newPassword, repeatsPassword } from '../../../components/form/validation';
import { useChangePassword } from '../../../lib/account/change-password';
import { useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { AuthModalBody } from './auth-modal-body';

/** The new password after a confirmed restore (`restoreToken`); saving it also logs the player in. */
export default function PasswordChangeModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const setPlayer = useSetPlayer();
  const mutation = useChangePassword();
  const form = useAuthForm({ password: '', repeat: '' }, { password: newPassword, repeat: repeatsPassword });

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
        <NewPasswordFields
          password={form.field('password')}
          repeat={form.field('repeat')}
          labels={{ password: t('auth.newPassword'), repeat: t('auth.repeatPassword') }}
          testIds={{ password: 'new-password', repeat: 'repeat-password' }}
        />
        <FormAlert messageKey={form.formError} />
        <SubmitButton pending={mutation.isPending} testId="password-change-submit">
          {t('auth.submitChange')}
        </SubmitButton>
      </form>
    </AuthModalBody>
  );
}
