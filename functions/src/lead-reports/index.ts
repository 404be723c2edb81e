// Leads that are not genuine (src/domain/leads/reports.ts): the firm's report and the operator's decision.
export { reportLead } from './report-lead';
export { decideLeadReport } from './decide-lead-report';
