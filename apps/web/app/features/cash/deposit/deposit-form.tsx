import type { SavedCard } from '@casino/contracts';
import { decimalSeparatorOf, formatMoney, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { type FormEvent, useEffect, useState } from 'react';
import { CheckField } from '../../../components/form/check-field';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { checkAmount, majorAmountText } from '../../../lib/money/amount';
import { formatAmount } from '../../../lib/money/format-amount';
import { useCashDeskCommand } from '../state/cash-desk-commands';
import type { PreferredDepositBonus } from '../state/deposit-bonus-choice';
import {
  cardMethod,
  type DepositOptions,
  type DepositSelection,
  initialDepositChoice,
  methodCurrency,
  presetsFor,
  selectedMethod,
} from '../state/deposit-choice';
import type { DepositChoice } from '../state/deposit-request';
import type { LightCashPaymentInfo } from '../state/light-cash';
import { useSuspensionSecondsLeft } from '../state/transactions-suspension';
import { AmountField } from '../ui/amount-field';
import { BonusChoice } from './bonus-choice';
import { ChoiceTile } from './choice-tile';
import { CardBrandMark, MethodMark } from './method-mark';
import { NoRiskLine } from './no-risk-line';
import { OneClickConfirm } from './one-click-confirm';
import { useBonusChoice } from './use-bonus-choice';

interface DepositFormProps {
  options: DepositOptions;
  /** The bonus the address chose (`/cash/bonus/{id}/`): chosen from the start when the amount qualifies for it. */
  bonusId: number | null;
  lightCash: LightCashPaymentInfo | null;
  pending: boolean;
  /** The server's refusal of the last start, worded for the player. */
  error: string | null;
  onSubmit: (choice: DepositChoice) => void;
}

function selectionKey(selection: DepositSelection | null): string {
  if (!selection) return '';
  return selection.kind === 'savedCard' ? `card:${selection.tokenId}` : `method:${selection.methodId}`;
}

/**
 * The deposit form: saved cards first, then the methods as tiles, the amount (chips and a free field with the
 * method's limits), the deposit bonuses the amount qualifies for, and one button with the final amount. After a
 * failed deposit the button counts down the transactions suspension.
 */
export function DepositForm({ options, bonusId, lightCash, pending, error, onSubmit }: DepositFormProps) {
  const { t, lang } = useTranslation();
  const { currency } = options;
  const [initial] = useState(() => initialDepositChoice(options, lightCash));
  const [selection, setSelection] = useState(initial.selection);
  const [amountText, setAmountText] = useState(() =>
    initial.amount === null ? '' : majorAmountText(initial.amount, currency, decimalSeparatorOf(lang)),
  );
  const [saveCard, setSaveCard] = useState(true);
  const [showErrors, setShowErrors] = useState(false);
  // The address's bonus names no list: it is chosen in whichever offers it.
  const [preferredBonus, setPreferredBonus] = useState<PreferredDepositBonus>(
    bonusId === null ? null : { source: 'either', id: bonusId },
  );
  // A saved card's one-click payment waits for the player's confirmation of the amount and the card.
  const [confirming, setConfirming] = useState<(DepositChoice & { card: SavedCard }) | null>(null);
  const suspendedFor = useSuspensionSecondsLeft();
  const command = useCashDeskCommand();

  useEffect(() => {
    if (command?.type === 'setAmount')
      setAmountText(majorAmountText(command.amount, currency, decimalSeparatorOf(lang)));
  }, [command, currency, lang]);

  const method = selectedMethod(options, selection);
  const limits = methodCurrency(method, currency);
  const presets = presetsFor(options, method);
  const check = limits ? checkAmount(amountText, currency, limits) : null;
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const amountError =
    showErrors && check && !check.ok && limits
      ? t(`cash.deposit.amountErrors.${check.error}`, { min: money(limits.min), max: money(limits.max) })
      : undefined;
  const bonus = useBonusChoice(check?.ok ? check.minor : null, preferredBonus);
  // Saved cards pay with the card method, so they show only where it is offered.
  const savedCards = cardMethod(options) ? options.oneClick.savedCards : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!method || !check?.ok || suspendedFor > 0 || pending) return;
    const card =
      selection?.kind === 'savedCard'
        ? (options.oneClick.savedCards.find((item) => item.tokenId === selection.tokenId) ?? null)
        : null;
    const choice = {
      methodId: method.id,
      slug: method.slug,
      amount: check.minor,
      card,
      saveCard,
      bonus: bonus.chosen,
    };
    if (choice.card) setConfirming({ ...choice, card: choice.card });
    else onSubmit(choice);
  };

  if (confirming) {
    return (
      <>
        <OneClickConfirm
          choice={confirming}
          currency={currency}
          pending={pending}
          onConfirm={() => onSubmit(confirming)}
          onBack={() => setConfirming(null)}
        />
        {error ? <DepositError text={error} /> : null}
      </>
    );
  }

  const buttonLabel =
    suspendedFor > 0
      ? t('cash.deposit.suspended', { seconds: suspendedFor })
      : check?.ok
        ? t('cash.deposit.submit', { amount: formatAmount(check.minor, currency, lang) })
        : t('cash.deposit.submitNoAmount');

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="deposit-form">
      <fieldset className="grid gap-2.5">
        <legend className="mb-2.5 text-sm font-semibold text-fg">{t('cash.deposit.method')}</legend>
        <div className="grid grid-cols-2 gap-2.5">
          {savedCards.map((card) => (
            <ChoiceTile
              key={card.tokenId}
              name="deposit-method"
              value={`card:${card.tokenId}`}
              checked={selectionKey(selection) === `card:${card.tokenId}`}
              onSelect={() => setSelection({ kind: 'savedCard', tokenId: card.tokenId })}
              mark={<CardBrandMark brand={card.brand} />}
              title={t('cash.deposit.savedCard', { last4: card.last4 })}
              detail={t('cash.deposit.oneClick', {
                expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`,
              })}
              testId="saved-card"
            />
          ))}
          {options.methods.map((item) => (
            <ChoiceTile
              key={item.id}
              name="deposit-method"
              value={`method:${item.id}`}
              checked={selectionKey(selection) === `method:${item.id}`}
              onSelect={() => setSelection({ kind: 'method', methodId: item.id })}
              mark={<MethodMark slug={item.slug} />}
              title={t(`cash.methods.${item.slug}`)}
              detail={t(`cash.methodHints.${item.slug}`)}
              testId={`method-${item.slug}`}
            />
          ))}
        </div>
      </fieldset>

      {limits ? (
        <div className="grid gap-3">
          <AmountField
            label={t('cash.deposit.amount')}
            value={amountText}
            onChange={setAmountText}
            symbol={NARROW_CURRENCY_SYMBOLS[currency]}
            hint={t('cash.deposit.limits', { min: money(limits.min), max: money(limits.max) })}
            error={amountError}
            testId="deposit-amount"
          />
          {presets.length > 0 ? (
            <fieldset className="grid grid-cols-4 gap-2">
              <legend className="sr-only">{t('cash.deposit.presets')}</legend>
              {presets.map((preset) => {
                const active = check?.ok === true && check.minor === preset;
                return (
                  <button
                    key={preset}
                    type="button"
                    aria-pressed={active}
                    onClick={() => setAmountText(majorAmountText(preset, currency, decimalSeparatorOf(lang)))}
                    data-testid="deposit-preset"
                    className="h-10 rounded-xl bg-surface-2 px-1 text-sm font-semibold whitespace-nowrap text-fg tabular-nums ring-1 ring-line transition hover:bg-surface-3 aria-pressed:bg-accent/15 aria-pressed:text-accent-ink aria-pressed:ring-2 aria-pressed:ring-accent"
                  >
                    {formatAmount(preset, currency, lang)}
                  </button>
                );
              })}
            </fieldset>
          ) : null}
        </div>
      ) : null}

      <NoRiskLine />

      {bonus.casino.options.length > 0 || bonus.sport.options.length > 0 || preferredBonus !== null ? (
        <BonusChoice
          offers={bonus}
          currency={currency}
          chosen={bonus.chosen}
          onChoose={setPreferredBonus}
          notForAmount={preferredBonus !== null && bonus.chosen === null}
        />
      ) : null}

      {method?.slug === 'card' && selection?.kind === 'method' ? (
        <CheckField name="save-card" checked={saveCard} onChange={setSaveCard}>
          {t('cash.deposit.saveCard')}
        </CheckField>
      ) : null}

      {error ? <DepositError text={error} /> : null}

      <div className="grid gap-3">
        <Button
          type="submit"
          size="lg"
          className="w-full text-base"
          disabled={pending || suspendedFor > 0 || !method}
          aria-busy={pending || undefined}
          data-testid="deposit-submit"
        >
          {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {buttonLabel}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
          <LockKeyhole className="size-3.5" aria-hidden="true" />
          {t('cash.deposit.trust')}
        </p>
      </div>
    </form>
  );
}

function DepositError({ text }: { text: string }) {
  return (
    <p
      role="alert"
      data-testid="deposit-error"
      className="rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
    >
      {text}
    </p>
  );
}
