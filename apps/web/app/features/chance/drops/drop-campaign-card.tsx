import type { Currency, DropCampaign } from '@casino/contracts';
import { formatDayTime, formatMoney, numberFormat } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { DropList } from './drop-list';

/** A stake of this many minor units (₴10, $10, ...) is the example the odds are published for, or the minimum. */
const EXAMPLE_STAKE = 10_00;

/** The campaign's published odds in the viewer's currency: the minimum stake and an example stake's exact chance. */
function DropOdds({ campaign, currency }: { campaign: DropCampaign; currency: Currency }) {
  const { t, lang } = useTranslation();
  const { odds } = campaign;
  if (!odds) return <p className="text-sm text-muted">{t('chance.drops.notInCurrency')}</p>;
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const stake = Math.max(EXAMPLE_STAKE, odds.minStake);
  const number = numberFormat(lang);
  return (
    <p className="text-sm text-muted" data-testid="drop-odds">
      {t('chance.drops.odds', {
        minStake: money(odds.minStake),
        stake: money(stake),
        tickets: number.format(Math.min(stake * odds.ticketsPerMinorUnit, odds.totalTickets)),
        total: number.format(odds.totalTickets),
      })}
    </p>
  );
}

/** One campaign: its window, what is left to drop, its odds and its latest drops. */
export function DropCampaignCard({ campaign, currency }: { campaign: DropCampaign; currency: Currency }) {
  const { t, lang } = useTranslation();
  const when =
    campaign.state === 'running'
      ? t('chance.drops.running', { date: formatDayTime(new Date(campaign.endsAt), lang) })
      : t('chance.drops.upcoming', { date: formatDayTime(new Date(campaign.startsAt), lang) });
  return (
    <article className="grid gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line" data-testid="drop-campaign">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold text-fg">{campaign.title[lang]}</h3>
        <span className="text-xs text-muted">{when}</span>
      </header>
      {campaign.kind === 'prize' ? (
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {campaign.prizes.map((line) => (
            <li
              key={line.id}
              className="flex items-baseline justify-between gap-2 rounded-xl bg-surface-3 px-3 py-2"
            >
              <span className="font-bold text-fg tabular-nums">
                {line.prize.amount !== null && line.prize.currency !== null
                  ? formatMoney(line.prize.amount, line.prize.currency, lang)
                  : line.prize.title[lang]}
              </span>
              <span className="text-xs text-muted tabular-nums" data-testid="drop-prizes-left">
                {t('chance.drops.prizesLeft', { left: line.left, count: line.count })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex flex-wrap justify-between gap-2 text-sm text-fg">
          <span className="font-bold">
            {t('chance.drops.starsPerDrop', { count: campaign.starsPerDrop })}
          </span>
          <span className="text-muted">{t('chance.drops.dropsLeft', { count: campaign.dropsLeft })}</span>
        </p>
      )}
      <DropOdds campaign={campaign} currency={currency} />
      <div className="grid gap-1.5">
        <h4 className="text-sm font-semibold text-fg">{t('chance.drops.recent')}</h4>
        <DropList drops={campaign.recentDrops} testId="drop-recent" />
      </div>
    </article>
  );
}
