import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { continueRegistration } from '../after-registration';
import { useCompleteRegistration } from '../api/register-complete';
import { FormAlert } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { useRegistrationConfirmations } from '../form/registration-confirmations';
import { SubmitButton } from '../form/submit-button';
import { useAuthForm } from '../form/use-auth-form';
import { newPassword, PASSWORD_LIMITS } from '../form/validation';
import { AuthModalBody } from './auth-modal-body';

/**
 * For a logged-in player whose registration is incomplete: the age and agreements boxes (spec section 5: required,
 * no text messages), and for a generated password the chance to set one's own.
 */
export default function RegisterCompleteModal() {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const setPlayer = useSetPlayer();
  const mutation = useCompleteRegistration();
  const confirmations = useRegistrationConfirmations();
  const form = useAuthForm(
    { password: '' },
    { password: (value) => (value ? newPassword(value) : undefined) },
  );

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      {
        ageConfirmed: true,
        agreementsConfirmed: true,
        ...(values.password ? { password: values.password } : {}),
      },
      {
        onSuccess: (response) =>
          void continueRegistration(response.registration, { lang: i18nLang, features, setPlayer }),
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
            <PasswordField
              label={t('auth.newPasswordOptional')}
              binding={form.field('password')}
              autoComplete="new-password"
              hint={t('auth.passwordHint', PASSWORD_LIMITS)}
            />
          </>
        ) : null}
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
