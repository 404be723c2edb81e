import { db } from '../shared/admin';

/**
 * leadReports/{leadId}: the operator's queue of leads firms reported as not genuine (one report
 * per lead, so the lead's id is the key). Operators read it; only functions write it.
 */
export const leadReportRef = (leadId: string) => db.collection('leadReports').doc(leadId);
