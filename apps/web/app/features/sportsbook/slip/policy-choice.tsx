import { ODDS_POLICIES, type OddsPolicy } from '@casino/contracts';
import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { useTranslation } from '../../../lib/i18n';

/** The odds-change policy, a setting kept with the slip: take no moved price, better ones only, or any. */
export function PolicyChoice({
  value,
  onChange,
}: {
  value: OddsPolicy;
  onChange: (policy: OddsPolicy) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceTabs
      variant="compact"
      label={t('sportsbook.slip.policy.label')}
      options={ODDS_POLICIES.map((policy) => ({
        value: policy,
        label: t(`sportsbook.slip.policy.${policy}`),
      }))}
      value={value}
      onChange={onChange}
      testId="slip-policy"
    />
  );
}
