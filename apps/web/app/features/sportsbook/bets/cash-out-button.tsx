import type { SportBet } from '@casino/contracts';
import { CASH_OUT_REFUSALS, type CashOutRefusal } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import HandCoins from 'lucide-react/icons/hand-coins';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiCallError, errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useCashOut, useCashOutQuote } from '../api/cash-out';
import { labelText } from '../label';
import { cashOutRefusalLabel } from './bet-messages';
import { PartialCashOut, partRangeOf } from './partial-cash-out';

function refusalOf(error: unknown): CashOutRefusal | null {
  if (!(error instanceof ApiCallError)) return null;
  const refusal = error.body.error.details?.refusal;
  return CASH_OUT_REFUSALS.find((item) => item === refusal) ?? null;
}

function newAmountOf(error: unknown): number | null {
  if (!(error instanceof ApiCallError)) return null;
  const amount = error.body.error.details?.amount;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** A cash-out the player is asked to confirm: the stake it sells and the amount shown for it. */
interface Confirming {
  stake: number;
  amount: number;
  /** The server refused the amount shown before: this is its new one. */
  changed: boolean;
  /** This confirmation's id: pressed again after an answer that never came, it cannot pay twice. */
  referenceId: string;
}

/** A confirmation of `stake` for `amount`, under a reference id of its own. */
function confirmation(stake: number, amount: number, changed = false): Confirming {
  return { stake, amount, changed, referenceId: crypto.randomUUID().replaceAll('-', '') };
}

/**
 * Cash-out of an open single or express: the current value on the button, asked for when the bet comes on screen
 * and then kept current by push as prices move (asked for every few seconds while push is down); pressing it asks
 * for a confirmation at that value, which stays as shown while the player decides. Beside it, a part of the stake
 * may be cashed out instead (`PartialCashOut`), confirmed the same way. A value that moved meanwhile
 * (`cash_out_price_changed`) is shown and asked about again; a refusal says why.
 */
export function CashOutButton({ bet }: { bet: SportBet }) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [partial, setPartial] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quote = useCashOutQuote(bet.id, true);
  const cashOut = useCashOut();
  const money = (minor: number) => formatMoney(minor, bet.currency, lang);
  const offer = quote.data;

  if (!offer && quote.isPending) {
    return (
      <p className="flex items-center gap-2 text-xs text-muted">
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        {t('sportsbook.cashOut.checking')}
      </p>
    );
  }
  if (!offer) return null;
  if (!offer.available || offer.amount === null) {
    if (offer.refusal !== 'market_suspended') return null;
    return (
      <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted" data-testid="cash-out-refusal">
        {labelText(t, cashOutRefusalLabel(offer.refusal))}
      </p>
    );
  }

  const { remainingStake } = offer;
  const range = partRangeOf(bet, remainingStake);
  const confirm = ({ stake, amount, referenceId }: Confirming) => {
    setError(null);
    const whole = stake === remainingStake;
    cashOut.mutate(
      { betId: bet.id, stake, amount, referenceId },
      {
        onSuccess: () => {
          setConfirming(null);
          setPartial(false);
          const done = whole ? 'sportsbook.cashOut.done' : 'sportsbook.cashOut.partDone';
          toast({ title: t(done, { amount: money(amount) }), tone: 'success' });
        },
        onError: (failure) => {
          const code = errorCodeOf(failure);
          const newAmount = newAmountOf(failure);
          if (code === 'cash_out_price_changed' && newAmount !== null) {
            setConfirming(confirmation(stake, newAmount, true));
          } else if (code === 'cash_out_unavailable') {
            // Back to the bet's own cash-out, which says why.
            setConfirming(null);
            setPartial(false);
            setError(labelText(t, cashOutRefusalLabel(refusalOf(failure))));
          } else {
            setError(t('sportsbook.cashOut.failed'));
          }
        },
      },
    );
  };

  if (confirming) {
    const words = { amount: money(confirming.amount) };
    const partWords = {
      ...words,
      stake: money(confirming.stake),
      rest: money(remainingStake - confirming.stake),
    };
    const whole = confirming.stake === remainingStake;
    return (
      <section
        role="alertdialog"
        aria-labelledby={titleId}
        className="grid gap-2.5 rounded-xl bg-accent/10 p-3 ring-1 ring-accent/40"
        data-testid="cash-out-confirm"
      >
        <p id={titleId} className="text-sm font-bold text-fg">
          {t(whole ? 'sportsbook.cashOut.title' : 'sportsbook.cashOut.partTitle')}
        </p>
        <p className="text-xs text-fg" data-testid={confirming.changed ? 'cash-out-changed' : undefined}>
          {whole
            ? t(confirming.changed ? 'sportsbook.cashOut.changed' : 'sportsbook.cashOut.text', words)
            : t(
                confirming.changed ? 'sportsbook.cashOut.partChanged' : 'sportsbook.cashOut.partText',
                partWords,
              )}
        </p>
        {error ? (
          <p role="alert" className="text-xs text-danger">
            {error}
          </p>
        ) : null}
        <div className="grid gap-2">
          <Button
            size="sm"
            onClick={() => confirm(confirming)}
            disabled={cashOut.isPending}
            aria-busy={cashOut.isPending || undefined}
            data-testid="cash-out-submit"
          >
            {cashOut.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t('sportsbook.cashOut.button', { amount: money(confirming.amount) })}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(null)} disabled={cashOut.isPending}>
            {t('sportsbook.cashOut.cancel')}
          </Button>
        </div>
      </section>
    );
  }

  if (partial && range) {
    return (
      <PartialCashOut
        bet={bet}
        remainingStake={remainingStake}
        wholeAmount={offer.amount}
        range={range}
        onChoose={(stake, amount) => setConfirming(confirmation(stake, amount))}
        onCancel={() => setPartial(false)}
      />
    );
  }

  return (
    <div className="grid gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        onClick={() => setConfirming(confirmation(remainingStake, offer.amount ?? 0))}
        data-testid="cash-out-button"
      >
        <HandCoins className="size-4 text-win" aria-hidden="true" />
        {t('sportsbook.cashOut.button', { amount: money(offer.amount) })}
      </Button>
      {range ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          onClick={() => setPartial(true)}
          data-testid="cash-out-part"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('sportsbook.cashOut.part')}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
