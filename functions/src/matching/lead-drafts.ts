import {
  leadFormDataFromCriteria,
  leadPracticeArea,
  openLeadDisplayName,
  serviceLabelOf,
  type LeadSource,
  type SearchCriteria,
} from '@/domain';
import type { ContactDraft, LeadDraft, OpenLeadDraft } from './lead-transaction';

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

/** Spec section 7, sendLeadEmail: contact details, place, and who is asking for what. */
export function leadEmailDataFromCriteria(criteria: SearchCriteria): Record<string, unknown> {
  const common = {
    email: criteria.email,
    location: criteria.location,
    city: criteria.city,
    userType: criteria.userType,
    serviceLabel: serviceLabelOf(criteria),
  };
  if (criteria.userType === 'person') {
    return { ...common, firstName: criteria.firstName, lastName: criteria.lastName, description: criteria.description ?? '' };
  }
  return {
    ...common,
    companyName: criteria.companyName,
    contactName: criteria.contactName,
    serviceType: criteria.serviceType,
    description: criteria.additionalDetails ?? '',
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
