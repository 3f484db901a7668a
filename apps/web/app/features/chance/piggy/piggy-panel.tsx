import { localizePath, type PiggyBank, type PiggyBankBreak } from '@casino/contracts';
import { formatDayTime, numberFormat } from '@casino/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { formatAmount } from '../../../lib/money/format-amount';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';
import { toast } from '../../../lib/toasts/toast-store';
import { gameNameOfSlug, piggyFillPercent } from './piggy-display';
import { callPiggyBankEndpoint, PIGGY_BANK_KEY } from './piggy-endpoints';
import { usePiggyDisplay } from './use-piggy-display';

const REFUSALS = new Set(['piggy_bank_not_breakable', 'piggy_bank_unavailable']);

/** Breaks the piggy bank once (the server pays a fill once anyway); the page data is read again after. */
function useBreak() {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const [breaking, setBreaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    if (breaking) return;
    setBreaking(true);
    setError(null);
    try {
      const { data } = await callPiggyBankEndpoint('piggyBankBreak', {});
      toast({
        title: t('chance.moneyBox.piggy.paid', {
          amount: formatAmount(data.paid.amount, data.paid.currency, lang),
        }),
        tone: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: PIGGY_BANK_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
    } catch (failure) {
      const code = errorCodeOf(failure);
      setError(t(`chance.moneyBox.piggy.errors.${REFUSALS.has(code) ? code : 'unknown'}`));
    } finally {
      setBreaking(false);
    }
  };
  return { breaking, error, run: () => void run() };
}

/**
 * The piggy bank tab: its amount (after a top-up, the previous amount for the display delay, then the new one),
 * how full it is, its bounds, the break button once it may break, the games that fill it and past breaks.
 */
export function PiggyPanel({ piggy, breaks }: { piggy: PiggyBank; breaks: readonly PiggyBankBreak[] }) {
  const { t, lang } = useTranslation();
  const shown = usePiggyDisplay(piggy);
  const breaker = useBreak();
  const money = (amount: number) => formatAmount(amount, piggy.currency, lang);
  if (!piggy.available) {
    return <p className="text-center text-sm text-muted">{t('chance.moneyBox.piggy.unavailable')}</p>;
  }
  const percent = piggyFillPercent(piggy, shown.amount);
  const share = numberFormat(lang, { maximumFractionDigits: 2 }).format(piggy.shareBasisPoints / 100);
  return (
    <div className="grid gap-5" data-testid="piggy-panel">
      <p className="text-sm text-muted">{t('chance.moneyBox.piggy.lead', { share })}</p>
      <section className="grid gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm text-muted">{t('chance.moneyBox.piggy.amount')}</p>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${piggy.status === 'full' ? 'bg-win/15 text-win' : 'bg-surface-3 text-muted'}`}
            data-testid="piggy-status"
          >
            {t(`chance.moneyBox.piggy.status.${piggy.status}`)}
          </span>
        </div>
        <p className="text-3xl font-extrabold text-fg tabular-nums" data-testid="piggy-amount">
          {money(shown.amount)}
        </p>
        {shown.waiting ? (
          <p className="text-sm font-semibold text-win" data-testid="piggy-topped-up">
            {t('chance.moneyBox.piggy.toppedUp', { amount: money(piggy.delayedAmount) })}
          </p>
        ) : null}
        <div
          className="h-3 overflow-hidden rounded-full bg-surface-3"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-xs text-muted">
          {t('chance.moneyBox.piggy.bounds', { min: money(piggy.minAmount), max: money(piggy.maxAmount) })}
        </p>
      </section>
      {piggy.breakable ? null : (
        <p className="text-center text-sm text-muted">
          {t('chance.moneyBox.piggy.toBreak', { amount: money(piggy.minAmount - piggy.moneyBoxAmount) })}
        </p>
      )}
      <Button
        size="lg"
        disabled={!piggy.breakable || breaker.breaking}
        onClick={breaker.run}
        data-testid="piggy-break"
      >
        {t('chance.moneyBox.piggy.break')}
      </Button>
      {breaker.error ? (
        <p role="alert" className="text-center text-sm text-danger">
          {breaker.error}
        </p>
      ) : null}
      {piggy.games.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="text-sm font-bold text-fg">{t('chance.moneyBox.piggy.games')}</h3>
          <ul className="flex flex-wrap gap-2">
            {piggy.games.map((slug) => (
              <li key={slug}>
                <Link
                  to={localizePath(`/games/${slug}/`, lang)}
                  onClick={closeModal}
                  className="inline-flex rounded-full bg-surface-3 px-3 py-1 text-xs font-semibold text-fg ring-1 ring-line hover:bg-surface-2"
                >
                  {gameNameOfSlug(slug)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {breaks.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="text-sm font-bold text-fg">{t('chance.moneyBox.piggy.breaks')}</h3>
          <ul className="grid gap-1 text-sm text-muted">
            {breaks.map((row) => (
              <li key={row.fill}>
                {t('chance.moneyBox.piggy.breakLine', {
                  date: formatDayTime(new Date(row.brokenAt), lang),
                  amount: formatAmount(row.amount, row.currency, lang),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
