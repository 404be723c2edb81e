// Public aggregates that functions keep current; functions/src/index.ts re-exports them.
export { onFirmWritten } from './on-firm-written';
