// Callables and triggers of this area; functions/src/index.ts re-exports them.
export { deliverMail, retryMail } from './deliver-mail';
