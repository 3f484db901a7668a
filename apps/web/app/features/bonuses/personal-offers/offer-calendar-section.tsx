import { formatDate, formatDayTime } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { BonusSection } from '../page/bonus-section';
import { useOfferCalendar } from './offer-queries';

/** A calendar day (`YYYY-MM-DD`, the brand's) as the site writes dates: at its noon in UTC, so it stays that day. */
function dayOf(date: string): string {
  return formatDate(new Date(`${date}T12:00:00Z`), 'UTC');
}

/** The bonus calendar: the player's personal offers on each of the coming days; nothing when there are none. */
export function OfferCalendarSection() {
  const { t, lang } = useTranslation();
  const calendar = useOfferCalendar();
  if (!calendar.data || calendar.data.length === 0) return null;
  return (
    <BonusSection
      id="calendar"
      title={t('bonuses.personalOffers.calendar.title')}
      lead={t('bonuses.personalOffers.calendar.lead')}
    >
      <ol className="grid gap-3">
        {calendar.data.map((day) => (
          <li
            key={day.date}
            className="rounded-3xl bg-surface-1 px-5 py-4 ring-1 ring-line"
            data-day={day.date}
          >
            <p className="text-sm font-semibold text-fg">{dayOf(day.date)}</p>
            <ul className="mt-2 grid gap-1.5">
              {day.offers.map((offer) => (
                <li key={offer.offerId} className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="text-fg">{offer.bonus.title}</span>
                  <span className="text-muted">
                    {t('bonuses.personalOffers.calendar.until', {
                      date: formatDayTime(new Date(offer.validUntil), lang),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </BonusSection>
  );
}
