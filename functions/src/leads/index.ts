// Callables, triggers and jobs of the response clock; functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { responseClockRun as clockRun } from './response-clock-trigger';
import { contactCheckRunner } from './contact-check-job';

export { updateLeadStatus } from './update-lead-status';
export { responseClock } from './response-clock-job';
export { refreshResponseFigures } from './refresh-response-figures';
export { onLeadLapsed } from './on-lead-lapsed';
export { resumeMatching } from './resume-matching';
export { getSendOnOffer } from './get-send-on-offer';
export { sendLeadOn } from './send-lead-on';
export { markLeadSeen } from './mark-lead-seen';
export { getContactCheck, answerContactCheck } from './contact-check';
export { disputeContactDenial, decideContactDispute } from './contact-dispute';
export { contactChecks } from './contact-check-job';

/** Moves the response clock on demand in emulator runs; never deployed (see payments/index.ts). */
export const responseClockRun = inEmulator() ? clockRun : undefined;
/** Runs the contact-check job on demand in emulator runs; never deployed. */
export const contactCheckRun = inEmulator() ? contactCheckRunner : undefined;
