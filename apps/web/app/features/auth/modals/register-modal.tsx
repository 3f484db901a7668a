import type { ContactType } from '@casino/contracts';
import { useState } from 'react';
import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { continueRegistration } from '../after-registration';
import { useRegister } from '../api/register';
import { openAuthModal } from '../auth-modals';
import { CheckField } from '../form/check-field';
import { ChoiceTabs } from '../form/choice-tabs';
import { FormAlert } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { useRegistrationConfirmations } from '../form/registration-confirmations';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useAuthForm } from '../form/use-auth-form';
import { email, newPassword, PASSWORD_LIMITS, phone } from '../form/validation';
import { clearReferrals, storedReferrals } from '../referral';
import { AuthModalBody, SwitchLine } from './auth-modal-body';

/**
 * Registration (spec sections 2 and 5): an e-mail or a phone as the primary contact, a password or a generated
 * one, and the age and agreements boxes, which keep the button disabled until ticked (no text messages for them).
 * Country 1 and UAH are the server's defaults, so the currency block is not shown.
 */
export default function RegisterModal() {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const features = appMain.project.brand.features;
  const setPlayer = useSetPlayer();
  const mutation = useRegister();
  const [contactType, setContactType] = useState<ContactType>('email');
  const [autoPassword, setAutoPassword] = useState(false);
  const confirmations = useRegistrationConfirmations();
  const form = useAuthForm(
    { email: '', phone: '', password: '' },
    {
      email: (value) => (contactType === 'email' ? email(value) : undefined),
      phone: (value) => (contactType === 'phone' ? phone(value) : undefined),
      password: (value) => (autoPassword ? undefined : newPassword(value)),
    },
  );

  const submit = form.onSubmit((values) => {
    const contact = contactType === 'email' ? { email: values.email.trim() } : { phone: values.phone.trim() };
    mutation.mutate(
      {
        ...contact,
        primaryContact: contactType,
        ...(autoPassword ? {} : { password: values.password }),
        ageConfirmed: true,
        agreementsConfirmed: true,
        ...storedReferrals(),
      },
      {
        onSuccess: (response) => {
          clearReferrals();
          void continueRegistration(response.registration, { lang: i18nLang, features, setPlayer });
        },
        onError: form.showServerError,
      },
    );
  });

  return (
    <AuthModalBody
      testId="register-modal"
      title={t('auth.registerTitle')}
      description={t('auth.registerLead')}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        <ChoiceTabs
          label={t('auth.contactKind')}
          value={contactType}
          onChange={setContactType}
          testId="register-contact-type"
          options={[
            { value: 'email', label: t('auth.email') },
            { value: 'phone', label: t('auth.phone') },
          ]}
        />
        {contactType === 'email' ? (
          <TextField
            key="email"
            label={t('auth.email')}
            binding={form.field('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            data-testid="register-email"
          />
        ) : (
          <TextField
            key="phone"
            label={t('auth.phone')}
            binding={form.field('phone')}
            type="tel"
            autoComplete="tel"
            hint={t('auth.phoneHint')}
            data-testid="register-phone"
          />
        )}
        <CheckField name="autoPassword" checked={autoPassword} onChange={setAutoPassword}>
          {t('auth.generatePassword')}
        </CheckField>
        {autoPassword ? (
          <p className="-mt-2 rounded-xl bg-surface-2 px-3.5 py-3 text-sm text-muted ring-1 ring-line">
            {t('auth.generatedPasswordHint')}
          </p>
        ) : (
          <PasswordField
            label={t('auth.password')}
            binding={form.field('password')}
            autoComplete="new-password"
            hint={t('auth.passwordHint', PASSWORD_LIMITS)}
            data-testid="register-password"
          />
        )}
        {confirmations.fields}
        <FormAlert messageKey={form.formError} />
        <SubmitButton
          pending={mutation.isPending}
          disabled={!confirmations.confirmed}
          testId="register-submit"
        >
          {t('auth.submitRegister')}
        </SubmitButton>
      </form>
      <SwitchLine
        text={t('auth.haveAccount')}
        action={t('auth.login')}
        testId="switch-to-login"
        onClick={() => openAuthModal('Login', features)}
      />
    </AuthModalBody>
  );
}
