/**
 * Every Firestore collection, named once for both SDKs. The browser's typed refs
 * (src/lib/firestore.ts) and the functions' document registry (functions/src/shared/documents.ts)
 * build their paths from these names; nothing else spells a collection (a lint rule keeps it so).
 * The document schemas of the collections that have one live with their records (firms/model.ts,
 * leads/lead-documents.ts, reviews/reviews.ts, ...), not here, so that a page needing a path does
 * not download every schema.
 */
import { PRACTICE_AREA_CONTRIBUTIONS, PRACTICE_AREA_COUNTS_DOC } from '../firms/practice-area-counts';

export const COLLECTIONS = {
  // Firms and their accounts
  firms: 'firms',
  /** firms/{firmId}/private/{account | verification} */
  firmPrivate: 'private',
  users: 'users',
  firmNames: 'firmNames',
  firmDomains: 'firmDomains',
  firmMatchIndex: 'firmMatchIndex',
  firmLanguageIndex: 'firmLanguageIndex',
  firmEmailConfirmations: 'firmEmailConfirmations',
  accountRequests: 'accountRequests',
  auditLog: 'auditLog',
  /** The Information Officer's register of data-subject requests (privacy/data-subject-requests.ts). */
  dataSubjectRequests: 'dataSubjectRequests',
  /** The Information Officer's security-compromise register (privacy/security-compromises.ts). */
  securityCompromises: 'securityCompromises',
  /** The inactivity warnings sent to a firm nobody signs in to (account/inactive-firms.ts); functions only. */
  inactiveFirmNotices: 'inactiveFirmNotices',
  // Leads
  leads: 'leads',
  openLeads: 'openLeads',
  contacts: 'contacts',
  firmLeadClients: 'firmLeadClients',
  leadReleases: 'leadReleases',
  leadReports: 'leadReports',
  sendOnLinks: 'sendOnLinks',
  /** The client's Yes / No links for a contact claim (contact-claim.ts). */
  contactCheckLinks: 'contactCheckLinks',
  requestAccess: 'requestAccess',
  erasedAddresses: 'erasedAddresses',
  // The firm's answer and bookings (src/domain/answers/documents.ts)
  leadAnswers: 'leadAnswers',
  consultationBookings: 'consultationBookings',
  firmSlotLocks: 'firmSlotLocks',
  answerTemplates: 'answerTemplates',
  answerLinks: 'answerLinks',
  bookingLinks: 'bookingLinks',
  // Reviews
  reviews: 'reviews',
  reviewReports: 'reviewReports',
  reviewInvites: 'reviewInvites',
  reviewInviteLeads: 'reviewInviteLeads',
  // Analytics and statistics
  firmStats: 'firmStats',
  provinceStats: 'provinceStats',
  stats: PRACTICE_AREA_COUNTS_DOC.collection,
  practiceAreaContributions: PRACTICE_AREA_CONTRIBUTIONS,
  // Messages, mail, content
  contactMessages: 'contactMessages',
  correspondentRequests: 'correspondentRequests',
  correspondentRequestCounts: 'correspondentRequestCounts',
  mail: 'mail',
  mailThrottle: 'mailThrottle',
  blogPosts: 'blog_posts',
  legalUpdateSubscribers: 'legalUpdateSubscribers',
  legalUpdateConfirmations: 'legalUpdateConfirmations',
  /** Visitors' better wordings of a translated message (i18n/suggestions.ts); read by operators and reviewers. */
  translationSuggestions: 'translationSuggestions',
  // WhatsApp and SMS (docs/notifications.md)
  notifications: 'notifications',
  messagingChoices: 'messagingChoices',
  messagingNumbers: 'messagingNumbers',
  messagingWebhookEvents: 'messagingWebhookEvents',
  messagingOptOutLinks: 'messagingOptOutLinks',
  /** Per-day counters of the phone caps (number-confirmation.ts): per number, per prefix, the day's SMS. */
  messagingCaps: 'messagingCaps',
  // Payments
  payments: 'payments',
  checkouts: 'checkouts',
  trialClaims: 'trialClaims',
  /** A firm started, changed or cancelled a paid plan: the operator's line (payments/plan-events.ts). */
  planEvents: 'planEvents',
  payfastSimulator: 'payfastSimulator',
  payfastSimulatorItns: 'payfastSimulatorItns',
  payfastSimulatorSubscriptions: 'payfastSimulatorSubscriptions',
  // Machinery
  idempotencyKeys: 'idempotencyKeys',
  rateLimits: 'rateLimits',
  system: 'system',
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;

/** The ids of the single documents under firms/{firmId}/private. */
export const FIRM_PRIVATE_DOCS = { account: 'account', verification: 'verification' } as const;

/** The retention job's bookmark (system/retention). */
export const RETENTION_STATE_ID = 'retention';
/** The inactive-firms job's bookmark (system/inactiveFirms). */
export const INACTIVE_FIRMS_STATE_ID = 'inactiveFirms';
