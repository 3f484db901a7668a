import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordField } from '../../../components/form/new-password-fields';
import { NicknameField } from '../../../components/form/nickname-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { newPassword, nickname } from '../../../components/form/validation';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useContinueRegistration } from '../after-registration';
import { useCompleteRegistration } from '../api/register-complete';
import { useRegistrationConfirmations } from '../form/registration-confirmations';
import { AuthModalBody } from './auth-modal-body';

/**
 * For a logged-in player whose registration is incomplete: the age and agreements boxes (spec section 5: required,
 * no text messages), a nickname if they have none yet, and for a generated password the chance to set one's own.
 */
export default function RegisterCompleteModal() {
  const { t } = useTranslation();
  const { player } = useAppData().appMain;
  const continueRegistration = useContinueRegistration();
  const mutation = useCompleteRegistration();
  const confirmations = useRegistrationConfirmations();
  const form = useAuthForm(
    { password: '', nickname: '' },
    { password: (value) => (value ? newPassword(value) : undefined), nickname },
  );

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      {
        ageConfirmed: true,
        agreementsConfirmed: true,
        ...(values.password ? { password: values.password } : {}),
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      },
      {
        onSuccess: (response) => continueRegistration(response.registration),
        onError: form.showServerError,
      },
    );
  });

  return (
    <AuthModalBody
      testId="register-complete-modal"
      title={t('auth.completeTitle')}
      description={t('auth.completeLead')}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        {player.hasAutoPassword ? (
          <>
            <p className="text-sm text-muted">{t('auth.completePasswordLead')}</p>
            <NewPasswordField label={t('auth.newPasswordOptional')} binding={form.field('password')} />
          </>
        ) : null}
        {player.nickname ? null : (
          <NicknameField
            label={t('auth.nickname')}
            binding={form.field('nickname')}
            testId="register-complete-nickname"
          />
        )}
        {confirmations.fields}
        <FormAlert messageKey={form.formError} />
        <SubmitButton
          pending={mutation.isPending}
          disabled={!confirmations.confirmed}
          testId="register-complete-submit"
        >
          {t('auth.submitComplete')}
        </SubmitButton>
      </form>
    </AuthModalBody>
  );
}
