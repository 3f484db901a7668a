import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callInsuranceEndpoint } from '../../../lib/insurance-info';
import { useBonusesMoved } from '../api/bonuses-moved';

/** `POST /rest/insurance/apply/`: opts in; the player's next deposit is insured. */
export function useApplyInsurance() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async () => (await callInsuranceEndpoint('apply', { query: { lang } })).data,
    onSuccess: moved,
  });
}

/** `POST /rest/insurance/informed/`: the player saw the outcome; the page stops showing it. */
export function useInsuranceInformed() {
  const lang = useLanguage();
  const moved = useBonusesMoved();
  return useMutation({
    mutationFn: async (insuranceId: number) =>
      (await callInsuranceEndpoint('informed', { body: { insuranceId }, query: { lang } })).data,
    onSuccess: moved,
  });
}
