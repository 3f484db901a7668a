import type { BrandFeatures } from '@casino/contracts';
import { ApiCallError } from '../../../lib/api-client';
import { openAuthModal } from '../../../lib/modals/auth-modals';

/** Opens BlockedAccount for a 403 `account_blocked`, with the end of a temporary lock when there is one. */
export function openBlockedAccount(
  error: unknown,
  features: Pick<BrandFeatures, 'modalNameNewSuffix'>,
): void {
  const body = error instanceof ApiCallError ? (error.body as { lockedUntil?: unknown }) : {};
  const lockedUntil = typeof body.lockedUntil === 'string' ? body.lockedUntil : undefined;
  openAuthModal('BlockedAccount', features, lockedUntil ? { lockedUntil } : {});
}
