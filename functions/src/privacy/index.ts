export { erasePersonalData } from './erase-personal-data';
export { findPersonalData } from './find-personal-data';
