import type { CallableInput } from '@/domain/callables';
import type { ReportLeadResult } from '@/domain/leads/report-contract';
import { call } from '@/lib/callable';

/** Reports a lead as not genuine; the outcome arrives on the lead through the dashboard's listener. */
export function reportLead(input: CallableInput<'reportLead'>): Promise<ReportLeadResult> {
  return call('reportLead', input);
}
