import type { InsuranceTerms } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { insuranceTermLines } from './insurance-figures';

/** A programme's terms, each in words, and what cancels the cover. */
export function InsuranceTermsList({ terms }: { terms: InsuranceTerms }) {
  const { t, lang } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="insurance-terms">
      <dl className="grid gap-2 sm:grid-cols-2">
        {insuranceTermLines(terms, t, lang).map((line) => (
          <div
            key={line.id}
            data-term={line.id}
            className="grid content-start gap-0.5 rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line"
          >
            <dt className="text-xs text-muted">{line.label}</dt>
            <dd className="text-sm font-semibold text-fg">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t('bonuses.insurance.terms.note')}</p>
    </div>
  );
}
