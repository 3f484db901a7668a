import type { BrandFeatures, PlayerMainData } from '@casino/contracts';
import { openAuthModal } from '../../lib/modals/auth-modals';
import { getModalState, openModal } from '../../lib/modals/modal-store';
import { pendingContact } from './pending-contact';
import { readSessionValue, writeSessionValue } from './session-flags';

const DISABLED_KEY = 'registerCompleteModalDisabled';
const SHOWN_KEY = 'registerCompleteModalShown';

/** The `disable-register-complete-modal` deep link: no reminder for the rest of the browser session. */
export function disableRegistrationPrompt(): void {
  writeSessionValue(DISABLED_KEY, '1');
}

/**
 * Once per browser session, a player whose registration is incomplete is reminded: the contact confirmation when
 * a contact waits for it, else RegisterComplete. Never over another modal, never after the link disabled it.
 */
export function promptIncompleteRegistration(
  player: PlayerMainData,
  features: Pick<BrandFeatures, 'modalNameNewSuffix'>,
): void {
  if (player.isGuest || player.complete || !player.registrationFunnel?.isShowConfirmPopup) return;
  if (readSessionValue(DISABLED_KEY) || readSessionValue(SHOWN_KEY) || getModalState().open) return;
  writeSessionValue(SHOWN_KEY, '1');
  const contact = pendingContact(player, undefined);
  if (contact) openAuthModal('RegistrationConfirm', features, { type: contact });
  else openModal('RegisterComplete');
}
