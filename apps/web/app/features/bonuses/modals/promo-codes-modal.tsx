import type { Bonus } from '@casino/contracts';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldFrame, fieldNoteId } from '../../../components/form/field-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { inputClass } from '../../../components/form/text-field';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useApplyPromoCode } from '../api/apply-promo-code';
import { useValidatePromoCode } from '../api/validate-promo-code';
import { DepositWithBonus } from '../cards/deposit-with-bonus';
import { promoCodeOf } from '../promo-code/promo-code-format';
import { takenMessageKey } from '../taken-message';
import { TermsList } from '../terms/terms-list';
import { useBonusRefusal } from '../use-bonus-refusal';

/**
 * PromoCodesPopup (spec section 2): the player types a promo code, sees the bonus it gives with its terms, and only
 * then takes it. A code handed over (`code`, from the e-mail deep link) is checked at once.
 */
export default function PromoCodesModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const handed = promoCodeOf(params.code ?? '');
  const [text, setText] = useState(handed ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [taken, setTaken] = useState<Bonus | null>(null);
  const validate = useValidatePromoCode();
  const apply = useApplyPromoCode();
  const refuse = useBonusRefusal();
  const fieldId = useId();

  const check = (value: string) => {
    setRefusal(null);
    const code = promoCodeOf(value);
    setFieldError(code ? null : t('bonuses.promoCode.invalid'));
    if (code) validate.mutate(code, { onError: (failure) => setRefusal(refuse(failure)) });
  };
  // Once, even where effects run twice: a second check would only ask the same question again.
  const checkHanded = useRef(handed ? () => check(handed) : null);
  useEffect(() => {
    const run = checkHanded.current;
    checkHanded.current = null;
    run?.();
  }, []);

  const take = (code: string) => {
    setRefusal(null);
    apply.mutate(code, {
      onSuccess: (bonus) => {
        toast({ title: t(takenMessageKey(bonus), { title: bonus.title }), tone: 'success' });
        // A deposit bonus waits for the deposit: the popup stays to lead there.
        if (bonus.status === 'init') setTaken(bonus);
        else closeModal();
      },
      onError: (failure) => setRefusal(refuse(failure)),
    });
  };

  const anotherCode = () => {
    validate.reset();
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(text);
  };

  const offered = validate.data;
  const code = validate.variables;
  return (
    <div data-testid="promo-codes-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('bonuses.promoCode.title')} description={t('bonuses.promoCode.lead')} />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {taken ? (
          <div className="grid gap-3" data-testid="promo-code-taken">
            <p className="text-lg font-bold text-fg">{taken.title}</p>
            <DepositWithBonus bonus={taken} onNavigate={closeModal} />
          </div>
        ) : offered && code ? (
          <div className="grid gap-4" data-testid="promo-code-bonus">
            <div className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                {t('bonuses.promoCode.gives')}
              </p>
              <p className="text-lg font-bold text-fg">{offered.title}</p>
              {offered.description ? <p className="text-sm text-muted">{offered.description}</p> : null}
            </div>
            <TermsList bonus={offered} />
            <Refusal message={refusal} />
            <Button
              size="lg"
              className="w-full"
              onClick={() => take(code)}
              disabled={apply.isPending}
              aria-busy={apply.isPending || undefined}
              data-testid="promo-code-take"
            >
              {apply.isPending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
              {t('bonuses.promoCode.take')}
            </Button>
            <Button
              variant="ghost"
              size="lg"
              className="w-full"
              onClick={anotherCode}
              disabled={apply.isPending}
            >
              {t('bonuses.promoCode.other')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4" data-testid="promo-code-form">
            <FieldFrame
              id={fieldId}
              label={t('bonuses.promoCode.field')}
              hint={t('bonuses.promoCode.hint')}
              error={fieldError ?? undefined}
              errorTestId="promo-code-error"
            >
              <input
                id={fieldId}
                name="promo-code"
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldNoteId(fieldId, {
                  hint: t('bonuses.promoCode.hint'),
                  error: fieldError ?? undefined,
                })}
                className={`${inputClass} font-semibold tracking-wider`}
                data-testid="promo-code-input"
              />
            </FieldFrame>
            <Refusal message={refusal} />
            <SubmitButton pending={validate.isPending} testId="promo-code-check">
              {t('bonuses.promoCode.check')}
            </SubmitButton>
          </form>
        )}
      </div>
    </div>
  );
}

function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="promo-code-refusal"
      className="rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
    >
      {message}
    </p>
  );
}
