// Triggers and jobs that keep the firms' analytics figures current; functions/src/index.ts re-exports them.
export { onLeadWritten } from './on-lead-written';
export { refreshProvinceBenchmarks } from './refresh-province-benchmarks';
