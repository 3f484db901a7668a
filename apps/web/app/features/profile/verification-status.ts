import type { VerificationStatus } from '@casino/contracts';
import type { BadgeTone } from './ui/status-badge';

/** How a verification status reads: its badge colour and the explanation under it. */
export function verificationTone(status: VerificationStatus): BadgeTone {
  switch (status) {
    case 'approved':
      return 'success';
    case 'none':
      return 'neutral';
    case 'pending':
    case 'diiaVerification':
    case 'signing':
      return 'warning';
    default:
      return 'danger';
  }
}

/** The explanation's message key; the statuses that need the support team share one. */
export function verificationTextKey(status: VerificationStatus): string {
  switch (status) {
    case 'none':
    case 'approved':
    case 'rejected':
      return `profile.verification.${status}Text`;
    case 'pending':
    case 'diiaVerification':
    case 'signing':
      return 'profile.verification.pendingText';
    default:
      return 'profile.verification.attentionText';
  }
}
