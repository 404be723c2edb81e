import { MAX_PASSES_ON } from '@/domain/firms/response-clock';
import { type Lead } from '@/domain/leads/lead-documents';
import { type RequestEvent } from '@/domain/leads/my-request';
import { leadRef } from '../shared/lead-store';
import { firmSummaryRef } from '../shared/documents';

export interface ChainLead {
  id: string;
  lead: Lead;
}

/** Leads in one chain at most: the first and each time it was passed on. */
const MAX_CHAIN = MAX_PASSES_ON + 1;

async function readLead(id: string | undefined): Promise<ChainLead | null> {
  if (!id) return null;
  const lead = (await leadRef(id).get()).data();
  return lead ? { id, lead } : null;
}

/**
 * Every lead of one request, first to latest: the lead a link opens may be the first, a lead the
 * request was passed on to, or one in between (the client's older emails keep their links), and
 * the page shows the whole request from any of them.
 */
export async function requestChain(opened: ChainLead): Promise<ChainLead[]> {
  const chain = [opened];
  for (let i = 0; i < MAX_CHAIN; i++) {
    const before = await readLead(chain[0]!.lead.reroutedFromLeadId);
    if (!before) break;
    chain.unshift(before);
  }
  for (let i = 0; i < MAX_CHAIN; i++) {
    const after = await readLead(chain[chain.length - 1]!.lead.reroutedToLeadId);
    if (!after) break;
    chain.push(after);
  }
  return chain;
}

/** The firms' names, read once each ('The firm' for one that no longer exists). */
export async function firmNamesOf(chain: ChainLead[]): Promise<Map<string, string>> {
  const ids = [...new Set(chain.map((c) => c.lead.firmId))];
  const snaps = await Promise.all(ids.map((id) => firmSummaryRef(id).get()));
  return new Map(
    snaps.map((snap, i) => {
      const name = snap.data()?.firmName;
      return [ids[i]!, name ? name : 'The firm'];
    }),
  );
}

/**
 * What happened to the request: each lead of the chain in turn (a lead is only ever passed on
 * after the one before it lapsed), and within a lead, sent (or sent on) to the firm, when that firm
 * opened it (seenAt), first answered (respondedAt), lapsed, and a withdrawal, oldest first.
 */
export function timelineOf(chain: ChainLead[], firmNames: Map<string, string>): RequestEvent[] {
  return chain.flatMap(({ lead }, index) => {
    const firmName = firmNames.get(lead.firmId) ?? 'The firm';
    const events: (RequestEvent & { ms: number })[] = [];
    const add = (kind: RequestEvent['kind'], ms: number | null | undefined) => {
      if (typeof ms === 'number') events.push({ kind, firmName, at: new Date(ms).toISOString(), ms });
    };
    add(index === 0 ? 'sent' : 'sent-on', lead.createdAt);
    add('seen', lead.seenAt);
    add('contacted', lead.respondedAt);
    add('lapsed', lead.lapsedAt);
    add('withdrawn', lead.withdrawnAt);
    // A stable sort: on the same instant, the order above (sent before seen before answered) holds.
    return events.sort((a, b) => a.ms - b.ms).map(({ kind, firmName: name, at }) => ({ kind, firmName: name, at }));
  });
}
