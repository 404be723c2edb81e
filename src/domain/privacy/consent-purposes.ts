/**
 * Every purpose a person consents to, as the consent records store it: the wizard's terms and its
 * two choices (`lead.consent`: purpose, shareWithOtherFirms, reroute), the WhatsApp/SMS boxes
 * (MESSAGING_CONSENT: client, firm) and the legal-updates box. The privacy policy lists these,
 * the Information Officer's consent ledger will name them, and consent-purposes.test.ts fails when
 * a consent field exists in those schemas but not here, or the other way round.
 */
export interface ConsentPurpose {
  /** The field or key in the consent record's schema. */
  id: 'matching' | 'shareWithOtherFirms' | 'reroute' | 'messaging.client' | 'messaging.firm' | 'legalUpdates';
  who: string;
  purpose: string;
  required: boolean;
  withdraw: string;
}

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = [
  {
    id: 'matching',
    who: 'People and businesses asking for a lawyer',
    purpose: 'Sending your request to one matched firm (the terms you accept in the wizard)',
    required: true,
    withdraw: 'Withdraw the request or erase your information from the request’s own page',
  },
  {
    id: 'shareWithOtherFirms',
    who: 'People and businesses asking for a lawyer',
    purpose: 'Showing your case, without your name or contact details, to other firms in your province',
    required: false,
    withdraw: 'Withdraw the request from its page; other firms then no longer see it',
  },
  {
    id: 'reroute',
    who: 'People and businesses asking for a lawyer',
    purpose: 'Passing your request on to the next matching firm if the first does not answer in time',
    required: false,
    withdraw: 'Withdraw the request from its page',
  },
  {
    id: 'messaging.client',
    who: 'People and businesses asking for a lawyer',
    purpose: 'Updates about your request on WhatsApp (or SMS) as well as by email',
    required: false,
    withdraw: 'Reply STOP to any message, or use the link in it',
  },
  {
    id: 'messaging.firm',
    who: 'Law firms',
    purpose: 'New-lead alerts and account notices on WhatsApp (or SMS) as well as by email',
    required: false,
    withdraw: 'Reply STOP, or turn messages off in the dashboard’s Settings',
  },
  {
    id: 'legalUpdates',
    who: 'Legal-updates subscribers',
    purpose: 'Our legal updates by email (direct marketing, POPIA section 69)',
    required: false,
    withdraw: 'The unsubscribe link in every update',
  },
];
