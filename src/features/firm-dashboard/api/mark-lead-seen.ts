import { useEffect, useRef } from 'react';
import { call } from '@/lib/callable';

/**
 * When the firm opens a lead's details, tells the server once (markLeadSeen stamps `seenAt` the
 * first time only); the client's request page then shows that the firm saw it. A lead already
 * stamped, or already reported in this visit, is not sent again. A failure is silent: it costs
 * the client one timeline entry, never the firm its work.
 */
export function useMarkLeadSeen(lead: { id: string; seenAt?: number } | null): void {
  const reported = useRef(new Set<string>());
  const leadId = lead && lead.seenAt === undefined ? lead.id : null;
  useEffect(() => {
    if (!leadId || reported.current.has(leadId)) return;
    reported.current.add(leadId);
    call('markLeadSeen', { leadId }).catch(() => reported.current.delete(leadId));
  }, [leadId]);
}
