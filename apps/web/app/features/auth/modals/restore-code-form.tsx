import { RESTORE_ERROR } from '@casino/contracts';
import { CodeField } from '../../../components/form/code-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { code } from '../../../components/form/validation';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmRestore } from '../api/remind-confirm';
import { openRestoreOutcome } from '../restore-outcome';

/** The sms code of a password restore: a right one leads to PasswordChange, a wrong one may be typed again. */
export function RestoreCodeForm({ contact }: { contact: string }) {
  const { t } = useTranslation();
  const { features } = useBrand();
  const mutation = useConfirmRestore();
  const form = useAuthForm({ code: '' }, { code });

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { contact, code: values.code.trim() },
      {
        onSuccess: (answer) => {
          if (!answer.success && answer.error === RESTORE_ERROR.wrongCode) {
            form.showFieldError('code', 'errors.code_invalid');
            return;
          }
          openRestoreOutcome(answer, features);
        },
        onError: form.showServerError,
      },
    );
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <CodeField binding={form.field('code')} testId="restore-code" />
      <FormAlert messageKey={form.formError} />
      <SubmitButton pending={mutation.isPending} testId="restore-code-submit">
        {t('auth.submitConfirm')}
      </SubmitButton>
    </form>
  );
}
