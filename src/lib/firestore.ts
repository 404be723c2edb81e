import {
  collection,
  doc,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';
import {
  consultationBookingDocumentSchema,
  leadAnswerDocumentSchema,
  type ConsultationBookingDocument,
  type LeadAnswerDocument,
} from '@/domain/answers/documents';
import { blogPostSchema, type BlogPost } from '@/domain/blog/posts';
import {
  parseFirmAccount,
  parseFirmDocument,
  parseFirmVerificationRecord,
  type FirmAccount,
  type FirmDocument,
} from '@/domain/firms/model';
import { firmStatsSchema, provinceBenchmarkSchema } from '@/domain/firms/stats';
import type { FirmVerificationRecord } from '@/domain/firms/verification';
import { leadSchema, openLeadSchema, type Lead } from '@/domain/leads/lead-documents';
import { leadReportDocumentSchema, type LeadReportDocument } from '@/domain/leads/reports';
import { contactMessageDocumentSchema } from '@/domain/mail/messages-contract';
import { planEventDocumentSchema } from '@/domain/payments/plan-events';
import { dataSubjectRequestDocumentSchema } from '@/domain/privacy/data-subject-requests';
import { securityCompromiseDocumentSchema } from '@/domain/privacy/security-compromises';
import { reviewReportSchema, reviewSchema, type Review, type ReviewReport } from '@/domain/reviews/reviews';
import { COLLECTIONS, FIRM_PRIVATE_DOCS } from '@/domain/shared/collections';
import { auditEntrySchema } from '@/domain/shared/operator-contract';
import { translationSuggestionDocumentSchema } from '@/domain/i18n/suggestions';
import { parseStored } from '@/domain/shared/stored-date';
import { db } from './firebase-firestore';

export type WithId<T> = T & { id: string };

/** The only place in the SPA that builds collection paths; the names are shared with the functions. */
/**
 * A read-only converter that parses with the document's schema (src/domain): a document that does
 * not match fails with its path and every field that is off, never reaches a screen as a guess.
 * Pending server timestamps read as the local estimate, so a row the firm just changed stays valid.
 * The browser writes none of these documents through a converter (functions do; the few rule-policed
 * updates go through updateDoc, which bypasses it), so toFirestore refuses.
 */
function parsedConverter<S extends z.ZodType<object>>(schema: S): FirestoreDataConverter<WithId<z.output<S>>> {
  return {
    toFirestore: () => {
      throw new Error('These documents are written by Cloud Functions only.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
      ...parseStored(schema, snapshot.ref.path, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
      id: snapshot.id,
    }),
  };
}

const leadConverter = parsedConverter(leadSchema);
const openLeadConverter = parsedConverter(openLeadSchema);
const blogPostConverter = parsedConverter(blogPostSchema);
const auditEntryConverter = parsedConverter(auditEntrySchema);
const firmStatsConverter = parsedConverter(firmStatsSchema);
const provinceStatsConverter = parsedConverter(provinceBenchmarkSchema);
const contactMessageConverter = parsedConverter(contactMessageDocumentSchema);
const planEventConverter = parsedConverter(planEventDocumentSchema);
const dataSubjectRequestConverter = parsedConverter(dataSubjectRequestDocumentSchema);
const securityCompromiseConverter = parsedConverter(securityCompromiseDocumentSchema);
const reviewConverter = parsedConverter(reviewSchema);
const reviewReportConverter = parsedConverter(reviewReportSchema);
const leadReportConverter = parsedConverter(leadReportDocumentSchema);
const leadAnswerConverter = parsedConverter(leadAnswerDocumentSchema);
const bookingConverter = parsedConverter(consultationBookingDocumentSchema);
const suggestionConverter = parsedConverter(translationSuggestionDocumentSchema);

export type StoredLead = WithId<Lead>;
export type StoredBlogPost = WithId<BlogPost>;
export type StoredReview = WithId<Review>;
export type StoredReviewReport = WithId<ReviewReport>;
export type StoredLeadReport = WithId<LeadReportDocument>;
export type StoredLeadAnswer = WithId<LeadAnswerDocument>;
export type StoredBooking = WithId<ConsultationBookingDocument>;

/** leads: the assigned firm's own: all on a paid plan, this SAST month's on the free plan (rules). */
export const leadsRef = () => collection(db, COLLECTIONS.leads).withConverter(leadConverter);
/** openLeads: paid firms of the province (rules). */
export const openLeadsRef = () => collection(db, COLLECTIONS.openLeads).withConverter(openLeadConverter);
/** blog_posts: published ones for everyone, drafts for operators (rules). */
export const blogPostsRef = () => collection(db, COLLECTIONS.blogPosts).withConverter(blogPostConverter);
export const blogPostRef = (postId: string) => doc(db, COLLECTIONS.blogPosts, postId).withConverter(blogPostConverter);
/** auditLog: operators only (rules). */
export const auditLogRef = () => collection(db, COLLECTIONS.auditLog).withConverter(auditEntryConverter);
/** firmStats/{firmId} and provinceStats/{province}: figures the analytics functions keep current. */
export const firmStatsRef = (firmId: string) => doc(db, COLLECTIONS.firmStats, firmId).withConverter(firmStatsConverter);
/** firmStats, every firm's (operators only, by rules): the marketplace funnel. */
export const allFirmStatsRef = () => collection(db, COLLECTIONS.firmStats).withConverter(firmStatsConverter);
export const provinceStatsRef = (province: string) =>
  doc(db, COLLECTIONS.provinceStats, province).withConverter(provinceStatsConverter);
/** users/{uid}: read by nobody in the SPA; the user's own lastLogin is its one write (rules). */
export const userRef = (uid: string) => doc(db, COLLECTIONS.users, uid);

/** reviews: visible ones for everyone (a list asks for status 'visible'), the firm's own and operators' all (rules). */
export const reviewsRef = () => collection(db, COLLECTIONS.reviews).withConverter(reviewConverter);
/** reviewReports: firms' reports of reviews, operators only (rules). */
export const reviewReportsRef = () => collection(db, COLLECTIONS.reviewReports).withConverter(reviewReportConverter);

/** leadAnswers and consultationBookings: the firm reads its own (a query names firmId), on every plan (rules). */
export const leadAnswersRef = () => collection(db, COLLECTIONS.leadAnswers).withConverter(leadAnswerConverter);
export const consultationBookingsRef = () => collection(db, COLLECTIONS.consultationBookings).withConverter(bookingConverter);

/** leadReports: firms' reports of leads that are not genuine, operators only (rules). */
export const leadReportsRef = () => collection(db, COLLECTIONS.leadReports).withConverter(leadReportConverter);

/** planEvents: firms' paid plans started, changed or cancelled; operators only (rules). */
export const planEventsRef = () => collection(db, COLLECTIONS.planEvents).withConverter(planEventConverter);
/** translationSuggestions: visitors' better wordings (issue 38), operators and translation reviewers only (rules). */
export const translationSuggestionsRef = () =>
  collection(db, COLLECTIONS.translationSuggestions).withConverter(suggestionConverter);
/** dataSubjectRequests and securityCompromises: the Information Officer's registers, operators only (rules). */
export const dataSubjectRequestsRef = () =>
  collection(db, COLLECTIONS.dataSubjectRequests).withConverter(dataSubjectRequestConverter);
export const securityCompromisesRef = () =>
  collection(db, COLLECTIONS.securityCompromises).withConverter(securityCompromiseConverter);
/** contactMessages: the Contact Us inbox, operators only (rules). */
export const contactMessagesRef = () => collection(db, COLLECTIONS.contactMessages).withConverter(contactMessageConverter);
export const contactMessageRef = (id: string) => doc(db, COLLECTIONS.contactMessages, id).withConverter(contactMessageConverter);

/**
 * Firm documents are read through the one firm model (src/domain/firms/model.ts): the converter
 * parses, so a document that does not match fails with the field that is off, and dates arrive as
 * Dates. The browser never writes them (functions do), so the converter refuses to.
 */
function modelConverter<T extends object>(
  parse: (path: string, data: unknown) => T,
  firmIdOf: (s: QueryDocumentSnapshot) => string,
): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: () => {
      throw new Error('Firm documents are written by Cloud Functions only.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ ...parse(firmIdOf(snapshot), snapshot.data()), id: snapshot.id }),
  };
}

const firmConverter = modelConverter<FirmDocument>(parseFirmDocument, (s) => s.id);
const accountConverter = modelConverter<FirmAccount>(parseFirmAccount, (s) => s.ref.parent.parent?.id ?? s.id);

const verificationConverter = modelConverter<FirmVerificationRecord>(
  parseFirmVerificationRecord,
  (s) => s.ref.parent.parent?.id ?? s.id,
);

export type Firm = WithId<FirmDocument>;
export type Account = WithId<FirmAccount>;

export const firmsRef = () => collection(db, COLLECTIONS.firms).withConverter(firmConverter);

export const firmRef = (firmId: string) => doc(db, COLLECTIONS.firms, firmId).withConverter(firmConverter);

/** firms/{firmId}/private/account: the firm's own contact and billing data. */
export const firmAccountRef = (firmId: string) =>
  doc(db, COLLECTIONS.firms, firmId, COLLECTIONS.firmPrivate, FIRM_PRIVATE_DOCS.account).withConverter(accountConverter);

/** firms/{firmId}/private/verification: the verification evidence (the firm and operators read it). */
export const firmVerificationRef = (firmId: string) =>
  doc(db, COLLECTIONS.firms, firmId, COLLECTIONS.firmPrivate, FIRM_PRIVATE_DOCS.verification).withConverter(
    verificationConverter,
  );

/**
 * The documents of a query that match their model. One damaged firm must not empty a public list,
 * so it is left out and reported once in the console (with the field that is off).
 */
export function readableDocs<T>(source: Pick<QuerySnapshot<T>, 'docs'> | readonly QueryDocumentSnapshot<T>[]): T[] {
  const docs = 'docs' in source ? source.docs : source;
  return docs.flatMap((d) => {
    try {
      return [d.data()];
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      return [];
    }
  });
}
