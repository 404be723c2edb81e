// Callables for messages between people; functions/src/index.ts re-exports them.
export { sendContactMessage } from './send-contact-message';
export { sendCorrespondentRequest } from './send-correspondent-request';
