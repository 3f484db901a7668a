import { useTranslation } from '../../../lib/i18n';
import { useOddsFormat } from '../../../lib/odds-format-preference';
import { TermGrid } from '../terms/term-grid';
import { type FreebetTermsSource, freebetTermLines } from './freebet-bonus';

/** A free-bet bonus's terms, in the grid every bonus's terms are drawn in. */
export function FreebetTerms({ bonus }: { bonus: FreebetTermsSource }) {
  const { t, lang } = useTranslation();
  return (
    <div data-testid="bonus-terms" data-kind="freebet">
      <TermGrid lines={freebetTermLines(bonus, t, lang, useOddsFormat())} />
    </div>
  );
}
