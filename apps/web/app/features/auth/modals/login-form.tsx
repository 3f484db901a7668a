import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { required } from '../../../components/form/validation';
import { errorCodeOf } from '../../../lib/api-client';
import { useBrand, useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { useLogin } from '../api/login';
import { AuthModalBody, SwitchLine } from './auth-modal-body';
import { openBlockedAccount } from './blocked-account';

/** E-mail, phone or login name and the password; on success the header shows the player at once. */
export function LoginForm() {
  const { t } = useTranslation();
  const { features } = useBrand();
  const setPlayer = useSetPlayer();
  const mutation = useLogin();
  const form = useAuthForm({ login: '', password: '' }, { login: required, password: required });

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { login: values.login.trim(), password: values.password },
      {
        onSuccess: (response) => {
          setPlayer(response.player);
          closeModal();
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'account_blocked') openBlockedAccount(error, features);
          else form.showServerError(error);
        },
      },
    );
  });

  return (
    <AuthModalBody testId="login-modal" title={t('auth.loginTitle')} description={t('auth.loginLead')}>
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t('auth.loginField')}
          binding={form.field('login')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          data-testid="login-field"
        />
        <div className="grid gap-2">
          <PasswordField
            label={t('auth.password')}
            binding={form.field('password')}
            autoComplete="current-password"
            data-testid="password-field"
          />
          <button
            type="button"
            data-testid="forgot-password"
            onClick={() =>
              openAuthModal('Login', features, { view: 'restore', contact: form.values.login.trim() })
            }
            className="justify-self-end text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        <FormAlert messageKey={form.formError} />
        <SubmitButton
          pending={mutation.isPending}
          status={mutation.checkingHuman ? t('auth.checkingHuman') : undefined}
          testId="login-submit"
        >
          {t('auth.submitLogin')}
        </SubmitButton>
      </form>
      <SwitchLine
        text={t('auth.noAccount')}
        action={t('auth.register')}
        testId="switch-to-register"
        onClick={() => openAuthModal('Register', features)}
      />
    </AuthModalBody>
  );
}
