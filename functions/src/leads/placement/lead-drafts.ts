import { formatSast, searchCriteriaOfLead } from '@/domain/firms/response-clock';
import { type Lead, type LeadFormData, type LeadSource } from '@/domain/leads/lead-documents';
import {
  leadFormDataFromCriteria,
  leadPracticeArea,
  openLeadDisplayName,
  serviceLabelOf,
  serviceLabelOfLead,
} from '@/domain/leads/leads';
import { urgencyLabel } from '@/domain/leads/urgency';
import { BUSINESS_SERVICE_LABELS, type FeaturedRequest, type SearchCriteria } from '@/domain/matching/criteria';
import { clientLanguageText } from '@/domain/matching/language-fit';
import { isPaidPlan } from '@/domain/payments/plans';
import { type Province } from '@/domain/shared/provinces';
import { firmDashboardPath } from '@/domain/shared/site';
import type { MailDataInput } from '../../mail/contracts';
import { appUrl } from '../../shared/app-origin';

/** The lead as the lead transaction writes it, before its ids, dates and clock. */
export interface LeadDraft {
  province: Province;
  practiceArea: string;
  source: LeadSource;
  formData: LeadFormData;
}

/** The client as the contacts list records them, and the address their emails go to. */
export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
}

/** The reduced copy other firms in the province may see. */
export interface OpenLeadDraft {
  province: Province;
  practiceArea: string;
  serviceLabel: string;
  displayName: string;
}

/**
 * What the lead emails say: the need in words, the area and the urgency. Never the client's name
 * or contact details (docs/firms.md, "Free plan"): the firm reads those in its dashboard. The
 * firm is only known inside the transaction, so the lead id, the deadline and the link are added
 * there.
 */
export interface LeadEmailDraft {
  need: string;
  area: string;
  urgency: string | null;
  /** The client's language in words (clientLanguageText); absent when the request does not record it. */
  language?: string;
}

/**
 * The firm's lead email, the same on every plan. The plan only decides where the link opens: a
 * paid firm's Leads tab on the lead, a free firm's overview, whose "Your leads" lists it.
 * `responseDueAt` is the lead's deadline (epoch millis), shown in SAST.
 */
export function leadNotificationData(
  draft: LeadEmailDraft,
  leadId: string,
  packageType: unknown,
  responseDueAt?: number,
): MailDataInput<'lead-notification'> {
  return {
    leadId,
    need: draft.need,
    area: draft.area,
    urgency: draft.urgency,
    ...(responseDueAt === undefined ? {} : { deadline: formatSast(responseDueAt) }),
    ...(draft.language ? { language: draft.language } : {}),
    dashboardUrl: appUrl(isPaidPlan(packageType) ? firmDashboardPath('leads', leadId) : firmDashboardPath(undefined, leadId)),
  };
}

/** The lead document's body for wizard and results-page requests. */
export function leadDraftFromCriteria(criteria: SearchCriteria, source: LeadSource): LeadDraft {
  return {
    province: criteria.location,
    practiceArea: leadPracticeArea(criteria),
    source,
    formData: leadFormDataFromCriteria(criteria),
  };
}

/** A business has one contact person; their name is split as well as a free-text name allows. */
export function contactFromCriteria(criteria: SearchCriteria): ContactDraft {
  if (criteria.userType === 'person') {
    return { firstName: criteria.firstName, lastName: criteria.lastName, email: criteria.email };
  }
  const [first = '', ...rest] = criteria.contactName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' '), email: criteria.email };
}

export function clientNameFromCriteria(criteria: SearchCriteria): string {
  return criteria.userType === 'person' ? criteria.firstName : criteria.contactName;
}

/** 'Soweto, Gauteng'; a featured request's city and province are both the firm's area, said once. */
export function areaOf(city: string, province: string): string {
  const [c, p] = [city.trim(), province.trim()];
  if (!c || c.toLowerCase() === p.toLowerCase()) return p;
  return p ? `${c}, ${p}` : c;
}

/**
 * What the lead emails say about a wizard or results-page request: the need in words and the
 * area. The wizard does not ask how urgent the matter is, so urgency is null ('Not stated').
 */
export function leadEmailFromCriteria(criteria: SearchCriteria): LeadEmailDraft {
  const language = clientLanguageText(criteria);
  return {
    need: serviceLabelOf(criteria),
    area: areaOf(criteria.city, criteria.location),
    urgency: null,
    ...(language ? { language } : {}),
  };
}

/** The same for a request from a featured firm's page: the service label and the urgency in words. */
export function leadEmailFromFeaturedRequest(request: FeaturedRequest, firmServiceArea: string): LeadEmailDraft {
  return {
    need: BUSINESS_SERVICE_LABELS[request.serviceType],
    area: areaOf(firmServiceArea, firmServiceArea),
    urgency: urgencyLabel(request.urgency),
  };
}

/** The reduced copy other paid firms in the province see: no names beyond an initial, no contact details. */
export function openLeadDraftFromCriteria(criteria: SearchCriteria): OpenLeadDraft {
  return {
    province: criteria.location,
    practiceArea: leadPracticeArea(criteria),
    serviceLabel: serviceLabelOf(criteria),
    displayName: openLeadDisplayName(criteria),
  };
}

/** What the emails call the client: the first name of a person, the contact person of a business. */
export function clientNameOfLead(formData: Lead['formData']): string {
  const name = formData.userType === 'business' ? formData.contactName : formData.firstName;
  return name?.trim() || 'there';
}

/** The need in words and the area of a stored lead, as its emails and send-on links name them. */
export const needAndAreaOfLead = (lead: Pick<Lead, 'formData' | 'province'>) => ({
  need: serviceLabelOfLead(lead.formData),
  area: areaOf(lead.formData.city ?? '', lead.province),
});

/**
 * What the lead emails say about a stored lead passed on to another firm: as its first firm read it
 * (a wizard request's criteria; a featured-firm request's service and urgency).
 */
export function leadEmailOfLead(lead: Pick<Lead, 'formData' | 'province'>): LeadEmailDraft {
  const criteria = searchCriteriaOfLead(lead.formData);
  if (criteria) return leadEmailFromCriteria(criteria);
  return { ...needAndAreaOfLead(lead), urgency: lead.formData.urgency ? urgencyLabel(lead.formData.urgency) : null };
}
