import type { ContactType } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CodeField } from '../../../components/form/code-field';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessageKey } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { code } from '../../../components/form/validation';
import { errorCodeOf } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal, openModal } from '../../../lib/modals/modal-store';
import { useContinueRegistration } from '../after-registration';
import { useConfirmContact } from '../api/confirm-contact';
import { notifyAttemptsQuery, useNotifyAttempts } from '../api/notify-attempts';
import { useRequestConfirmation } from '../api/request-confirmation';
import { pendingContact } from '../pending-contact';
import { useCountdown } from '../use-countdown';
import { AuthModalBody } from './auth-modal-body';

/**
 * Confirms a contact with the code sent to it (spec section 2, RegistrationConfirm): attempts left and the resend
 * countdown come from notify-attempts-count; a confirmed contact moves the funnel on.
 */
export default function RegistrationConfirmModal({ params }: ModalBodyProps) {
  const { appMain } = useAppData();
  const type = pendingContact(appMain.player, params.type);
  // Nothing to confirm when it opened (an old link): the welcome instead. A contact confirmed while it is open
  // is the funnel's business (continueRegistration), not this modal's.
  const [nothingWhenOpened] = useState(() => type === null);
  useEffect(() => {
    if (nothingWhenOpened) openModal('RegistrationCompleted');
  }, [nothingWhenOpened]);
  if (!type) return null;
  return (
    <ConfirmForm
      type={type}
      contact={(type === 'email' ? appMain.player.email : appMain.player.phone) ?? ''}
    />
  );
}

function ConfirmForm({ type, contact }: { type: ContactType; contact: string }) {
  const { t } = useTranslation();
  const continueRegistration = useContinueRegistration();
  const queryClient = useQueryClient();
  const attempts = useNotifyAttempts(type);
  const confirm = useConfirmContact();
  const resend = useRequestConfirmation();
  const [resent, setResent] = useState(false);
  const form = useAuthForm({ code: '' }, { code });
  const resendAt = attempts.data ? attempts.dataUpdatedAt + attempts.data.retryAfterSeconds * 1000 : 0;
  const secondsLeft = useCountdown(resendAt);
  const refreshAttempts = () => queryClient.invalidateQueries(notifyAttemptsQuery(type));
  const hasOpenCode = (attempts.data?.attemptsLeft ?? 0) > 0;

  const submit = form.onSubmit((values) => {
    confirm.mutate(
      { type, code: values.code.trim() },
      {
        onSuccess: (response) => continueRegistration(response.registration),
        onError: (error) => {
          void refreshAttempts();
          if (errorCodeOf(error) === 'code_invalid')
            form.showFieldError('code', errorMessageKey('code_invalid'));
          else form.showServerError(error);
        },
      },
    );
  });

  const sendCode = () => {
    setResent(false);
    resend.mutate(type, {
      onSuccess: () => setResent(true),
      onSettled: () => void refreshAttempts(),
      onError: form.showServerError,
    });
  };

  const lead = contact
    ? t(type === 'email' ? 'auth.confirmLeadEmail' : 'auth.confirmLeadPhone', { contact })
    : t('auth.confirmLeadGeneric');

  return (
    <AuthModalBody testId="registration-confirm-modal" title={t('auth.confirmTitle')} description={lead}>
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        <CodeField binding={form.field('code')} prominent testId="confirm-code" />
        <div className="flex min-h-5 flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
          <span className="text-muted" data-testid="attempts-left">
            {hasOpenCode ? t('auth.attemptsLeft', { count: attempts.data?.attemptsLeft ?? 0 }) : null}
          </span>
          {resent ? <span className="font-medium text-win">{t('auth.codeSent')}</span> : null}
        </div>
        <FormAlert messageKey={form.formError} />
        <SubmitButton pending={confirm.isPending} testId="confirm-submit">
          {t('auth.submitConfirm')}
        </SubmitButton>
        <button
          type="button"
          onClick={sendCode}
          disabled={secondsLeft > 0 || resend.isPending || attempts.isPending}
          data-testid="resend-code"
          className="h-11 rounded-xl text-sm font-semibold text-accent-ink transition-colors hover:bg-surface-2 disabled:text-muted disabled:hover:bg-transparent"
        >
          {secondsLeft > 0
            ? t('auth.resendIn', { seconds: secondsLeft })
            : t(hasOpenCode ? 'auth.resendCode' : 'auth.sendCode')}
        </button>
      </form>
      <button
        type="button"
        onClick={closeModal}
        className="justify-self-center text-sm text-muted underline-offset-4 hover:text-fg hover:underline"
      >
        {t('auth.later')}
      </button>
    </AuthModalBody>
  );
}
