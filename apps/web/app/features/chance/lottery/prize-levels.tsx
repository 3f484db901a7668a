import type { Lottery, LotteryLevelView } from '@casino/contracts';
import Shuffle from 'lucide-react/icons/shuffle';
import Trophy from 'lucide-react/icons/trophy';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { percentOfBasisPoints } from '../wheel/wheel-format';
import { callLotteryEndpoint } from './lottery-endpoints';
import { useLotteryAction } from './use-lottery-action';
import { wonPrizesText } from './won-prizes';

/**
 * A level's prizes for tickets of its kind, with their published chances: each taken for its cost, or one drawn at
 * random for the level's random cost (spec: prizes, prizes/randomly). Players only; buttons wait for enough tickets.
 */
function LevelPrizes({ level, unused }: { level: LotteryLevelView; unused: number }) {
  const { t, lang } = useTranslation();
  const { busy, run } = useLotteryAction();
  const take = (prizeId: number) =>
    run(`take:${prizeId}`, async () => {
      const { data } = await callLotteryEndpoint('lotteryExchange', {
        body: { prizeId, count: 1 },
        query: { lang },
      });
      return t('chance.lottery.levels.won', { prize: wonPrizesText(data.claims) });
    });
  const random = () =>
    run(`random:${level.id}`, async () => {
      const { data } = await callLotteryEndpoint('lotteryRandomPrize', {
        body: { levelId: level.id },
        query: { lang },
      });
      return t('chance.lottery.levels.won', { prize: wonPrizesText(data.claims) });
    });
  return (
    <div className="grid gap-2 border-t border-line pt-3">
      <p className="text-xs font-semibold text-muted">{t('chance.lottery.levels.prizes')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {level.prizes.map((prize) => (
          <li
            key={prize.id}
            className="grid content-between gap-2 rounded-xl bg-surface-2 p-3"
            data-testid="lottery-level-prize"
          >
            <div>
              <p className="text-sm font-semibold text-fg">{prize.prize.title}</p>
              <p className="text-xs text-muted">
                {t('chance.lottery.levels.chance', {
                  weight: prize.weight,
                  total: level.totalWeight,
                  percent: percentOfBasisPoints(prize.chanceBasisPoints, lang),
                })}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null || unused < prize.costTickets}
              onClick={() => take(prize.id)}
            >
              {t('chance.lottery.levels.take', { count: prize.costTickets })}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        disabled={busy !== null || unused < level.randomCostTickets}
        onClick={random}
        data-testid="lottery-random-prize"
      >
        <Shuffle className="size-4" aria-hidden="true" />
        {t('chance.lottery.levels.random', { count: level.randomCostTickets })}
      </Button>
    </div>
  );
}

/**
 * Each ticket kind's prize level: how many winners a draw has and what each wins. A player also sees the level's
 * prizes for tickets, one level under another so each has room for them.
 */
export function PrizeLevels({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3" aria-labelledby="lottery-levels-title">
      <h2 id="lottery-levels-title" className="text-lg font-bold text-fg">
        {t('chance.lottery.levels.title')}
      </h2>
      <ul className={`grid gap-3 ${lottery.signedIn ? '' : 'sm:grid-cols-3'}`}>
        {lottery.levels.map((level) => (
          <li
            key={level.id}
            className="grid content-start gap-1 rounded-2xl bg-surface-1 p-4 ring-1 ring-line"
            data-testid="lottery-level"
          >
            <p className="flex items-center gap-2 font-bold text-fg">
              <Trophy className="size-4 text-accent-ink" aria-hidden="true" />
              {level.title}
            </p>
            <p className="text-xs text-muted">{t(`chance.lottery.kinds.${level.ticketKind}`)}</p>
            <p className="text-sm text-fg">
              {t('chance.lottery.levels.drawPrize', { prize: level.drawPrize.title })}
            </p>
            <p className="text-xs text-muted">
              {t('chance.lottery.levels.winners', { count: level.winners })}
            </p>
            {lottery.signedIn ? (
              <LevelPrizes level={level} unused={lottery.unusedByKind[level.ticketKind]} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
