import CalendarCheck from 'lucide-react/icons/calendar-check';
import Dices from 'lucide-react/icons/dices';
import Gift from 'lucide-react/icons/gift';
import PackageOpen from 'lucide-react/icons/package-open';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { BonusTabs, bonusTabOf } from './bonus-tabs';
import { CasinoBonuses } from './casino-bonuses';
import { SportBonuses } from './sport-bonuses';

/**
 * The signed-in player's bonuses: the heading with the daily bonus and the promo-code links, the tabs, and the
 * tab's bonuses.
 */
export function PlayerBonuses() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = bonusTabOf(search);
  return (
    <div data-testid="bonuses-page" className="mx-auto flex w-full max-w-4xl flex-col gap-6 lg:gap-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('bonuses.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('bonuses.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            onClick={() => openModal('DailyBonusModal')}
            data-testid="bonuses-daily-link"
          >
            <CalendarCheck className="size-4.5" aria-hidden="true" />
            {t('bonuses.daily.title')}
          </Button>
          <Button variant="ghost" onClick={() => openModal('DailyDice')} data-testid="bonuses-dice-link">
            <Dices className="size-4.5" aria-hidden="true" />
            {t('bonuses.dice')}
          </Button>
          <Button variant="ghost" onClick={() => openModal('ChestsPopup')} data-testid="bonuses-chests-link">
            <PackageOpen className="size-4.5" aria-hidden="true" />
            {t('bonuses.chests')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => openModal('LotteryLootBoxesPopup')}
            data-testid="bonuses-loot-box-link"
          >
            <Gift className="size-4.5" aria-hidden="true" />
            {t('bonuses.lootBox')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => openModal('PromoCodesPopup')}
            data-testid="bonuses-promo-link"
          >
            <TicketPercent className="size-4.5" aria-hidden="true" />
            {t('bonuses.promoLink')}
          </Button>
        </div>
      </header>
      <BonusTabs current={tab} />
      {tab === 'sport' ? <SportBonuses /> : <CasinoBonuses />}
    </div>
  );
}
