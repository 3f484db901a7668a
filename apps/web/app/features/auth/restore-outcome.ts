import type { BrandFeatures, RemindConfirmResponse } from '@casino/contracts';
import { RESTORE_ERROR } from '@casino/contracts';
import { openAuthModal } from '../../lib/modals/auth-modals';

/**
 * Spec sections 2 and 8: a confirmed restore opens PasswordChange with its token; error 3 (a blocked account)
 * opens BlockedAccount; any other failure PasswordFailure.
 */
export function openRestoreOutcome(
  answer: RemindConfirmResponse,
  features: Pick<BrandFeatures, 'modalNameNewSuffix'>,
): void {
  if (answer.success) openAuthModal('PasswordChange', features, { restoreToken: answer.restoreToken });
  else if (answer.error === RESTORE_ERROR.blocked) openAuthModal('BlockedAccount', features);
  else openAuthModal('PasswordFailure', features);
}
