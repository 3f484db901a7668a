import { ODDS_POLICIES, type OddsPolicy } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The odds-change policy, a setting kept with the slip: take no moved price, better ones only, or any. A compact
 * segmented choice (native radios, so arrow keys move between options) that fits the slip's narrow column.
 */
export function PolicyChoice({
  value,
  onChange,
}: {
  value: OddsPolicy;
  onChange: (policy: OddsPolicy) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-1.5" data-testid="slip-policy">
      <legend className="mb-1.5 text-xs font-semibold text-muted">{t('sportsbook.slip.policy.label')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1 ring-1 ring-line">
        {ODDS_POLICIES.map((policy) => (
          <label
            key={policy}
            className="grid min-h-8 cursor-pointer place-items-center rounded-lg px-1 text-center text-xs leading-tight font-semibold text-muted transition-colors hover:text-fg has-checked:bg-surface-0 has-checked:text-fg has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={policy}
              checked={policy === value}
              onChange={() => onChange(policy)}
              className="sr-only"
            />
            {t(`sportsbook.slip.policy.${policy}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
