import {
  BUSINESS_SERVICE_LABELS,
  firmDashboardPath,
  isPaidPlan,
  leadFormDataFromCriteria,
  leadPracticeArea,
  openLeadDisplayName,
  serviceLabelOf,
  urgencyLabel,
  type FeaturedRequest,
  type LeadSource,
  type SearchCriteria,
} from '@/domain';
import type { MailData, MailDataInput } from '../mail/contracts';
import { appUrl } from '../shared/app-origin';
import type { ContactDraft, LeadDraft, OpenLeadDraft } from './lead-transaction';

type FullLeadMail = Extract<MailData<'lead-notification'>, { access: 'full' }>;

/**
 * What the lead emails say: the need in words, the area, the urgency, and the client as a firm
 * whose plan shows leads may see them. The firm is only known inside the transaction, so the
 * lead id, the links and the choice between the full and the locked email are added there.
 */
export interface LeadEmailDraft {
  need: string;
  area: string;
  urgency: string | null;
  client: FullLeadMail['client'];
}

/** The firm's lead email: client details and a dashboard link only for plans that show leads. */
export function leadNotificationData(
  draft: LeadEmailDraft,
  leadId: string,
  packageType: unknown,
): MailDataInput<'lead-notification'> {
  const summary = { leadId, need: draft.need, area: draft.area, urgency: draft.urgency };
  if (isPaidPlan(packageType)) {
    return { access: 'full', ...summary, client: draft.client, dashboardUrl: appUrl(firmDashboardPath('leads', leadId)) };
  }
  return { access: 'locked', ...summary, upgradeUrl: appUrl(firmDashboardPath('subscription')) };
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
 * What the lead emails say about a wizard or results-page request: the need in words, the area,
 * and the client as the firm may see them (the transaction decides whether the firm's plan may).
 * The wizard does not ask how urgent the matter is, so urgency is null ('Not stated').
 */
export function leadEmailFromCriteria(criteria: SearchCriteria): LeadEmailDraft {
  const common = { need: serviceLabelOf(criteria), area: areaOf(criteria.city, criteria.location), urgency: null };
  if (criteria.userType === 'person') {
    return {
      ...common,
      client: {
        userType: 'person',
        name: `${criteria.firstName} ${criteria.lastName}`.trim(),
        email: criteria.email,
        ...(criteria.description ? { description: criteria.description } : {}),
      },
    };
  }
  return {
    ...common,
    client: {
      userType: 'business',
      companyName: criteria.companyName,
      contactName: criteria.contactName,
      email: criteria.email,
      ...(criteria.additionalDetails ? { description: criteria.additionalDetails } : {}),
    },
  };
}

/** The same for a request from a featured firm's page: the service label and the urgency in words. */
export function leadEmailFromFeaturedRequest(request: FeaturedRequest, firmServiceArea: string): LeadEmailDraft {
  const description = [request.additionalDetails, request.description].filter(Boolean).join('\n\n');
  return {
    need: BUSINESS_SERVICE_LABELS[request.serviceType],
    area: areaOf(firmServiceArea, firmServiceArea),
    urgency: urgencyLabel(request.urgency),
    client: {
      userType: 'person',
      name: `${request.firstName} ${request.lastName}`.trim(),
      email: request.email,
      ...(description ? { description } : {}),
    },
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
