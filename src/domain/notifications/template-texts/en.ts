import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import type { LocaleTemplates } from './types';

const STOP_LINE = 'Reply STOP to end these messages, or turn them off here:';

/** English: the source every other language's text translates. */
export const EN: LocaleTemplates = {
  'new-lead': {
    name: 'regmatch_new_lead',
    variables: ['reference', 'link', 'optOutLink'],
    body: `${BRAND_NAME}: a new client request (ref {{1}}) is waiting for your firm. Sign in to see it and respond: {{2}}\n${STOP_LINE} {{3}}`,
  },
  'client-confirmation': {
    name: 'regmatch_request_sent',
    variables: ['reference', 'link', 'optOutLink'],
    body: `${BRAND_NAME}: your request (ref {{1}}) has been sent to a law firm. See it here: {{2}}\n${STOP_LINE} {{3}}`,
  },
  'release-request': {
    name: 'regmatch_release_request',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: a law firm would like to take on your shared request. Choose whether it receives your details: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'lead-unanswered': {
    name: 'regmatch_firm_no_answer',
    variables: ['reference', 'link', 'optOutLink'],
    body: `${BRAND_NAME}: the firm did not answer your request (ref {{1}}) in time. See your options: {{2}}\n${STOP_LINE} {{3}}`,
  },
  'lead-rerouted': {
    name: 'regmatch_request_passed_on',
    variables: ['reference', 'link', 'optOutLink'],
    body: `${BRAND_NAME}: your request has been passed to another law firm (new ref {{1}}). See it here: {{2}}\n${STOP_LINE} {{3}}`,
  },
  'review-invite': {
    name: 'regmatch_review_invite',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: how was your law firm? Leave a short review: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'contact-check': {
    name: 'regmatch_contact_check',
    variables: ['firm', 'yesLink', 'noLink', 'optOutLink'],
    body: `${BRAND_NAME}: did {{1}} contact you about your request? Yes: {{2}} No: {{3}}\n${STOP_LINE} {{4}}`,
    // On WhatsApp the client may tap instead of opening a link (contactCheckReplies).
    quickReplies: ['Yes', 'No'],
  },
  // The client answered No: the firm's contact was not confirmed, the request is open again.
  'contact-not-confirmed': {
    name: 'regmatch_contact_not_confirmed',
    variables: ['firm', 'reference', 'link', 'optOutLink'],
    body: `${BRAND_NAME}: you told us {{1}} did not contact you, so your request (ref {{2}}) is open again. Send it to another firm or see other help: {{3}}\n${STOP_LINE} {{4}}`,
  },
  'verification-update': {
    name: 'regmatch_verification_update',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: there is an update on your firm's verification. Sign in to see it: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'billing-update': {
    name: 'regmatch_billing_update',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: there is an update on your firm's plan or billing. Sign in to see it: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'answer-received': {
    name: 'regmatch_firm_answered',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: a law firm has answered your request, with what it may cost and times to talk. See it and choose: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'consultation-update': {
    name: 'regmatch_consultation_update',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: there is an update on your consultation with a law firm. See it here: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'consultation-reminder': {
    name: 'regmatch_consultation_reminder',
    variables: ['link', 'optOutLink'],
    body: `${BRAND_NAME}: a reminder that your consultation with a law firm is tomorrow. See the time and place: {{1}}\n${STOP_LINE} {{2}}`,
  },
  'confirm-number': {
    name: 'regmatch_confirm_number',
    variables: ['optOutLink'],
    body: `${BRAND_NAME}: this number was given to receive updates from ${BRAND_NAME} on WhatsApp or by SMS. Reply YES to receive them. If it was not you, ignore this message: nothing more will be sent.\n${STOP_LINE} {{1}}`,
  },
  'security-notice': {
    name: 'regmatch_security_notice',
    variables: ['optOutLink'],
    body: `${BRAND_NAME}: a security incident may have affected personal information we hold about you. Where we have your email address, we have emailed you the details. Questions: write to ${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
  },
};
