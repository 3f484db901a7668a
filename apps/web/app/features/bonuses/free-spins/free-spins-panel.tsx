import type { FreeSpins } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Play from 'lucide-react/icons/play';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';

/**
 * A free-spin bonus's spins on its card: how many are left of how many, the stake of each, what they won so far,
 * and its games, each with a Play button (for real money) while there are spins to play.
 */
export function FreeSpinsPanel({ spins }: { spins: FreeSpins }) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const money = (minor: number) => formatMoney(minor, spins.currency, lang);
  const playable = spins.status === 'active' && spins.roundsLeft > 0;
  const over = spins.status !== null && spins.status !== 'active';
  return (
    <section aria-labelledby={titleId} className="grid gap-3" data-testid="free-spins">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="text-sm font-bold text-fg">
          {t('bonuses.freeSpins.title')}
        </h4>
        <p className="text-2xl font-extrabold text-fg tabular-nums" data-testid="free-spins-left">
          {t('bonuses.freeSpins.left', { left: spins.roundsLeft, total: spins.rounds })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="sr-only">{t('bonuses.freeSpins.stake', { stake: '' })}</dt>
          <dd className="text-muted" data-testid="free-spins-stake">
            {t('bonuses.freeSpins.stake', { stake: money(spins.stake) })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('bonuses.freeSpins.winnings', { amount: '' })}</dt>
          <dd className="text-muted tabular-nums" data-testid="free-spins-winnings">
            {t('bonuses.freeSpins.winnings', { amount: money(spins.winnings) })}
          </dd>
        </div>
      </dl>
      {over ? <p className="text-sm text-muted">{t('bonuses.freeSpins.over')}</p> : null}
      <ul aria-label={t('bonuses.freeSpins.games')} className="flex flex-wrap gap-2">
        {spins.games.map((game) => (
          <li key={game.slug}>
            {playable ? (
              <Button
                onClick={() => openModal('Game', { slug: game.slug, isMoney: 'true' })}
                aria-label={t('bonuses.freeSpins.play', { game: game.title })}
                data-testid="free-spins-play"
                data-game={game.slug}
              >
                <Play className="size-4" aria-hidden="true" />
                {game.title}
              </Button>
            ) : (
              <span className="rounded-xl bg-surface-2 px-3 py-1.5 text-sm text-fg">{game.title}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
