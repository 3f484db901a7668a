import type { Freebet } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { TermGrid } from '../terms/term-grid';
import { type FreebetTermsSource, freebetTermLines } from './freebet-bonus';

/** A free-bet bonus's terms, in the grid every bonus's terms are drawn in. */
export function FreebetTerms({ bonus, freebet }: { bonus: FreebetTermsSource; freebet: Freebet | null }) {
  const { t, lang } = useTranslation();
  return (
    <div data-testid="bonus-terms" data-kind="freebet">
      <TermGrid lines={freebetTermLines(bonus, freebet, t, lang)} />
    </div>
  );
}
