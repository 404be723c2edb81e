import { orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import type { CallableInput } from '@/domain/callables';
import type { DecideLeadReportResult } from '@/domain/leads/report-contract';
import { call } from '@/lib/callable';
import { leadReportsRef } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/use-paged-query';

/** Every lead report, newest first, live (operators only, by rules): open ones to decide, decided ones for the record. */
export function useLeadReports() {
  const base = useMemo(() => query(leadReportsRef(), orderBy('createdAt', 'desc')), []);
  const paged = usePagedQuery(base, 'leadReports:all');
  return { ...paged, reports: paged.items };
}

/** Accepts or declines a report with a note the firm reads; accepting gives a free firm its slot back. */
export function decideLeadReport(input: CallableInput<'decideLeadReport'>): Promise<DecideLeadReportResult> {
  return call('decideLeadReport', input);
}
