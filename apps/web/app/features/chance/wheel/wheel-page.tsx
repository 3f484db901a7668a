import type { WheelPrize } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { useQuery } from '@tanstack/react-query';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { WheelPanel } from './wheel-panel';
import { wheelPrizesQuery } from './wheel-queries';

function PrizeList({ prizes }: { prizes: WheelPrize[] }) {
  const { t, lang } = useTranslation();
  if (prizes.length === 0) return <p className="text-sm text-muted">{t('chance.wheel.page.noPrizes')}</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl bg-surface-1 ring-1 ring-line" data-testid="wheel-prizes">
      {prizes.map((prize) => (
        <li key={prize.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
          <span className="font-semibold text-fg">{prize.text}</span>
          <time className="shrink-0 text-xs text-muted tabular-nums" dateTime={prize.createdAt}>
            {formatDayTime(new Date(prize.createdAt), lang)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The player's wheel prizes, newest first (players only). */
function PlayerPrizes() {
  const { t, lang } = useTranslation();
  const prizes = useQuery(wheelPrizesQuery(lang));
  return (
    <section className="grid gap-3" aria-labelledby="wheel-prizes-title">
      <h2 id="wheel-prizes-title" className="text-lg font-bold text-fg">
        {t('chance.wheel.page.prizes')}
      </h2>
      {prizes.data ? <PrizeList prizes={prizes.data} /> : null}
    </section>
  );
}

/**
 * The wheel page (`/wheel-fortune-mobile-page/`, in the main area and the app's webview area): the wheel, its
 * chances and the spin as in WheelFortunePopup, and the player's wheel prizes.
 */
export function WheelPage() {
  const { t } = useTranslation();
  const { isGuest } = useAppData().appMain.player;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6" data-testid="wheel-page">
      <header className="grid gap-1.5">
        <h1 className="text-2xl font-extrabold text-fg">{t('chance.wheel.page.title')}</h1>
        <p className="text-sm text-muted">
          {isGuest ? t('chance.wheel.page.signIn') : t('chance.wheel.lead')}
        </p>
      </header>
      <WheelPanel />
      {isGuest ? null : <PlayerPrizes />}
    </div>
  );
}
