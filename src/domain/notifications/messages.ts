/** Every WhatsApp/SMS message the product sends (templates.ts has their texts). */
export const NOTIFICATION_MESSAGES = [
  'new-lead',
  'client-confirmation',
  'release-request',
  'lead-unanswered',
  'lead-rerouted',
  'review-invite',
  'contact-check',
  // The client answered No to the contact check: the request is open again (not "did not answer in time").
  'contact-not-confirmed',
  'verification-update',
  'billing-update',
  // The firm's answer and consultations (issue 35): an alert and a link only, never the fee or the message.
  'answer-received',
  'consultation-update',
  'consultation-reminder',
  // The one message an unconfirmed number can get (number-confirmation.ts): reply YES to start.
  'confirm-number',
  // A security compromise (POPIA s22): the notice's alert; the details go by email (security-compromises.ts).
  'security-notice',
] as const;
export type NotificationMessage = (typeof NOTIFICATION_MESSAGES)[number];
