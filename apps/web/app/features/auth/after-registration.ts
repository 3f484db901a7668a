import type { BrandFeatures, Language, PlayerMainData, RegistrationState } from '@casino/contracts';
import { openModal } from '../../lib/modals/modal-store';
import { fetchPlayerMainData } from './api/player-main-data';
import { openAuthModal } from './auth-modals';

/**
 * After a registration step: the header learns about the (new) player, then the funnel decides what is next —
 * the next contact to confirm, or the welcome. A failed player read leaves the header as it was until the next page.
 */
export async function continueRegistration(
  registration: RegistrationState,
  context: {
    lang: Language;
    features: Pick<BrandFeatures, 'modalNameNewSuffix'>;
    setPlayer: (player: PlayerMainData) => void;
  },
): Promise<void> {
  const [next] = registration.pendingConfirmations;
  if (next) openAuthModal('RegistrationConfirm', context.features, { type: next });
  else openModal('RegistrationCompleted');
  await fetchPlayerMainData(context.lang).then(context.setPlayer, () => undefined);
}
