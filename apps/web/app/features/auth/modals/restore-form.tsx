import type { RemindType } from '@casino/contracts';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { ContactField } from '../../../components/form/contact-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { email, phone } from '../../../components/form/validation';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { useRemind } from '../api/remind';
import { AuthModalBody, SwitchLine } from './auth-modal-body';
import { RestoreCodeForm } from './restore-code-form';

type RestoreType = Extract<RemindType, 'token' | 'code'>;

/** Accepts the deep link's `type` in either vocabulary (`token`/`email`, `code`/`sms`/`phone`). */
function restoreTypeOf(value: string | undefined, contact: string | undefined): RestoreType {
  if (value === 'code' || value === 'sms' || value === 'phone') return 'code';
  if (value === 'token' || value === 'email') return 'token';
  return contact && !contact.includes('@') && /\d/.test(contact) ? 'code' : 'token';
}

/** The password reminder: an e-mail link, or an sms code that is entered here. */
export function RestoreForm({
  initialType,
  initialContact,
}: {
  initialType?: string | undefined;
  initialContact?: string | undefined;
}) {
  const { t } = useTranslation();
  const { features } = useBrand();
  const [type, setType] = useState<RestoreType>(() => restoreTypeOf(initialType, initialContact));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRemind();
  const form = useAuthForm(
    { contact: initialContact ?? '' },
    { contact: (value) => (type === 'token' ? email(value) : phone(value)) },
  );

  const submit = form.onSubmit((values) => {
    const contact = values.contact.trim();
    mutation.mutate(
      { type, contact },
      { onSuccess: () => setSentTo(contact), onError: (error) => form.showServerError(error) },
    );
  });

  const backToLogin = (
    <SwitchLine
      text={t('auth.haveAccount')}
      action={t('auth.backToLogin')}
      onClick={() => openAuthModal('Login', features)}
    />
  );

  if (sentTo && type === 'code') {
    return (
      <AuthModalBody
        testId="restore-modal"
        title={t('auth.restoreTitle')}
        description={t('auth.restoreCodeLead', { contact: sentTo })}
      >
        <RestoreCodeForm contact={sentTo} />
        {backToLogin}
      </AuthModalBody>
    );
  }

  if (sentTo) {
    return (
      <AuthModalBody testId="restore-modal" title={t('auth.restoreTitle')}>
        <div className="grid justify-items-center gap-4 py-4 text-center" data-testid="restore-link-sent">
          <span className="grid size-16 place-items-center rounded-full bg-win/15 text-win">
            <MailCheck className="size-8" aria-hidden="true" />
          </span>
          <p className="text-sm leading-relaxed text-muted" role="status">
            {t('auth.restoreLinkSent', { contact: sentTo })}
          </p>
        </div>
        {backToLogin}
      </AuthModalBody>
    );
  }

  return (
    <AuthModalBody testId="restore-modal" title={t('auth.restoreTitle')} description={t('auth.restoreLead')}>
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
        <ChoiceTabs
          label={t('auth.restoreKind')}
          value={type}
          onChange={setType}
          testId="restore-type"
          options={[
            { value: 'token', label: t('auth.restoreByEmail') },
            { value: 'code', label: t('auth.restoreBySms') },
          ]}
        />
        <ContactField
          type={type === 'token' ? 'email' : 'phone'}
          binding={form.field('contact')}
          testId="restore-contact"
        />
        <FormAlert messageKey={form.formError} />
        <SubmitButton pending={mutation.isPending} testId="restore-submit">
          {t('auth.submitRestore')}
        </SubmitButton>
      </form>
      {backToLogin}
    </AuthModalBody>
  );
}
