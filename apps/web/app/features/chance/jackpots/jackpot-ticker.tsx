import { localizePath } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Coins from 'lucide-react/icons/coins';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useLiveJackpots } from './use-live-jackpots';

/**
 * A compact live line of the jackpots' pools where the site shows featured content, leading to `/jackpot/`. It
 * renders nothing until the pools have loaded (and nothing on the server), so the page never waits for it.
 */
export function JackpotTicker() {
  const { t, lang } = useTranslation();
  const jackpots = useLiveJackpots().data?.jackpots ?? [];
  if (jackpots.length === 0) return null;
  return (
    <Link
      to={localizePath(MAIN_ROUTES.jackpot.path, lang)}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-gradient-to-r from-accent/15 to-surface-2 px-4 py-3 ring-1 ring-line hover:ring-accent"
      data-testid="jackpot-ticker"
    >
      <span className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Coins className="size-4 text-accent" aria-hidden="true" />
        {t('nav.jackpot')}
      </span>
      {jackpots.map((jackpot) => (
        <span key={jackpot.slug} className="text-lg font-extrabold text-fg tabular-nums" aria-live="polite">
          {formatMoney(jackpot.amount, jackpot.currency, lang)}
        </span>
      ))}
    </Link>
  );
}
