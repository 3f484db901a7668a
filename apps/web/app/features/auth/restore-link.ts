import type { BrandFeatures } from '@casino/contracts';
import { openAuthModal } from '../../lib/modals/auth-modals';
import { confirmRestore } from './api/remind-confirm';
import { openRestoreOutcome } from './restore-outcome';

/** The `change-password` deep link: trades the e-mailed token and opens what the answer calls for. */
export async function confirmRestoreLink(
  token: string,
  features: Pick<BrandFeatures, 'modalNameNewSuffix'>,
): Promise<void> {
  if (!token) {
    openAuthModal('PasswordFailure', features);
    return;
  }
  try {
    openRestoreOutcome(await confirmRestore({ token }), features);
  } catch {
    openAuthModal('PasswordFailure', features);
  }
}
