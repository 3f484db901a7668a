import type { ContactType } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckField } from '../../../components/form/check-field';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { ContactField } from '../../../components/form/contact-field';
import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordField } from '../../../components/form/new-password-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { email, newPassword, phone } from '../../../components/form/validation';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { useContinueRegistration } from '../after-registration';
import { useRegister } from '../api/register';
import { registrationFlowQuery } from '../api/registration-flow';
import { useRegistrationConfirmations } from '../form/registration-confirmations';
import { partnerRegistrationSource } from '../partner-bonus-link';
import { clearReferrals, isLabel, storedReferrals } from '../referral';
import { rememberRegistrationIntent } from '../registration-intent';
import { AuthModalBody, SwitchLine } from './auth-modal-body';

/**
 * Registration (spec sections 2 and 5): an e-mail or a phone as the primary contact, a password or a generated
 * one, and the age and agreements boxes, which keep the button disabled until ticked (no text messages for them).
 * Country 1 and UAH are the server's defaults, so the currency block is not shown. Opened with a `source` (and
 * the `game` of a `game_play` launch), it registers from that source and keeps where its flow leads afterwards.
 */
export default function RegisterModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const { appMain } = useAppData();
  const features = appMain.project.brand.features;
  const source =
    (params.source && isLabel(params.source) ? params.source : undefined) ?? partnerRegistrationSource();
  const queryClient = useQueryClient();
  const flow = useQuery({ ...registrationFlowQuery(source ?? ''), enabled: source !== undefined });
  const continueRegistration = useContinueRegistration();
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

  /** Where the finished funnel goes: the address's `redirectUrl`, else the source's flow (fetched if need be). */
  const keepIntent = async () => {
    const queryRedirect = new URLSearchParams(window.location.search).get('redirectUrl');
    const sourceFlow = source
      ? await queryClient.fetchQuery(registrationFlowQuery(source)).catch(() => undefined)
      : undefined;
    const redirectUrl = queryRedirect ?? sourceFlow?.redirectUrl ?? undefined;
    rememberRegistrationIntent({
      ...(source ? { source } : {}),
      ...(redirectUrl ? { redirectUrl } : {}),
      ...(params.game ? { gameSlug: params.game } : {}),
    });
  };

  const submit = form.onSubmit((values) => {
    const contact = contactType === 'email' ? { email: values.email.trim() } : { phone: values.phone.trim() };
    mutation.mutate(
      {
        ...contact,
        primaryContact: contactType,
        ...(autoPassword ? {} : { password: values.password }),
        ageConfirmed: true,
        agreementsConfirmed: true,
        ...(source ? { registrationSource: source } : {}),
        ...(flow.data ? { registrationFlow: flow.data.registration_flow } : {}),
        ...storedReferrals(),
      },
      {
        onSuccess: async (response) => {
          clearReferrals();
          await keepIntent();
          await continueRegistration(response.registration);
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
        <ContactField
          type={contactType}
          binding={form.field(contactType)}
          testId={contactType === 'email' ? 'register-email' : 'register-phone'}
        />
        <CheckField name="autoPassword" checked={autoPassword} onChange={setAutoPassword}>
          {t('auth.generatePassword')}
        </CheckField>
        {autoPassword ? (
          <p className="-mt-2 rounded-xl bg-surface-2 px-3.5 py-3 text-sm text-muted ring-1 ring-line">
            {t('auth.generatedPasswordHint')}
          </p>
        ) : (
          <NewPasswordField
            label={t('auth.password')}
            binding={form.field('password')}
            testId="register-password"
          />
        )}
        {confirmations.fields}
        <FormAlert messageKey={form.formError} />
        <SubmitButton
          pending={mutation.isPending}
          disabled={!confirmations.confirmed}
          status={mutation.checkingHuman ? t('auth.checkingHuman') : undefined}
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
