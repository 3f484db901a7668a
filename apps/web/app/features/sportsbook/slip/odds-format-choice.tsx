import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { useTranslation } from '../../../lib/i18n';
import { formatOdds, ODDS_FORMATS } from '../../../lib/odds-format';
import { saveOddsFormat, useOddsFormat } from '../../../lib/odds-format-preference';

/** A price the switch writes in each format, so the player sees what they choose (2.50, 3/2, +150). */
const SAMPLE_ODDS = 250;

/**
 * How the site writes prices: decimal, fractional or American. A preference of the player's, not of the slip: it is
 * kept in a cookie and applies at once to every price on the site.
 */
export function OddsFormatChoice() {
  const { t } = useTranslation();
  return (
    <ChoiceTabs
      variant="compact"
      label={t('sportsbook.slip.oddsFormat.label')}
      options={ODDS_FORMATS.map((format) => ({
        value: format,
        label: formatOdds(SAMPLE_ODDS, format),
        title: t(`sportsbook.slip.oddsFormat.${format}`),
      }))}
      value={useOddsFormat()}
      onChange={saveOddsFormat}
      testId="odds-format"
    />
  );
}
