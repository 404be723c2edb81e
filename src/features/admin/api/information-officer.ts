import { getDocs, limit, orderBy, query } from 'firebase/firestore';
import type { FindConsentsInput, FindConsentsResult } from '@/domain/privacy/consent-ledger';
import type {
  DataSubjectRequestDocument,
  RecordDataSubjectRequestInput,
  RecordDataSubjectRequestResult,
  UpdateDataSubjectRequestInput,
  UpdateDataSubjectRequestResult,
} from '@/domain/privacy/data-subject-requests';
import type {
  RecordRegulatorReportResult,
  RecordSecurityCompromiseInput,
  RecordSecurityCompromiseResult,
  SecurityCompromiseDocument,
  SendCompromiseNoticesResult,
} from '@/domain/privacy/security-compromises';
import { call } from '@/lib/callable';
import { dataSubjectRequestsRef, securityCompromisesRef, type WithId } from '@/lib/firestore';
import { useLoad, type Load } from '@/lib/use-load';

/** The latest requests and compromises the desk reads; older ones stay in Firestore. */
export const DESK_READ_LIMIT = 200;

/** The register of data-subject requests, newest first (operators only, by rules); `version` reloads it. */
export function useDataSubjectRequests(version: number): Load<WithId<DataSubjectRequestDocument>[]> {
  return useLoad(`dsr-${version}`, async () => {
    const snap = await getDocs(query(dataSubjectRequestsRef(), orderBy('receivedAt', 'desc'), limit(DESK_READ_LIMIT)));
    return snap.docs.map((d) => d.data());
  });
}

export function recordDataSubjectRequest(input: RecordDataSubjectRequestInput): Promise<RecordDataSubjectRequestResult> {
  return call('recordDataSubjectRequest', input);
}

export function updateDataSubjectRequest(input: UpdateDataSubjectRequestInput): Promise<UpdateDataSubjectRequestResult> {
  return call('updateDataSubjectRequest', input);
}

export function findConsents(input: FindConsentsInput): Promise<FindConsentsResult> {
  return call('findConsents', input);
}

/** The security-compromise register, newest first (operators only, by rules); `version` reloads it. */
export function useSecurityCompromises(version: number): Load<WithId<SecurityCompromiseDocument>[]> {
  return useLoad(`compromises-${version}`, async () => {
    const snap = await getDocs(query(securityCompromisesRef(), orderBy('recordedAt', 'desc'), limit(DESK_READ_LIMIT)));
    return snap.docs.map((d) => d.data());
  });
}

export function recordSecurityCompromise(input: RecordSecurityCompromiseInput): Promise<RecordSecurityCompromiseResult> {
  return call('recordSecurityCompromise', input);
}

export function sendCompromiseNotices(compromiseId: string): Promise<SendCompromiseNoticesResult> {
  return call('sendCompromiseNotices', { compromiseId });
}

export function recordRegulatorReport(compromiseId: string, reference: string): Promise<RecordRegulatorReportResult> {
  return call('recordRegulatorReport', { compromiseId, reference });
}
