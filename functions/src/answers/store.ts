/**
 * The answer flow's documents (src/domain/answers/documents.ts): typed refs with parsing
 * converters, and the two single-use link stores (answerLinks, bookingLinks). Paths come from the
 * registry (shared/documents.ts `collections`), which owns every collection name.
 */
import { type DocumentData, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { ANSWER_LINK_TTL_DAYS, ANSWER_MESSAGES } from '@/domain/answers/contract';
import {
  consultationBookingDocumentSchema,
  firmSlotLockDocumentSchema,
  leadAnswerDocumentSchema,
  type ConsultationBookingDocument,
  type LeadAnswerDocument,
} from '@/domain/answers/documents';
import { answerTemplateSchema } from '@/domain/answers/contract';
import { slotLockId } from '@/domain/answers/slots';
import { parseStored } from '@/domain/shared/stored-date';
import { z } from 'zod';
import { collections } from '../shared/documents';
import { linkTimestamp, singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

function parsed<S extends z.ZodType>(schema: S, model: string): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => parseStored(schema, snapshot.ref.path, snapshot.data(), model),
  };
}

const answerConverter = parsed(leadAnswerDocumentSchema, 'the lead answer schema');
const bookingConverter = parsed(consultationBookingDocumentSchema, 'the consultation booking schema');

/** leadAnswers/{answerId}. */
export const answerRef = (answerId: string) => collections.leadAnswers().doc(answerId).withConverter(answerConverter);
export const answersCollection = () => collections.leadAnswers().withConverter(answerConverter);
export const newAnswerRef = () => collections.leadAnswers().doc();
/** consultationBookings/{bookingId}. */
export const bookingRef = (bookingId: string) =>
  collections.consultationBookings().doc(bookingId).withConverter(bookingConverter);
export const bookingsCollection = () => collections.consultationBookings().withConverter(bookingConverter);
export const newBookingRef = () => collections.consultationBookings().doc();
/** firmSlotLocks/{firmId}_{blockStart}: one quarter hour of a firm's time, held by a booking. */
export const slotLockRef = (firmId: string, blockStart: number) =>
  collections.firmSlotLocks().doc(slotLockId(firmId, blockStart));
export const slotLockRefById = (lockId: string) => collections.firmSlotLocks().doc(lockId);
export const slotLockOf = (data: unknown) => firmSlotLockDocumentSchema.safeParse(data).data ?? null;

/** answerTemplates/{firmId}: { templates, updatedAt }. */
export const answerTemplatesSchema = z.object({ templates: z.array(answerTemplateSchema).max(20) });
export const answerTemplatesRef = (firmId: string) => collections.answerTemplates().doc(firmId);

export type { ConsultationBookingDocument, LeadAnswerDocument };

/**
 * answerLinks/{sha256(token)}: the link in an answer's email and alert. Used by the client's one
 * decision (book, none suit, close, send on); expires with the answer.
 */
const answerLinkRecordSchema = z.object({
  answerId: z.string().min(1),
  leadId: z.string().min(1),
  ...singleUseLinkFields,
  /** The TTL policy deletes the record after this. */
  expireAt: linkTimestamp,
});
export const answerLinks = singleUseLinks({
  collection: collections.answerLinks,
  schema: answerLinkRecordSchema,
  ttlDays: ANSWER_LINK_TTL_DAYS,
  link: 'answer',
  messages: {
    unknown: ANSWER_MESSAGES.answerLinkUnknown,
    used: ANSWER_MESSAGES.answerLinkUsed,
    expired: ANSWER_MESSAGES.answerLinkExpired,
  },
});

/**
 * bookingLinks/{sha256(token)}: the link in a booking's email; a move or cancellation uses it (a
 * move mails a fresh one with the updated invitation). Works until the consultation starts.
 */
const bookingLinkRecordSchema = z.object({
  bookingId: z.string().min(1),
  leadId: z.string().min(1),
  ...singleUseLinkFields,
  expireAt: linkTimestamp,
});
export const bookingLinks = singleUseLinks({
  collection: collections.bookingLinks,
  schema: bookingLinkRecordSchema,
  ttlDays: ANSWER_LINK_TTL_DAYS,
  link: 'booking',
  messages: {
    unknown: ANSWER_MESSAGES.bookingLinkUnknown,
    used: ANSWER_MESSAGES.bookingLinkUsed,
    expired: ANSWER_MESSAGES.bookingLinkExpired,
  },
});
