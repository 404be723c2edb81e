// The last screens as one module (late-steps.ts): one chunk for /matching's first load to name.
export * from './legal-need-step';
export * from './service-steps';
