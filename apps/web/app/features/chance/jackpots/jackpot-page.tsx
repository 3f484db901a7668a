import { formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useTranslation } from '../../../lib/i18n';
import { SevensPanel } from '../sevens/sevens-panel';
import { JackpotRules } from './jackpot-rules';
import { JackpotWins } from './jackpot-wins';
import { useLiveJackpots } from './use-live-jackpots';

/**
 * The jackpots page (`/jackpot/`): each jackpot's pool in the viewer's currency, live from the `jackpotsStatus`
 * pushes, with its published share, odds and games, and the latest wins. The same for a guest.
 */
export function JackpotPage() {
  const { t, lang } = useTranslation();
  const status = useLiveJackpots();
  const data = status.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6" data-testid="jackpot-page">
      <header className="grid gap-1.5">
        <h1 className="text-2xl font-extrabold text-fg">{t('chance.jackpots.title')}</h1>
        <p className="text-sm text-muted">{t('chance.jackpots.lead')}</p>
      </header>
      <SevensPanel />
      {status.isPending ? (
        <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
      ) : status.isError || !data ? (
        <LoadFailed
          text={t('chance.jackpots.loadFailed')}
          retryLabel={t('serverError.retry')}
          onRetry={() => void status.refetch()}
        />
      ) : data.jackpots.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.jackpots.none')}</p>
      ) : (
        <>
          {data.jackpots.map((jackpot) => (
            <article key={jackpot.slug} className="grid gap-4" data-testid="jackpot">
              <section className="grid gap-1 rounded-2xl bg-gradient-to-br from-accent/15 to-surface-2 p-5 text-center ring-1 ring-line">
                <h2 className="text-base font-semibold text-fg">{jackpot.title[lang]}</h2>
                <p className="text-xs tracking-wide text-muted uppercase">{t('chance.jackpots.live')}</p>
                <p
                  className="text-3xl font-extrabold break-words text-fg tabular-nums sm:text-4xl"
                  aria-live="polite"
                  data-testid="jackpot-amount"
                >
                  {formatMoney(jackpot.amount, jackpot.currency, lang)}
                </p>
              </section>
              <JackpotRules jackpot={jackpot} />
            </article>
          ))}
          <JackpotWins wins={data.recentWins} />
        </>
      )}
    </div>
  );
}
