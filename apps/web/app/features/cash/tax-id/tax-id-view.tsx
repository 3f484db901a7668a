import type { Currency } from '@casino/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileText from 'lucide-react/icons/file-text';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useSaveTaxId } from '../api/save-tax-id';
import { cashErrorMessage } from '../cash-errors';
import { isValidTaxId } from '../state/tax-id';

/**
 * The tax-ID view (spec section 2, `/inn/`): the player's RNOKPP, checked by its check digit before it is sent.
 * Withdrawals in currencies that are not exempt need it, and real-money play where the brand asks for it (spec
 * section 5): `purpose` says which, so the player reads why.
 */
export function TaxIdView({
  currency,
  onSaved,
  onBack,
  purpose = 'withdraw',
}: {
  currency: Currency;
  onSaved: () => void;
  onBack: (() => void) | null;
  purpose?: 'withdraw' | 'play';
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSaveTaxId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const taxId = value.replace(/\s/g, '');
    if (!isValidTaxId(taxId)) {
      setError(t('cash.taxId.invalid'));
      return;
    }
    setError(null);
    mutation.mutate(taxId, {
      onSuccess: () => {
        toast({ title: t('cash.taxId.saved'), tone: 'success' });
        onSaved();
      },
      onError: (failure) =>
        setError(
          errorCodeOf(failure) === 'validation_failed'
            ? t('cash.taxId.invalid')
            : cashErrorMessage(failure, { t, lang, currency }),
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="tax-id-view">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="-ml-2 inline-flex h-9 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('cash.taxId.back')}
        </button>
      ) : null}
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
          <FileText className="size-5.5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 className="text-lg font-bold text-fg">{t('cash.taxId.title')}</h3>
          <p className="text-sm leading-relaxed text-muted" data-testid="tax-id-lead">
            {t(purpose === 'play' ? 'cash.taxId.leadPlay' : 'cash.taxId.lead')}
          </p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {t('cash.taxId.field')}
        </label>
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/[^0-9]/g, '').slice(0, 10))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder="0000000000"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          data-testid="tax-id-input"
          className={`${inputClass} font-mono text-lg tracking-[0.2em]`}
        />
        <p
          id={`${id}-note`}
          role={error ? 'alert' : undefined}
          className={`text-xs ${error ? 'font-medium text-danger' : 'text-muted'}`}
          data-testid={error ? 'tax-id-error' : undefined}
        >
          {error ?? t('cash.taxId.hint')}
        </p>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={mutation.isPending}
        data-testid="tax-id-submit"
      >
        {mutation.isPending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {t('cash.taxId.submit')}
      </Button>
    </form>
  );
}
