export { erasePersonalData } from './erase-personal-data';
export { findPersonalData } from './find-personal-data';
export { eraseMyData, getMyRequest, withdrawMyRequest } from './my-request';
export { recordDataSubjectRequest, updateDataSubjectRequest } from './data-subject-requests';
export { findConsents } from './consent-ledger';
export { recordRegulatorReport, recordSecurityCompromise, sendCompromiseNotices } from './security-compromises';
