import Gift from 'lucide-react/icons/gift';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { useMoney } from './use-money';

/** The casino's free spins left on this game, while there are any: each play is one of them, at their stake. */
export function FreeSpinsCounter() {
  const { t } = useTranslation();
  const game = useGame();
  const money = useMoney();
  const stake = game.session.freeRounds?.stake;
  if (game.freeRoundsLeft === 0 || stake === undefined) return null;
  return (
    <output
      className="flex shrink-0 items-center gap-1 rounded-md bg-emerald-400/15 px-1.5 py-0.5 text-[11px] font-bold text-emerald-300 ring-1 ring-emerald-300/40"
      title={t('studio.freeSpins.stake', { stake: money(stake) })}
      aria-live="polite"
      data-testid="studio-free-spins"
    >
      <Gift className="size-3.5" aria-hidden="true" />
      {t('studio.freeSpins.left', { count: game.freeRoundsLeft })}
    </output>
  );
}
