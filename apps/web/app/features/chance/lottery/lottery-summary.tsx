import type { Lottery } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { CopyButton } from '../../../components/ui/copy-button';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="grid gap-1 rounded-2xl bg-surface-2 p-4 ring-1 ring-line">
      <p className="text-xs text-muted">{label}</p>
      <p className="text-2xl font-extrabold text-fg tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The player's stars and tickets (spec: balanceStars, unusedTickets, tickets) and how stars are earned. */
export function LotteryBalance({ lottery }: { lottery: Lottery }) {
  const { t, lang } = useTranslation();
  return (
    <section className="grid gap-2">
      <div className="grid grid-cols-3 gap-2">
        <Figure
          label={t('chance.lottery.balance.stars')}
          value={lottery.balanceStars}
          testId="lottery-stars"
        />
        <Figure
          label={t('chance.lottery.balance.unused')}
          value={lottery.unusedTickets}
          testId="lottery-unused"
        />
        <Figure
          label={t('chance.lottery.balance.tickets')}
          value={lottery.tickets}
          testId="lottery-entered"
        />
      </div>
      {lottery.starStake === null ? null : (
        <p className="text-xs text-muted">
          {t('chance.lottery.balance.earn', {
            amount: formatAmount(lottery.starStake, lottery.currency, lang),
          })}
        </p>
      )}
    </section>
  );
}

/** The next draw: its time and the hash of its server seed, committed before any ticket of it was sold. */
export function NextDraw({ lottery }: { lottery: Lottery }) {
  const { t, lang } = useTranslation();
  const draw = lottery.nextDraw;
  return (
    <section
      className="grid gap-2 rounded-2xl bg-surface-1 p-4 ring-1 ring-line"
      data-testid="lottery-next-draw"
    >
      <h2 className="flex items-center gap-2 text-base font-bold text-fg">
        <CalendarClock className="size-5 text-accent-ink" aria-hidden="true" />
        {t('chance.lottery.draws.next')}
      </h2>
      {draw ? (
        <>
          <p className="text-sm text-fg">
            <time dateTime={draw.drawAt}>
              {t('chance.lottery.draws.at', { when: formatDayTime(new Date(draw.drawAt), lang) })}
            </time>
          </p>
          <p className="text-xs text-muted">{t('chance.lottery.draws.seedHash')}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-lg bg-surface-3 px-2 py-1 font-mono text-xs break-all text-fg">
              {draw.serverSeedHash}
            </code>
            <CopyButton value={draw.serverSeedHash} label={t('chance.lottery.draws.seedHash')} />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">{t('chance.lottery.draws.none')}</p>
      )}
    </section>
  );
}
