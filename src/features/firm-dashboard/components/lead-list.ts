import { CONTACT_CLAIM_MESSAGES, type ContactClaim } from '@/domain/leads/contact-claim';
import { type LeadStatus } from '@/domain/leads/lead-documents';
import { withheldContactMessage, type ContactReleaseState } from '@/domain/leads/release';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';

export interface ListLead {
  id: string;
  status?: LeadStatus;
  createdAt?: number;
  practiceArea?: string;
  /** Accepted open leads: the client's details arrive only when they release them. */
  contactRelease?: ContactReleaseState;
  /** The response clock and the client's withdrawal (leadSchema, src/domain/leads/lead-documents.ts). */
  lapsedAt?: number | null;
  reroutedToLeadId?: string;
  withdrawnAt?: number;
  /** The firm's "contacted" and the client's answer (contact-claim.ts). */
  contactClaim?: ContactClaim;
  formData: {
    firstName?: string;
    lastName?: string;
    companyName?: string;
    contactName?: string;
    email?: string;
    city?: string;
    location?: string;
    description?: string;
    additionalDetails?: string;
    practiceArea?: string;
  };
}

export type SortKey = 'date' | 'status' | 'contact' | 'location';
/**
 * What a row shows and the filter picks by: the stored status, except that a withdrawn lead is
 * 'withdrawn' and a lead still pending when its response clock lapsed is 'lapsed', so a row never
 * shows two states at once.
 */
export type RowState = LeadStatus | 'lapsed' | 'withdrawn';
export type StatusFilter = 'all' | RowState;

/** Missing status means pending (spec). */
export const statusOf = (lead: ListLead): LeadStatus => lead.status ?? 'pending';

/** The one state a row shows: withdrawn first (the client ended it), then a lapsed pending lead. */
export function rowStateOf(lead: ListLead): RowState {
  if (typeof lead.withdrawnAt === 'number') return 'withdrawn';
  const status = statusOf(lead);
  if (status === 'pending' && typeof lead.lapsedAt === 'number') return 'lapsed';
  return status;
}

/**
 * Whether the firm can still answer the lead through the platform: not withdrawn, not closed, not
 * passed on to another firm (answerLead refuses those, and the lead then says why).
 */
export function canAnswer(lead: ListLead & { reroutedToLeadId?: string }): boolean {
  const state = rowStateOf(lead);
  if (state === 'withdrawn' || state === 'closed') return false;
  return lead.reroutedToLeadId === undefined;
}

export const ROW_STATE_LABEL: Record<RowState, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
  lapsed: 'Lapsed',
  withdrawn: 'Withdrawn',
};

/** The filter's options, in the order a firm works through its leads. */
export const STATUS_FILTERS: readonly RowState[] = ['pending', 'lapsed', 'contacted', 'converted', 'closed', 'withdrawn'];

/**
 * Why this lead's status can no longer be changed, or null when it can: updateLeadStatus refuses
 * a withdrawn lead and one the reroute job passed to another firm, so the screen says so instead
 * of offering a control that cannot work. A lapsed lead still with this firm can be answered.
 */
export function statusLockReason(lead: ListLead): string | null {
  if (typeof lead.withdrawnAt === 'number') return 'The client withdrew this request.';
  if (lead.reroutedToLeadId !== undefined) return 'Passed to another firm after the deadline.';
  if (lead.contactClaim?.state === 'denied') return CONTACT_CLAIM_MESSAGES.denied;
  return null;
}

/** The person's name, or the company when there is no first name; withheld details say so. */
export function contactName(lead: ListLead): string {
  const withheld = withheldContactMessage(lead.contactRelease);
  if (withheld) return withheld;
  const f = lead.formData;
  if (f.firstName?.trim()) return `${f.firstName} ${f.lastName ?? ''}`.trim();
  return f.companyName?.trim() || f.contactName?.trim() || 'Anonymous Client';
}

export function practiceLabel(id: string | undefined): string {
  if (!id) return '';
  const label = practiceAreaLabel(id);
  return label || id;
}

/** Case-insensitive search over first name, last name, company, email, city, description and practice area. */
export function matchesSearch(lead: ListLead, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const f = lead.formData;
  return [
    f.firstName,
    f.lastName,
    f.companyName,
    f.email,
    f.city,
    f.description,
    f.practiceArea,
    lead.practiceArea,
    practiceLabel(lead.practiceArea),
  ]
    .filter(Boolean)
    .some((v) => String(v).toLowerCase().includes(needle));
}

export function filterAndSort(
  leads: readonly ListLead[],
  term: string,
  status: StatusFilter,
  sort: SortKey,
  direction: 'asc' | 'desc',
): ListLead[] {
  const key = (l: ListLead): string | number => {
    if (sort === 'date') return l.createdAt ?? 0;
    if (sort === 'status') return rowStateOf(l);
    if (sort === 'contact') return contactName(l).toLowerCase();
    return `${l.formData.city ?? ''} ${l.formData.location ?? ''}`.toLowerCase();
  };
  const sign = direction === 'asc' ? 1 : -1;
  return leads
    .filter((l) => (status === 'all' || rowStateOf(l) === status) && matchesSearch(l, term))
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return ka < kb ? -sign : ka > kb ? sign : 0;
    });
}
