import { leadClock, type LeadClock } from '@/domain/firms/response-clock';
import { type ContactClaim } from '@/domain/leads/contact-claim';
import { type LeadFormData, type LeadStatus } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { withheldContactMessage, type ContactReleaseState } from '@/domain/leads/release';
import { type LeadReportOnLead, type SlotReturn } from '@/domain/leads/reports';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';

/** The parts of a stored lead the overview's "Your leads" reads. */
export interface FreeLead {
  id: string;
  status?: LeadStatus;
  createdAt?: number;
  responseDueAt?: number;
  lapsedAt?: number | null;
  reroutedToLeadId?: string;
  responseMinutes?: number;
  /** When the firm first saw the lead (markLeadSeen); the client's timeline shows it. */
  seenAt?: number;
  withdrawnAt?: number;
  /** The firm's "contacted" and the client's answer (contact-claim.ts). */
  contactClaim?: ContactClaim;
  contactRelease?: ContactReleaseState;
  personalInfoRemoved?: { at: number; reason: 'retention' | 'erasure' };
  formData: Partial<LeadFormData>;
  /** A report that the lead is not genuine, and a slot given back (lead-reports.ts). */
  report?: LeadReportOnLead;
  slotReturn?: SlotReturn;
}

export interface FreeLeadView {
  id: string;
  /** The need in words: 'Uncontested Divorce', 'Debt Collection'. */
  need: string;
  /** 'Soweto, Gauteng'. */
  area: string;
  /** The client as they named themselves; null when the details are withheld or removed. */
  client: { name: string; company: string | null; email: string | null; phone: string | null } | null;
  /** Why there are no contact details, when there are none. */
  noContact: string | null;
  clock: LeadClock;
  /** A lead not answered yet, not passed to another firm and not withdrawn can be marked contacted. */
  canMarkContacted: boolean;
}

/** 'Soweto, Gauteng'; the province alone when the city repeats it. */
function areaOf(formData: Partial<LeadFormData>): string {
  const city = formData.city?.trim() ?? '';
  const province = formData.location?.trim() ?? '';
  if (!city || city.toLowerCase() === province.toLowerCase()) return province;
  return province ? `${city}, ${province}` : city;
}

function clientOf(formData: Partial<LeadFormData>): FreeLeadView['client'] {
  const person = `${formData.firstName ?? ''} ${formData.lastName ?? ''}`.trim();
  const company = formData.companyName?.trim() || null;
  const name = person || formData.contactName?.trim() || company || '';
  const email = formData.email?.trim() || null;
  const phone = formData.phone?.trim() || null;
  if (!name && !email && !phone) return null;
  return { name: name || 'Name not given', company: company && company !== name ? company : null, email, phone };
}

/** What the free firm's overview shows for one of its leads, at `now`. */
export function freeLeadView(lead: FreeLead, now: number): FreeLeadView {
  const clock = leadClock(lead, now);
  const withheld = withheldContactMessage(lead.contactRelease);
  const removed = lead.personalInfoRemoved
    ? 'The client’s details were removed at their request or under our retention policy.'
    : null;
  const client = withheld || removed ? null : clientOf(lead.formData);
  const need = serviceLabelOfLead(lead.formData);
  return {
    id: lead.id,
    need: practiceAreaLabel(need) || need,
    area: areaOf(lead.formData),
    client,
    noContact: withheld ?? removed ?? (client ? null : 'No contact details were given.'),
    clock,
    // As updateLeadStatus allows: a late answer still counts while the request is not passed on.
    // A lead whose client said nobody contacted them is reopened for the client: the firm may dispute, not claim again.
    canMarkContacted:
      (lead.status ?? 'pending') === 'pending' &&
      lead.withdrawnAt === undefined &&
      lead.reroutedToLeadId === undefined &&
      lead.contactClaim?.state !== 'denied',
  };
}

/** A phone number as a tel: link (spaces and brackets out, a leading + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
