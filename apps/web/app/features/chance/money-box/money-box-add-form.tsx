import type { MoneyBox } from '@casino/contracts';
import { NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import { useId, useRef, useState } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { parseMajorAmount } from '../../../lib/money/amount';
import { callMoneyBoxEndpoint } from './money-box-endpoints';
import type { RunMoneyBoxChange } from './use-money-box-change';

/** A fresh key for one amount the player sets aside: a double click or a retry sends the same one. */
function newKey(): string {
  return crypto.randomUUID();
}

/** The first moment of a picked day (the date field's yyyy-mm-dd) in the player's time. */
function startOfDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Sets an amount of the playable money aside, until a date when one is picked. */
export function MoneyBoxAddForm({
  box,
  run,
  busy,
}: {
  box: MoneyBox;
  run: RunMoneyBoxChange;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const amountId = useId();
  const tillId = useId();
  const [amount, setAmount] = useState('');
  const [till, setTill] = useState('');
  const [invalid, setInvalid] = useState(false);
  const key = useRef(newKey());
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseMajorAmount(amount, box.currency);
    if (!parsed.ok || parsed.minor <= 0 || parsed.minor > box.principal) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const done = await run('add', async () => {
      const { data } = await callMoneyBoxEndpoint('moneyBoxAdd', {
        body: {
          amount: parsed.minor,
          idempotency_key: key.current,
          ...(till ? { holdTill: startOfDay(till).toISOString() } : {}),
        },
      });
      return data;
    });
    if (done) {
      key.current = newKey();
      setAmount('');
      setTill('');
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      data-testid="money-box-add"
      noValidate
    >
      <h3 className="text-base font-bold text-fg">{t('chance.moneyBox.add.title')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={amountId} className="grid gap-1.5 text-sm font-semibold text-fg">
          {t('chance.moneyBox.add.amount', { currency: NARROW_CURRENCY_SYMBOLS[box.currency] })}
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              key.current = newKey();
            }}
            aria-invalid={invalid || undefined}
            className={inputClass}
            data-testid="money-box-amount"
          />
        </label>
        <label htmlFor={tillId} className="grid gap-1.5 text-sm font-semibold text-fg">
          {t('chance.moneyBox.add.till')}
          <input
            id={tillId}
            type="date"
            min={tomorrow()}
            value={till}
            onChange={(event) => {
              setTill(event.target.value);
              key.current = newKey();
            }}
            className={inputClass}
            data-testid="money-box-till"
          />
        </label>
      </div>
      {invalid ? (
        <p role="alert" className="text-sm text-danger">
          {t('chance.moneyBox.add.invalid')}
        </p>
      ) : (
        <p className="text-xs text-muted">{t('chance.moneyBox.add.tillHint')}</p>
      )}
      <Button type="submit" disabled={busy} data-testid="money-box-add-submit">
        {t('chance.moneyBox.add.submit')}
      </Button>
    </form>
  );
}
