import { type JackpotSevens, MINOR_UNITS } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useTranslation } from '../../../lib/i18n';
import { useCountUp } from '../../../lib/use-count-up';
import { SevensDrops } from './sevens-drops';
import { useLiveSevens } from './use-live-sevens';
import { formatTermsMoney, formatWholeMoney } from './whole-money';

/**
 * The jackpot-sevens panel of the jackpots page: the pool in whole units counting up live from the pushes, the
 * ceiling it must drop before, the player's part of the current round, the round's committed hash and the latest
 * drops with their verification. Nothing when no jackpot-sevens runs in the viewer's currency.
 */
export function SevensPanel() {
  const { t } = useTranslation();
  const query = useLiveSevens();
  if (query.isPending)
    return <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />;
  if (query.isError)
    return (
      <LoadFailed
        text={t('chance.sevens.loadFailed')}
        retryLabel={t('serverError.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  return query.data ? <SevensCard sevens={query.data} /> : null;
}

function SevensCard({ sevens }: { sevens: JackpotSevens }) {
  const { t, lang } = useTranslation();
  const shown = useCountUp(sevens.amount) ?? sevens.amount;
  const ceiling = formatTermsMoney(sevens.dropCeiling, sevens.currency, lang);
  // How far the pool is on its way to the ceiling: the drop point itself stays secret until it drops.
  const pool = sevens.amount * MINOR_UNITS[sevens.currency];
  const filled = Math.min(100, Math.max(0, (pool * 100) / sevens.dropCeiling));
  return (
    <article
      className="grid gap-4 rounded-2xl bg-surface-2 p-4 ring-1 ring-line sm:p-5"
      data-testid="sevens-panel"
    >
      <section className="grid gap-2 rounded-2xl bg-gradient-to-br from-win/20 via-accent/10 to-surface-1 p-5 text-center ring-1 ring-line">
        <p className="text-xs font-semibold tracking-wide text-accent-ink uppercase">
          {t('chance.sevens.badge')}
        </p>
        <h2 className="text-lg font-bold text-fg">{sevens.title[lang]}</h2>
        <p
          className="text-4xl font-extrabold break-words text-fg tabular-nums sm:text-5xl"
          aria-live="polite"
          data-testid="sevens-amount"
        >
          {formatWholeMoney(shown, sevens.currency, lang)}
        </p>
        <div
          className="mx-auto h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-3"
          aria-hidden="true"
        >
          <div
            className="h-full rounded-full bg-win transition-[width] duration-700"
            style={{ width: `${filled}%` }}
          />
        </div>
        <p className="text-sm font-semibold text-fg" data-testid="sevens-ceiling">
          {t('chance.sevens.mustDropBefore', { amount: ceiling })}
        </p>
        <p className="text-sm text-muted" data-testid="sevens-user-amount">
          {sevens.userAmount === null
            ? t('chance.sevens.signInForPart')
            : t('chance.sevens.yourPart', { amount: formatMoney(sevens.userAmount, sevens.currency, lang) })}
        </p>
      </section>
      <p className="text-sm text-muted">
        {t('chance.sevens.rules', {
          share: numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
            sevens.shareBasisPoints / 10_000,
          ),
          seed: formatTermsMoney(sevens.seedAmount, sevens.currency, lang),
        })}
      </p>
      <div className="grid gap-1 text-xs" data-testid="sevens-commitment">
        {sevens.round ? (
          <>
            <span className="text-muted">{t('chance.sevens.commitment')}</span>
            <code className="font-mono break-all text-fg">{sevens.round.serverSeedHash}</code>
          </>
        ) : (
          <span className="text-muted">{t('chance.sevens.commitmentPending')}</span>
        )}
      </div>
      <SevensDrops drops={sevens.recentDrops} />
    </article>
  );
}
