/**
 * Every callable function, by its deployed name: the zod schema its input is parsed with and the
 * type it answers with. The server's `callable(name, ...)` (functions/src/shared/callable.ts) takes
 * its input schema from here and must return the output type; the browser's `call(name, input)`
 * (src/lib/callable.ts) reads the same entry. A renamed field or function fails the typecheck on
 * both sides instead of a user's request.
 */
import { phoneOffInputSchema, type PhoneOffResult } from './notifications/phone-off';
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
} as const;

type Callables = typeof CALLABLES;
export type CallableName = keyof Callables;
/** What a caller sends: the schema's input side (defaults may be left out). */
export type CallableInput<N extends CallableName> = z.input<Callables[N]['input']>;
/** What the handler receives: the parsed input, defaults filled in. */
export type CallableParsedInput<N extends CallableName> = z.output<Callables[N]['input']>;
export type CallableOutput<N extends CallableName> = Callables[N] extends CallableContract<z.ZodType, infer O> ? O : never;
