import type { Currency, PaymentMethod, SavedCard } from '@casino/contracts';
import { decimalSeparatorOf, formatMoney, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { checkAmount, majorAmountText } from '../../../lib/money/amount';
import { formatAmount } from '../../../lib/money/format-amount';
import { ChoiceTile } from '../deposit/choice-tile';
import { CardBrandMark, MethodMark } from '../deposit/method-mark';
import { methodCurrency } from '../state/deposit-choice';
import { isValidIban, normaliseIban } from '../state/iban';
import { AmountField } from '../ui/amount-field';

/** Where the money goes: a saved card of the card method, or an IBAN of a bank-transfer method. */
type Destination = { methodId: number; tokenId: string } | { methodId: number; iban: true };

export interface WithdrawalChoice {
  methodId: number;
  amount: number;
  destination: { token_id: string } | { iban: string };
}

function destinationsOf(methods: readonly PaymentMethod[], cards: readonly SavedCard[]): Destination[] {
  return methods.flatMap((method): Destination[] => {
    if (method.slug === 'card') return cards.map((card) => ({ methodId: method.id, tokenId: card.tokenId }));
    if (method.slug === 'bank_transfer') return [{ methodId: method.id, iban: true }];
    return [];
  });
}

function destinationKey(destination: Destination): string {
  return 'tokenId' in destination ? `card:${destination.tokenId}` : `iban:${destination.methodId}`;
}

/**
 * The withdrawal form: where to (saved cards, a bank account), the amount within the method's limits and the
 * balance, and one button with the final amount.
 */
export function WithdrawForm({
  methods,
  savedCards,
  currency,
  available,
  pending,
  error,
  onSubmit,
}: {
  methods: readonly PaymentMethod[];
  savedCards: readonly SavedCard[];
  currency: Currency;
  /** The principal: what can be withdrawn now. */
  available: number;
  pending: boolean;
  error: string | null;
  onSubmit: (choice: WithdrawalChoice) => void;
}) {
  const { t, lang } = useTranslation();
  const ibanId = useId();
  const destinations = destinationsOf(methods, savedCards);
  const [selected, setSelected] = useState<Destination | undefined>(destinations[0]);
  const [amountText, setAmountText] = useState('');
  const [iban, setIban] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, lang);

  if (destinations.length === 0) {
    return (
      <p className="rounded-2xl bg-surface-2/60 p-4 text-sm text-muted ring-1 ring-line">
        {t('cash.withdraw.noDestination')}
      </p>
    );
  }

  const method = methods.find((item) => item.id === selected?.methodId);
  const limits = methodCurrency(method, currency);
  const max = limits ? Math.min(limits.max, available) : 0;
  const check = limits ? checkAmount(amountText, currency, { min: limits.min, max }) : null;
  const ibanValid = isValidIban(iban);
  const wantsIban = selected !== undefined && 'iban' in selected;
  const amountError =
    showErrors && check && !check.ok && limits
      ? check.error === 'above_max' && available < limits.max
        ? t('cash.withdraw.aboveBalance', { balance: money(available) })
        : t(`cash.deposit.amountErrors.${check.error}`, { min: money(limits.min), max: money(max) })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!selected || !check?.ok || pending || (wantsIban && !ibanValid)) return;
    onSubmit({
      methodId: selected.methodId,
      amount: check.minor,
      destination: 'tokenId' in selected ? { token_id: selected.tokenId } : { iban: normaliseIban(iban) },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="withdraw-form">
      <fieldset className="grid gap-2.5">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('cash.withdraw.destination')}</legend>
        <div className="grid grid-cols-2 gap-2.5">
          {destinations.map((destination) => {
            const key = destinationKey(destination);
            const card =
              'tokenId' in destination
                ? savedCards.find((item) => item.tokenId === destination.tokenId)
                : null;
            return (
              <ChoiceTile
                key={key}
                name="withdraw-destination"
                value={key}
                checked={selected !== undefined && destinationKey(selected) === key}
                onSelect={() => setSelected(destination)}
                mark={card ? <CardBrandMark brand={card.brand} /> : <MethodMark slug="bank_transfer" />}
                title={
                  card ? t('cash.deposit.savedCard', { last4: card.last4 }) : t('cash.withdraw.bankAccount')
                }
                detail={card ? t('cash.withdraw.toCard') : t('cash.withdraw.toIban')}
                testId="withdraw-destination"
              />
            );
          })}
        </div>
      </fieldset>

      {wantsIban ? (
        <div className="grid gap-1.5">
          <label htmlFor={ibanId} className="text-sm font-semibold text-fg">
            {t('cash.withdraw.iban')}
          </label>
          <input
            id={ibanId}
            value={iban}
            onChange={(event) => setIban(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="UA00 0000 0000 0000 0000 0000 0000 0"
            aria-invalid={showErrors && !ibanValid ? true : undefined}
            data-testid="withdraw-iban"
            className={`${inputClass} font-mono uppercase`}
          />
          <p className={`text-xs ${showErrors && !ibanValid ? 'font-medium text-danger' : 'text-muted'}`}>
            {showErrors && !ibanValid ? t('cash.withdraw.ibanInvalid') : t('cash.withdraw.ibanHint')}
          </p>
        </div>
      ) : null}

      {limits ? (
        <div className="grid gap-2">
          <AmountField
            label={t('cash.withdraw.amount')}
            value={amountText}
            onChange={setAmountText}
            symbol={NARROW_CURRENCY_SYMBOLS[currency]}
            hint={t('cash.deposit.limits', { min: money(limits.min), max: money(max) })}
            error={amountError}
            testId="withdraw-amount"
          />
          <div>
            <button
              type="button"
              disabled={max < limits.min}
              onClick={() => setAmountText(majorAmountText(max, currency, decimalSeparatorOf(lang)))}
              className="h-8 rounded-full bg-surface-2 px-3.5 text-xs font-semibold text-fg ring-1 ring-line transition hover:bg-surface-3 disabled:opacity-50"
            >
              {t('cash.withdraw.all', { amount: money(max) })}
            </button>
          </div>
        </div>
      ) : null}

      {error ? (
        <p
          role="alert"
          data-testid="withdraw-error"
          className="rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
        >
          {error}
        </p>
      ) : null}

      <Button
        type="submit"
        size="lg"
        className="w-full text-base"
        disabled={pending}
        aria-busy={pending || undefined}
        data-testid="withdraw-submit"
      >
        {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {check?.ok
          ? t('cash.withdraw.submit', { amount: formatAmount(check.minor, currency, lang) })
          : t('cash.withdraw.submitNoAmount')}
      </Button>
    </form>
  );
}
