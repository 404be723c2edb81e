export { erasePersonalData } from './erase-personal-data';
export { findPersonalData } from './find-personal-data';
export { eraseMyData, getMyRequest, withdrawMyRequest } from './my-request';
export { recordDataSubjectRequest, updateDataSubjectRequest } from './data-subject-requests';
