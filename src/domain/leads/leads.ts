/**
 * Turning what a client submitted into lead documents, and the messages around match
 * confirmation. Shared so the callable that writes a lead and the screen that reports on it use
 * the same labels and wording.
 */
import type { CallableErrorReason } from '../callable-errors';
import { BUSINESS_SERVICE_LABELS, type FeaturedRequest, type SearchCriteria } from '../matching/criteria';
import { findItem, findSubcategory } from '../matching/practice-areas';
import { shortReference } from '../shared/format';
import { type LeadFormData } from './lead-documents';

export const ANONYMOUS_CLIENT = 'Anonymous Client';
/** The featured-firm path has no taxonomy choice; the spec fills these fields with fixed text. */
export const FEATURED_MATCH_LABEL = 'Featured Match';
export const BUDGET_NOT_SPECIFIED = 'Not specified';

export const MATCH_MESSAGES = {
  matchingFailed: 'Matching failed',
  matchingError: 'An error occurred while matching firms',
  notSuccess: 'Unable to process your request. Please try again or contact support.',
  leadLimit: 'This firm has reached their monthly lead limit. Please try another firm or contact support.',
  otherError: 'An error occurred while processing your request. Please try again.',
  noFeaturedFirms: 'No featured firms found in this province',
  loadFirmsFailed: 'Failed to load firms',
  loadFeaturedFirmsFailed: 'Failed to load featured firms',
} as const;

/** The start of the server's message when a free firm's allowance is used up (its reason is 'lead-limit-reached'). */
export const NO_LEADS_AVAILABLE = 'No leads available';

/**
 * The wording for a failed lead request (confirmation screen, featured-firm form), by the error's
 * reason. A rate limit's own message says when to try again, so it is shown as the server wrote it.
 */
export function confirmationErrorMessage(reason: CallableErrorReason | null, serverMessage?: string): string {
  if (reason === 'rate-limited' && serverMessage) return serverMessage;
  return reason === 'lead-limit-reached' ? MATCH_MESSAGES.leadLimit : MATCH_MESSAGES.otherError;
}

/**
 * The taxonomy id a lead is filed under. Business requests map onto the taxonomy too, so every
 * lead's practice area has a label.
 */
export function leadPracticeArea(criteria: SearchCriteria): string {
  if (criteria.userType === 'business') {
    return criteria.serviceType === 'collections' ? 'debt-collection' : 'commercial-corporate';
  }
  return criteria.subcategory;
}

/** What the client needs, in words: the most specific taxonomy name, or the business service. */
export function serviceLabelOf(criteria: SearchCriteria): string {
  if (criteria.userType === 'business') return BUSINESS_SERVICE_LABELS[criteria.serviceType];
  const item = criteria.specificItem ? findItem(criteria.specificItem) : null;
  return item?.name ?? findSubcategory(criteria.subcategory)?.name ?? criteria.subcategory;
}

/** The need in words from a stored lead's answers, as serviceLabelOf says it from the wizard's. */
export function serviceLabelOfLead(
  formData: Pick<LeadFormData, 'serviceType' | 'category' | 'specificItem' | 'subcategory' | 'practiceArea'>,
): string {
  const service = formData.serviceType ?? formData.category;
  if (service && service in BUSINESS_SERVICE_LABELS)
    return BUSINESS_SERVICE_LABELS[service as keyof typeof BUSINESS_SERVICE_LABELS];
  const item = formData.specificItem ? findItem(formData.specificItem) : null;
  const sub = formData.subcategory ? findSubcategory(formData.subcategory) : null;
  return item?.name ?? sub?.name ?? formData.practiceArea ?? 'Legal help';
}

/**
 * What other firms see on an open lead before one accepts it (and after, until the client
 * releases their details): whether a person or a business asks, never a name. Shared cases are
 * double-blind.
 */
export function openLeadDisplayName(criteria: Pick<SearchCriteria, 'userType'>): string {
  return criteria.userType === 'business' ? 'A business client' : 'A private client';
}

/** The short reference a firm reads on an open lead card (the end of its id). */
export const openLeadReference = (openLeadId: string) => shortReference(openLeadId);

export function leadFormDataFromCriteria(criteria: SearchCriteria): LeadFormData {
  const common = {
    userType: criteria.userType,
    email: criteria.email,
    location: criteria.location,
    city: criteria.city,
    legalTermsAccepted: criteria.legalTermsAccepted,
    ...(criteria.locale ? { locale: criteria.locale } : {}),
  };
  if (criteria.userType === 'business') {
    return {
      ...common,
      companyName: criteria.companyName,
      contactName: criteria.contactName,
      serviceType: criteria.serviceType,
      ...(criteria.additionalDetails ? { additionalDetails: criteria.additionalDetails } : {}),
    };
  }
  return {
    ...common,
    firstName: criteria.firstName,
    lastName: criteria.lastName,
    practiceArea: criteria.practiceArea,
    subcategory: criteria.subcategory,
    ...(criteria.specificItem ? { specificItem: criteria.specificItem } : {}),
    ...(criteria.description ? { description: criteria.description } : {}),
  };
}

/**
 * The featured-firm request as a lead's formData. The client gave no location, so the firm's own
 * service area stands in for both location and city, as the spec's payload does.
 */
export function leadFormDataFromFeaturedRequest(request: FeaturedRequest, firmServiceArea: string): LeadFormData {
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    location: firmServiceArea,
    city: firmServiceArea,
    urgency: request.urgency,
    budget: BUDGET_NOT_SPECIFIED,
    practiceArea: request.serviceType,
    serviceType: request.serviceType,
    category: request.serviceType,
    subcategory: FEATURED_MATCH_LABEL,
    specificItem: FEATURED_MATCH_LABEL,
    legalTermsAccepted: request.legalTermsAccepted,
    ...(request.description ? { description: request.description } : {}),
    ...(request.additionalDetails ? { additionalDetails: request.additionalDetails } : {}),
  };
}
