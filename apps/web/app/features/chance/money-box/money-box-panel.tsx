import type { MoneyBox, MoneyBoxHold } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { MoneyBoxAddForm } from './money-box-add-form';
import { callMoneyBoxEndpoint } from './money-box-endpoints';
import { useMoneyBoxChange } from './use-money-box-change';

function HoldRow({
  hold,
  box,
  onCollect,
  busy,
}: {
  hold: MoneyBoxHold;
  box: MoneyBox;
  onCollect: () => void;
  busy: boolean;
}) {
  const { t, lang } = useTranslation();
  return (
    <li
      className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3 ring-1 ring-line"
      data-testid="money-box-hold"
    >
      <div className="min-w-0">
        <p className="text-base font-bold text-fg tabular-nums">
          {formatAmount(hold.amount, box.currency, lang)}
        </p>
        <p className="text-xs text-muted">
          {t('chance.moneyBox.heldSince', { date: formatDayTime(new Date(hold.createdAt), lang) })}
        </p>
        <p className="text-xs text-muted">
          {hold.holdTill
            ? t('chance.moneyBox.heldTill', { date: formatDayTime(new Date(hold.holdTill), lang) })
            : t('chance.moneyBox.anyTime')}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={!hold.due || busy}
        onClick={onCollect}
        data-testid="money-box-collect"
      >
        {t('chance.moneyBox.collect')}
      </Button>
    </li>
  );
}

/**
 * The money box tab: what is in it and how much may still be played with, each held amount with its dates and
 * its collect button, taking back everything due, and setting a new amount aside.
 */
export function MoneyBoxPanel({ box }: { box: MoneyBox }) {
  const { t, lang } = useTranslation();
  const change = useMoneyBoxChange();
  const busy = change.busy !== null;
  const anyDue = box.holdAmounts.some((hold) => hold.due);
  const collect = (transactionId: number) =>
    void change.run(`collect-${transactionId}`, async () => {
      const { data } = await callMoneyBoxEndpoint('moneyBoxCollect', { body: { transactionId } });
      return data;
    });
  const withdraw = () =>
    void change.run('withdraw', async () => (await callMoneyBoxEndpoint('moneyBoxWithdraw', {})).data);
  return (
    <div className="grid gap-5" data-testid="money-box-panel">
      <section className="grid gap-1 rounded-2xl bg-surface-2 p-4 text-center ring-1 ring-line">
        <p className="text-sm text-muted">{t('chance.moneyBox.balance')}</p>
        <p className="text-3xl font-extrabold text-fg tabular-nums" data-testid="money-box-balance">
          {formatAmount(box.balance, box.currency, lang)}
        </p>
        <p className="text-xs text-muted">
          {t('chance.moneyBox.principal', { amount: formatAmount(box.principal, box.currency, lang) })} ·{' '}
          {t('chance.moneyBox.limit', {
            count: String(box.holdAmounts.length),
            limit: String(box.holdTransactionLimit),
          })}
        </p>
      </section>
      {box.holdAmounts.length === 0 ? (
        <p className="text-center text-sm text-muted">{t('chance.moneyBox.empty')}</p>
      ) : (
        <section className="grid gap-3">
          <ul className="grid gap-2">
            {box.holdAmounts.map((hold) => (
              <HoldRow
                key={hold.transactionId}
                hold={hold}
                box={box}
                busy={busy}
                onCollect={() => collect(hold.transactionId)}
              />
            ))}
          </ul>
          <Button
            variant="ghost"
            disabled={!anyDue || busy}
            onClick={withdraw}
            data-testid="money-box-withdraw"
          >
            {t('chance.moneyBox.withdraw')}
          </Button>
        </section>
      )}
      {change.error ? (
        <p role="alert" className="text-center text-sm text-danger" data-testid="money-box-error">
          {change.error}
        </p>
      ) : null}
      {box.holdAmounts.length < box.holdTransactionLimit ? (
        <MoneyBoxAddForm box={box} run={change.run} busy={busy} />
      ) : null}
    </div>
  );
}
