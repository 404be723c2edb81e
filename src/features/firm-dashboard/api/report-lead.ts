import type { CallableInput, ReportLeadResult } from '@/domain';
import { call } from '@/lib/callable';

/** Reports a lead as not genuine; the outcome arrives on the lead through the dashboard's listener. */
export function reportLead(input: CallableInput<'reportLead'>): Promise<ReportLeadResult> {
  return call('reportLead', input);
}
