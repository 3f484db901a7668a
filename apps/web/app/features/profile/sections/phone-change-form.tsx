import { useState } from 'react';
import { CodeField } from '../../../components/form/code-field';
import { ContactField } from '../../../components/form/contact-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useAuthForm } from '../../../components/form/use-auth-form';
import { code, phone } from '../../../components/form/validation';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useConfirmPhoneChange, useRequestPhoneChange } from '../api/profile';
import { useRefreshPlayer } from '../api/refresh-player';
import { SaveButton } from '../ui/save-button';

/** The new number, then the code sent to it: the number changes only once the code proves it is the player's. */
export function PhoneChangeForm({ onDone }: { onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeStep phone={sentTo} onDone={onDone} onBack={() => setSentTo(null)} />
  ) : (
    <PhoneStep onSent={setSentTo} onCancel={onDone} />
  );
}

function PhoneStep({ onSent, onCancel }: { onSent: (phone: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const request = useRequestPhoneChange();
  const form = useAuthForm({ phone: '' }, { phone });
  const submit = form.onSubmit((values) => {
    const number = values.phone.trim();
    request.mutate(
      { phone: number, channel: 'sms' },
      { onSuccess: () => onSent(number), onError: form.showServerError },
    );
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      data-testid="phone-change-form"
      className="grid gap-3"
    >
      <ContactField
        type="phone"
        label={t('profile.contacts.newPhone')}
        binding={form.field('phone')}
        testId="phone-change-number"
      />
      <FormAlert messageKey={form.formError} />
      <div className="flex flex-wrap gap-2">
        <SaveButton pending={request.isPending} testId="phone-change-send">
          {t('profile.contacts.sendCode')}
        </SaveButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('profile.contacts.cancel')}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  phone: number,
  onDone,
  onBack,
}: {
  phone: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmPhoneChange();
  const refreshPlayer = useRefreshPlayer();
  const form = useAuthForm({ code: '' }, { code });
  const submit = form.onSubmit((values) => {
    confirm.mutate(
      { phone: number, code: values.code.trim() },
      {
        onSuccess: () => {
          toast({ title: t('profile.contacts.phoneChanged'), tone: 'success' });
          refreshPlayer();
          onDone();
        },
        onError: form.showServerError,
      },
    );
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      data-testid="phone-code-form"
      className="grid gap-3"
    >
      <p className="text-sm text-muted" aria-live="polite">
        {t('profile.contacts.codeLead', { phone: number })}
      </p>
      <CodeField
        label={t('profile.contacts.code')}
        binding={form.field('code')}
        // The code is the only thing to do in this step.
        autoFocus
        testId="phone-change-code"
      />
      <FormAlert messageKey={form.formError} />
      <div className="flex flex-wrap gap-2">
        <SaveButton pending={confirm.isPending} testId="phone-change-confirm">
          {t('profile.contacts.confirmPhone')}
        </SaveButton>
        <Button variant="ghost" onClick={onBack}>
          {t('profile.contacts.cancel')}
        </Button>
      </div>
    </form>
  );
}
