// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { matchFirms } from './match-firms';
export { requestMatch } from './request-match';
export { contactFirm } from './contact-firm';
export { submitFeaturedRequest } from './submit-featured-request';
