import type { InsuranceTerms } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { TermGrid } from '../terms/term-grid';
import { insuranceTermLines } from './insurance-figures';

/** A programme's terms, each in words, and what cancels the cover. */
export function InsuranceTermsList({ terms }: { terms: InsuranceTerms }) {
  const { t, lang } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="insurance-terms">
      <TermGrid lines={insuranceTermLines(terms, t, lang)} />
      <p className="text-xs text-muted">{t('bonuses.insurance.terms.note')}</p>
    </div>
  );
}
