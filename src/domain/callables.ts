/**
 * Every callable function, by its deployed name: the zod schema its input is parsed with and the
 * type it answers with. The server's `callable(name, ...)` (functions/src/shared/callable.ts) takes
 * its input schema from here and must return the output type; the browser's `call(name, input)`
 * (src/lib/callable.ts) reads the same entry. A renamed field or function fails the typecheck on
 * both sides instead of a user's request.
 */
import { phoneOffInputSchema, type PhoneOffResult } from './notifications/phone-off';
import {
  answerLeadInputSchema,
  answerTokenInputSchema,
  bookConsultationInputSchema,
  cancelBookingInputSchema,
  closeMyRequestFromAnswerInputSchema,
  declineAnswerTimesInputSchema,
  getAnswerTemplatesInputSchema,
  listUpcomingConsultationsInputSchema,
  moveBookingInputSchema,
  saveAnswerTemplatesInputSchema,
  sendOnFromAnswerInputSchema,
  type AnswerLeadResult,
  type BookConsultationResult,
  type CancelBookingResult,
  type CloseMyRequestFromAnswerResult,
  type DeclineAnswerTimesResult,
  type GetAnswerOfferResult,
  type GetAnswerTemplatesResult,
  type ListUpcomingConsultationsResult,
  type MoveBookingResult,
  type SaveAnswerTemplatesResult,
  type SendOnFromAnswerResult,
} from './answers/contract';
import type { z } from 'zod';
import {
  legalUpdatesLinkInputSchema,
  sendLegalUpdateInputSchema,
  subscribeToLegalUpdatesInputSchema,
  type ConfirmLegalUpdatesSubscriptionResult,
  type SendLegalUpdateResult,
  type SubscribeToLegalUpdatesResult,
  type UnsubscribeFromLegalUpdatesResult,
} from './blog/legal-updates';
import {
  recordDataSubjectRequestInputSchema,
  updateDataSubjectRequestInputSchema,
  type RecordDataSubjectRequestResult,
  type UpdateDataSubjectRequestResult,
} from './privacy/data-subject-requests';
import { findConsentsInputSchema, type FindConsentsResult } from './privacy/consent-ledger';
import {
  recordRegulatorReportInputSchema,
  recordSecurityCompromiseInputSchema,
  sendCompromiseNoticesInputSchema,
  type RecordRegulatorReportResult,
  type RecordSecurityCompromiseResult,
  type SendCompromiseNoticesResult,
} from './privacy/security-compromises';
import {
  adminCloseFirmAccountInputSchema,
  closeFirmAccountInputSchema,
  confirmFirmEmailInputSchema,
  resendFirmConfirmationInputSchema,
  type CloseFirmAccountResult,
  type ConfirmFirmEmailResult,
  type RegisterFirmResult,
  type ResendFirmConfirmationResult,
} from './firms/account';
import { updateFirmListingInputSchema, type UpdateFirmListingOutput } from './firms/listing';
import {
  getMessagingSettingsInputSchema,
  setMessagingSettingsInputSchema,
  type MessagingSettings,
  type SetMessagingSettingsResult,
} from './notifications/channels';
import {
  acceptOpenLeadInputSchema,
  checkEmailDomainInputSchema,
  checkFirmNameInputSchema,
  registerFirmInputSchema,
  sendPasswordResetInputSchema,
  updateFirmProfileInputSchema,
  type AcceptOpenLeadResult,
  type AvailabilityResult,
} from './firms/registration';
import { resumeMatchingInputSchema, type ResumeMatchingResult } from './firms/response-pause';
import {
  decideFirmVerificationInputSchema,
  setFirmSuspensionInputSchema,
  type DecideFirmVerificationResult,
  type SetFirmSuspensionResult,
} from './firms/verification';
import { updateLeadStatusInputSchema, type UpdateLeadStatusResult } from './leads/lead-documents';
import {
  myRequestInputSchema,
  type EraseMyDataResult,
  type MyRequestView,
  type WithdrawMyRequestResult,
} from './leads/my-request';
import {
  getLeadReleaseInputSchema,
  respondToLeadReleaseInputSchema,
  type GetLeadReleaseResult,
  type RespondToLeadReleaseResult,
} from './leads/release';
import {
  decideLeadReportInputSchema,
  reportLeadInputSchema,
  type DecideLeadReportResult,
  type ReportLeadResult,
} from './leads/report-contract';
import {
  answerContactCheckInputSchema,
  decideContactDisputeInputSchema,
  disputeContactDenialInputSchema,
  getContactCheckInputSchema,
  type AnswerContactCheckResult,
  type DecideContactDisputeResult,
  type DisputeContactDenialResult,
  type GetContactCheckResult,
} from './leads/contact-claim';
import {
  getSendOnOfferInputSchema,
  markLeadSeenInputSchema,
  sendLeadOnInputSchema,
  type GetSendOnOfferResult,
  type MarkLeadSeenResult,
  type SendLeadOnResult,
} from './leads/send-on';
import {
  sendContactMessageInputSchema,
  sendCorrespondentRequestInputSchema,
  type SendContactMessageResult,
  type SendCorrespondentRequestResult,
} from './mail/messages-contract';
import type { ContactFirmOutput, MatchedFirm, RequestMatchOutput, SubmitFeaturedRequestOutput } from './matching/contracts';
import {
  contactFirmInputSchema,
  requestMatchInputSchema,
  searchCriteriaSchema,
  submitFeaturedRequestInputSchema,
} from './matching/criteria';
import {
  cancelSubscriptionInputSchema,
  createCheckoutInputSchema,
  getCheckoutOfferInputSchema,
  type CancelSubscriptionResult,
  type CheckoutForm,
  type CheckoutOffer,
} from './payments/contract';
import {
  erasePersonalDataInputSchema,
  findPersonalDataInputSchema,
  type ErasePersonalDataResult,
  type FindPersonalDataResult,
} from './privacy/personal-data';
import {
  getReviewInviteInputSchema,
  hideReviewInputSchema,
  replyToReviewInputSchema,
  reportReviewInputSchema,
  submitReviewInputSchema,
  type GetReviewInviteResult,
  type HideReviewResult,
  type ReplyToReviewResult,
  type ReportReviewResult,
  type SubmitReviewResult,
} from './reviews/reviews';
import {
  decideTranslationSuggestionInputSchema,
  exportTranslationSuggestionsInputSchema,
  setTranslationReviewerInputSchema,
  suggestTranslationInputSchema,
  type DecideTranslationSuggestionResult,
  type ExportTranslationSuggestionsResult,
  type SetTranslationReviewerResult,
  type SuggestTranslationResult,
} from './i18n/suggestions';
import {
  adminUpdateFirmInputSchema,
  grantAdminInputSchema,
  processPdfUploadInputSchema,
  saveBlogPostInputSchema,
  type AdminUpdateFirmResult,
  type GrantAdminResult,
  type ProcessPdfUploadResult,
  type SaveBlogPostResult,
} from './shared/operator-contract';

/** One callable's contract. `output` exists only for the type checker. */
export interface CallableContract<S extends z.ZodType, O> {
  input: S;
  readonly output?: O;
}

/** `contract<Output>()(inputSchema)`: the output is named, the input schema's type inferred. */
const contract =
  <O>() =>
  <S extends z.ZodType>(input: S): CallableContract<S, O> => ({ input });

export interface MatchFirmsOutput {
  matches: MatchedFirm[];
}
export interface SendPasswordResetOutput {
  /** Always true, whether or not the address has an account (the form reveals nothing). */
  sent: true;
}
export interface UpdateFirmProfileOutput {
  ok: true;
}

export const CALLABLES = {
  // Clients
  matchFirms: contract<MatchFirmsOutput>()(searchCriteriaSchema),
  requestMatch: contract<RequestMatchOutput>()(requestMatchInputSchema),
  contactFirm: contract<ContactFirmOutput>()(contactFirmInputSchema),
  submitFeaturedRequest: contract<SubmitFeaturedRequestOutput>()(submitFeaturedRequestInputSchema),
  sendContactMessage: contract<SendContactMessageResult>()(sendContactMessageInputSchema),
  getLeadRelease: contract<GetLeadReleaseResult>()(getLeadReleaseInputSchema),
  respondToLeadRelease: contract<RespondToLeadReleaseResult>()(respondToLeadReleaseInputSchema),
  getReviewInvite: contract<GetReviewInviteResult>()(getReviewInviteInputSchema),
  submitReview: contract<SubmitReviewResult>()(submitReviewInputSchema),
  // Firm registration and sign-in
  checkFirmName: contract<AvailabilityResult>()(checkFirmNameInputSchema),
  checkEmailDomain: contract<AvailabilityResult>()(checkEmailDomainInputSchema),
  registerFirm: contract<RegisterFirmResult>()(registerFirmInputSchema),
  sendPasswordReset: contract<SendPasswordResetOutput>()(sendPasswordResetInputSchema),
  confirmFirmEmail: contract<ConfirmFirmEmailResult>()(confirmFirmEmailInputSchema),
  resendFirmConfirmation: contract<ResendFirmConfirmationResult>()(resendFirmConfirmationInputSchema),
  // Firm dashboard
  updateFirmProfile: contract<UpdateFirmProfileOutput>()(updateFirmProfileInputSchema),
  updateFirmListing: contract<UpdateFirmListingOutput>()(updateFirmListingInputSchema),
  acceptOpenLead: contract<AcceptOpenLeadResult>()(acceptOpenLeadInputSchema),
  updateLeadStatus: contract<UpdateLeadStatusResult>()(updateLeadStatusInputSchema),
  resumeMatching: contract<ResumeMatchingResult>()(resumeMatchingInputSchema),
  markLeadSeen: contract<MarkLeadSeenResult>()(markLeadSeenInputSchema),
  reportLead: contract<ReportLeadResult>()(reportLeadInputSchema),
  createCheckout: contract<CheckoutForm>()(createCheckoutInputSchema),
  cancelSubscription: contract<CancelSubscriptionResult>()(cancelSubscriptionInputSchema),
  getCheckoutOffer: contract<CheckoutOffer>()(getCheckoutOfferInputSchema),
  sendCorrespondentRequest: contract<SendCorrespondentRequestResult>()(sendCorrespondentRequestInputSchema),
  replyToReview: contract<ReplyToReviewResult>()(replyToReviewInputSchema),
  reportReview: contract<ReportReviewResult>()(reportReviewInputSchema),
  closeFirmAccount: contract<CloseFirmAccountResult>()(closeFirmAccountInputSchema),
  // Operators
  adminUpdateFirm: contract<AdminUpdateFirmResult>()(adminUpdateFirmInputSchema),
  grantAdmin: contract<GrantAdminResult>()(grantAdminInputSchema),
  decideFirmVerification: contract<DecideFirmVerificationResult>()(decideFirmVerificationInputSchema),
  setFirmSuspension: contract<SetFirmSuspensionResult>()(setFirmSuspensionInputSchema),
  saveBlogPost: contract<SaveBlogPostResult>()(saveBlogPostInputSchema),
  processPdfUpload: contract<ProcessPdfUploadResult>()(processPdfUploadInputSchema),
  findPersonalData: contract<FindPersonalDataResult>()(findPersonalDataInputSchema),
  erasePersonalData: contract<ErasePersonalDataResult>()(erasePersonalDataInputSchema),
  adminCloseFirmAccount: contract<CloseFirmAccountResult>()(adminCloseFirmAccountInputSchema),
  // The Information Officer's desk (control panel)
  recordDataSubjectRequest: contract<RecordDataSubjectRequestResult>()(recordDataSubjectRequestInputSchema),
  updateDataSubjectRequest: contract<UpdateDataSubjectRequestResult>()(updateDataSubjectRequestInputSchema),
  findConsents: contract<FindConsentsResult>()(findConsentsInputSchema),
  recordSecurityCompromise: contract<RecordSecurityCompromiseResult>()(recordSecurityCompromiseInputSchema),
  sendCompromiseNotices: contract<SendCompromiseNoticesResult>()(sendCompromiseNoticesInputSchema),
  recordRegulatorReport: contract<RecordRegulatorReportResult>()(recordRegulatorReportInputSchema),
  // The client's own request page (link in every client email)
  getMyRequest: contract<MyRequestView>()(myRequestInputSchema),
  withdrawMyRequest: contract<WithdrawMyRequestResult>()(myRequestInputSchema),
  eraseMyData: contract<EraseMyDataResult>()(myRequestInputSchema),
  // The send-on links in the "your firm did not answer" email
  getSendOnOffer: contract<GetSendOnOfferResult>()(getSendOnOfferInputSchema),
  sendLeadOn: contract<SendLeadOnResult>()(sendLeadOnInputSchema),
  // "Did <firm> contact you?": the client's answer, the firm's dispute, the operator's decision
  getContactCheck: contract<GetContactCheckResult>()(getContactCheckInputSchema),
  answerContactCheck: contract<AnswerContactCheckResult>()(answerContactCheckInputSchema),
  disputeContactDenial: contract<DisputeContactDenialResult>()(disputeContactDenialInputSchema),
  decideContactDispute: contract<DecideContactDisputeResult>()(decideContactDisputeInputSchema),
  hideReview: contract<HideReviewResult>()(hideReviewInputSchema),
  decideLeadReport: contract<DecideLeadReportResult>()(decideLeadReportInputSchema),
  // Legal-updates subscription (public, link tokens) and the operator's send
  subscribeToLegalUpdates: contract<SubscribeToLegalUpdatesResult>()(subscribeToLegalUpdatesInputSchema),
  confirmLegalUpdatesSubscription: contract<ConfirmLegalUpdatesSubscriptionResult>()(legalUpdatesLinkInputSchema),
  unsubscribeFromLegalUpdates: contract<UnsubscribeFromLegalUpdatesResult>()(legalUpdatesLinkInputSchema),
  sendLegalUpdate: contract<SendLegalUpdateResult>()(sendLegalUpdateInputSchema),
  // WhatsApp and SMS: the firm's choice in Settings (docs/notifications.md)
  getMessagingSettings: contract<MessagingSettings>()(getMessagingSettingsInputSchema),
  setMessagingSettings: contract<SetMessagingSettingsResult>()(setMessagingSettingsInputSchema),
  turnOffPhoneMessages: contract<PhoneOffResult>()(phoneOffInputSchema),
  // The firm's answer inside the platform (src/domain/answers/contract.ts, issue 35)
  /** Firm (any plan, its own lead): sends the answer to the client; a second answer replaces the first. */
  answerLead: contract<AnswerLeadResult>()(answerLeadInputSchema),
  /** Firm: replaces its saved answer templates (Settings). */
  saveAnswerTemplates: contract<SaveAnswerTemplatesResult>()(saveAnswerTemplatesInputSchema),
  /** Firm: its saved answer templates. */
  getAnswerTemplates: contract<GetAnswerTemplatesResult>()(getAnswerTemplatesInputSchema),
  /** Client (answer link, booking link or my-request token): the answer as the page shows it. */
  getAnswerOffer: contract<GetAnswerOfferResult>()(answerTokenInputSchema),
  /** Client: books one offered time (first come first served across all the firm's offers). */
  bookConsultation: contract<BookConsultationResult>()(bookConsultationInputSchema),
  /** Client: "none of these times suit me"; the firm is emailed and may answer again. */
  declineAnswerTimes: contract<DeclineAnswerTimesResult>()(declineAnswerTimesInputSchema),
  /** Client: "I no longer need help"; closes the request. */
  closeMyRequestFromAnswer: contract<CloseMyRequestFromAnswerResult>()(closeMyRequestFromAnswerInputSchema),
  /** Client: "send my request to another firm". */
  sendOnFromAnswer: contract<SendOnFromAnswerResult>()(sendOnFromAnswerInputSchema),
  /** Client (booking link / my-request token) or firm (signed in): moves a booking, with a reason. */
  moveBooking: contract<MoveBookingResult>()(moveBookingInputSchema),
  /** Client or firm: cancels a booking, with a reason. */
  cancelBooking: contract<CancelBookingResult>()(cancelBookingInputSchema),
  /** Firm: its booked consultations from now on, soonest first. */
  listUpcomingConsultations: contract<ListUpcomingConsultationsResult>()(listUpcomingConsultationsInputSchema),
  // "Suggest a better translation" (src/domain/i18n/suggestions.ts, issue 38)
  /** Visitor (public, App Check, rate-limited): better words for one message of a translated page. */
  suggestTranslation: contract<SuggestTranslationResult>()(suggestTranslationInputSchema),
  /** Operator or translation reviewer: accepts (perhaps edited) or declines a suggestion. */
  decideTranslationSuggestion: contract<DecideTranslationSuggestionResult>()(decideTranslationSuggestionInputSchema),
  /** Operator or translation reviewer: the accepted suggestions no earlier file held, recorded as exported (or the last file again). */
  exportTranslationSuggestions: contract<ExportTranslationSuggestionsResult>()(exportTranslationSuggestionsInputSchema),
  /** Operator: grants or revokes the translation reviewer role of a named person. */
  setTranslationReviewer: contract<SetTranslationReviewerResult>()(setTranslationReviewerInputSchema),
} as const;

type Callables = typeof CALLABLES;
export type CallableName = keyof Callables;
/** What a caller sends: the schema's input side (defaults may be left out). */
export type CallableInput<N extends CallableName> = z.input<Callables[N]['input']>;
/** What the handler receives: the parsed input, defaults filled in. */
export type CallableParsedInput<N extends CallableName> = z.output<Callables[N]['input']>;
export type CallableOutput<N extends CallableName> = Callables[N] extends CallableContract<z.ZodType, infer O> ? O : never;
