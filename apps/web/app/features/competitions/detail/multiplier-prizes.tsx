import type { Competition } from '@casino/contracts';
import Gem from 'lucide-react/icons/gem';
import { useTranslation } from '../../../lib/i18n';
import { formatMultiplier } from '../format/points';
import { PrizeTable } from './prize-table';

/**
 * What the best single rounds win at the close: the places by multiplier (the additional prizes) and the jackpot of
 * the best round at or above its multiplier.
 */
export function MultiplierPrizes({ competition }: { competition: Competition }) {
  const { t, lang } = useTranslation();
  const { jackpot } = competition;
  return (
    <PrizeTable
      id="competition-multiplier-prizes"
      title={t('competitions.multiplier.title')}
      lead={competition.additionalPrizes.length > 0 ? t('competitions.multiplier.lead') : undefined}
      prizes={competition.additionalPrizes}
    >
      {jackpot ? (
        <div
          className="flex min-w-0 items-center gap-3 rounded-2xl bg-win/12 px-3 py-2.5"
          data-testid="competition-jackpot"
        >
          <Gem className="size-5 shrink-0 text-win" aria-hidden="true" />
          <div className="grid min-w-0 flex-1">
            <span className="text-sm font-bold text-fg">
              {t('competitions.multiplier.jackpot')} ·{' '}
              {t('competitions.multiplier.jackpotAt', {
                multiplier: formatMultiplier(jackpot.multiplier, lang),
              })}
            </span>
            <span className="text-xs text-muted">{t('competitions.multiplier.jackpotText')}</span>
          </div>
          <span className="shrink-0 text-right text-sm font-bold text-fg">{jackpot.prize.title}</span>
        </div>
      ) : null}
    </PrizeTable>
  );
}
