import { useState } from 'react';
import { CheckField } from '../../../components/form/check-field';
import { useTranslation } from '../../../lib/i18n';

/** The age and agreements confirmations registration requires (spec section 5); both must be ticked. */
export function useRegistrationConfirmations() {
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [agreementsConfirmed, setAgreementsConfirmed] = useState(false);
  return {
    confirmed: ageConfirmed && agreementsConfirmed,
    fields: (
      <RegistrationConfirmations
        ageConfirmed={ageConfirmed}
        agreementsConfirmed={agreementsConfirmed}
        onAge={setAgeConfirmed}
        onAgreements={setAgreementsConfirmed}
      />
    ),
  };
}

function RegistrationConfirmations(props: {
  ageConfirmed: boolean;
  agreementsConfirmed: boolean;
  onAge: (checked: boolean) => void;
  onAgreements: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 rounded-2xl bg-surface-2/60 p-4 ring-1 ring-line">
      <CheckField name="ageConfirmed" checked={props.ageConfirmed} onChange={props.onAge} required>
        {t('auth.ageConfirmation')}
      </CheckField>
      <CheckField
        name="agreementsConfirmed"
        checked={props.agreementsConfirmed}
        onChange={props.onAgreements}
        required
      >
        {t('auth.agreementsConfirmation')}
      </CheckField>
    </div>
  );
}
