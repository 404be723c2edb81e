import { practiceAreaLabel, withheldContactMessage, type ContactReleaseState, type LeadStatus } from '@/domain';

export interface ListLead {
  id: string;
  status?: LeadStatus;
  createdAt?: number;
  practiceArea?: string;
  /** Accepted open leads: the client's details arrive only when they release them. */
  contactRelease?: ContactReleaseState;
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
export type StatusFilter = 'all' | LeadStatus;

/** Missing status means pending (spec). */
export const statusOf = (lead: ListLead): LeadStatus => lead.status ?? 'pending';

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
    if (sort === 'status') return statusOf(l);
    if (sort === 'contact') return contactName(l).toLowerCase();
    return `${l.formData.city ?? ''} ${l.formData.location ?? ''}`.toLowerCase();
  };
  const sign = direction === 'asc' ? 1 : -1;
  return leads
    .filter((l) => (status === 'all' || statusOf(l) === status) && matchesSearch(l, term))
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return ka < kb ? -sign : ka > kb ? sign : 0;
    });
}
