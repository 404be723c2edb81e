import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type {
  DecideFirmVerificationInput,
  DecideFirmVerificationResult,
  FirmVerificationRecord,
  SetFirmSuspensionInput,
  SetFirmSuspensionResult,
} from '@/domain/firms/verification';
import { call } from '@/lib/callable';
import { firmAccountRef, firmsRef, firmVerificationRef, readableDocs, type Account, type Firm } from '@/lib/firestore';

/** How many pending firms the queue shows at once, oldest registration first. */
const VERIFICATION_QUEUE_SIZE = 25;

export interface PendingFirm {
  firm: Firm;
  account: Account | null;
  evidence: FirmVerificationRecord | null;
}

/**
 * The verification queue: firms waiting for an operator, oldest first (index: verification.state,
 * createdAt), each with its private contact details and evidence (operators may read both).
 */
export async function listPendingFirms(): Promise<PendingFirm[]> {
  const snapshot = await getDocs(
    query(firmsRef(), where('verification.state', '==', 'pending'), orderBy('createdAt', 'asc'), limit(VERIFICATION_QUEUE_SIZE)),
  );
  return Promise.all(
    readableDocs(snapshot).map(async (firm) => {
      const [account, evidence] = await Promise.all([
        getDoc(firmAccountRef(firm.id)).then(
          (d) => d.data() ?? null,
          () => null,
        ),
        getDoc(firmVerificationRef(firm.id)).then(
          (d) => d.data() ?? null,
          () => null,
        ),
      ]);
      return { firm, account, evidence };
    }),
  );
}

/** Approve (with what was checked) or reject (with the reason the firm is emailed). */
export function decideFirmVerification(input: DecideFirmVerificationInput): Promise<DecideFirmVerificationResult> {
  return call('decideFirmVerification', input);
}

/** Suspend or reinstate a firm, with a reason; audited and emailed on the server. */
export function setFirmSuspension(input: SetFirmSuspensionInput): Promise<SetFirmSuspensionResult> {
  return call('setFirmSuspension', input);
}
