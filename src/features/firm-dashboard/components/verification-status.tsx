import { Alert } from '@/components/ui';
import { VERIFICATION_MESSAGES } from '@/domain/firms/verification';
import { verifiedBadgeText } from '@/domain/firms/verification-badge';
import type { Firm } from '@/lib/firestore';

/**
 * Where the firm stands with verification and suspension: why it is not shown to clients yet, or
 * the exact badge clients see. The rejection reason itself was emailed to the firm.
 */
export function VerificationStatus({ firm }: { firm: Pick<Firm, 'verification' | 'suspended'> }) {
  if (firm.suspended) {
    return (
      <Alert tone="error" title="Suspended" className="mb-6">
        {VERIFICATION_MESSAGES.suspendedBanner}
      </Alert>
    );
  }
  if (firm.verification.state === 'pending') {
    return (
      <Alert tone="warning" title="Waiting for verification" className="mb-6">
        {VERIFICATION_MESSAGES.pendingBanner}
      </Alert>
    );
  }
  if (firm.verification.state === 'rejected') {
    return (
      <Alert tone="error" title="Not verified" className="mb-6">
        {VERIFICATION_MESSAGES.rejectedBanner} we have emailed you the reason. Please reply to that email once it is corrected.
        Until then your firm is not shown to clients and receives no leads.
      </Alert>
    );
  }
  return <p className="mb-6 text-sm font-medium text-green-900">{verifiedBadgeText(firm.verification)}</p>;
}
