import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { parseFirmAccount, parseFirmDocument, parseFirmVerificationRecord } from '@/domain/firms/model';
import { PRACTICE_AREA_COUNTS_DOC } from '@/domain/firms/practice-area-counts';
import { leadSchema, openLeadSchema } from '@/domain/leads/lead-documents';
import { leadReportDocumentSchema } from '@/domain/leads/reports';
import { reviewSchema } from '@/domain/reviews/reviews';
import {
  COLLECTIONS,
  FIRM_PRIVATE_DOCS,
  INACTIVE_FIRMS_STATE_ID,
  RETENTION_STATE_ID,
  type CollectionKey,
} from '@/domain/shared/collections';
import { parseStored } from '@/domain/shared/stored-date';
import { z } from 'zod';
import { db } from './admin';

/**
 * The functions' document registry: the only module in functions/src that names a Firestore path
 * (`npm run lint` refuses `db.collection`, `db.doc` and a string path anywhere else). Collection
 * names come from src/domain/collections.ts, which the browser's refs share.
 *
 * Documents with a schema in src/domain are read through a parsing converter: a document that does
 * not match fails with its path and the fields that are off, instead of being read as something it
 * is not. Writes pass plain data (Dates and FieldValue sentinels), which the Admin SDK stores as
 * Timestamps, so the converters write what they are given.
 */

type TopLevelKey = Exclude<CollectionKey, 'firmPrivate'>;

/** Every top-level collection, untyped: queries, deletes and writes of documents without a schema. */
export const collections = Object.fromEntries(
  Object.entries(COLLECTIONS)
    .filter(([key]) => key !== 'firmPrivate')
    .map(([key, name]) => [key, () => db.collection(name)]),
) as Record<TopLevelKey, () => CollectionReference>;

/** One top-level collection by its registry key (for code that walks several, such as a firm's closure). */
export const collectionOf = (key: TopLevelKey): CollectionReference => collections[key]();

/** firms/{firmId}/private/{account | verification}, untyped (writes; reads use accountRef/verificationRef). */
export const firmPrivateDoc = (firmId: string, which: keyof typeof FIRM_PRIVATE_DOCS): DocumentReference =>
  db.collection(COLLECTIONS.firms).doc(firmId).collection(COLLECTIONS.firmPrivate).doc(FIRM_PRIVATE_DOCS[which]);

/** Every firms/{firmId}/private document (account and verification): queries filter by fields only one of them has. */
export const firmPrivateGroup = () => db.collectionGroup(COLLECTIONS.firmPrivate);

/** stats/practiceAreaCounts: the public per-practice-area firm counts. */
export const practiceAreaCountsDoc = () => db.collection(PRACTICE_AREA_COUNTS_DOC.collection).doc(PRACTICE_AREA_COUNTS_DOC.id);

/** system/retention: where the retention job left off. */
export const retentionStateDoc = () => db.collection(COLLECTIONS.system).doc(RETENTION_STATE_ID);
export const inactiveFirmsStateDoc = () => db.collection(COLLECTIONS.system).doc(INACTIVE_FIRMS_STATE_ID);

// ---------------------------------------------------------------------------------------------
// Parsing converters
// ---------------------------------------------------------------------------------------------

function parsedConverter<S extends z.ZodType>(schema: S, model: string): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => parseStored(schema, snapshot.ref.path, snapshot.data(), model),
  };
}

/**
 * For the functions' own bookkeeping documents (throttles, claims, link records), which the old
 * readers tolerated in any shape: a document that does not match reads as null, as a missing one.
 */
function lenientConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<z.output<S> | null> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => {
      const parsed = schema.safeParse(snapshot.data());
      return parsed.success ? parsed.data : null;
    },
  };
}

/** The firm model's parsers name the firm a document belongs to. */
function modelConverter<T>(
  parse: (id: string, data: unknown) => T,
  idOf: (snapshot: QueryDocumentSnapshot) => string,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot) => parse(idOf(snapshot), snapshot.data()),
  };
}

const firmConverter = modelConverter(parseFirmDocument, (s) => s.id);
// A private document's own id is 'account' or 'verification'; errors name the firm it belongs to.
const accountConverter = modelConverter(parseFirmAccount, (s) => s.ref.parent.parent?.id ?? s.id);
const verificationConverter = modelConverter(parseFirmVerificationRecord, (s) => s.ref.parent.parent?.id ?? s.id);
const leadConverter = parsedConverter(leadSchema, 'the lead schema');
const openLeadConverter = parsedConverter(openLeadSchema, 'the open-lead schema');
const reviewConverter = parsedConverter(reviewSchema, 'the review schema');
const leadReportConverter = parsedConverter(leadReportDocumentSchema, 'the lead report schema');

// ---------------------------------------------------------------------------------------------
// Typed refs
// ---------------------------------------------------------------------------------------------

export const firmsCollection = () => collections.firms().withConverter(firmConverter);
export const firmRef = (firmId: string) => collections.firms().doc(firmId).withConverter(firmConverter);
/** firms/{id}/private/account: contact, plan and quota fields. */
export const accountRef = (firmId: string) => firmPrivateDoc(firmId, 'account').withConverter(accountConverter);
/** firms/{id}/private/verification: the evidence behind the public verification summary. */
export const verificationRef = (firmId: string) => firmPrivateDoc(firmId, 'verification').withConverter(verificationConverter);

export const leadsCollection = () => collections.leads().withConverter(leadConverter);
export const leadRef = (leadId: string) => collections.leads().doc(leadId).withConverter(leadConverter);
/** leadReports/{leadId}: the operator's queue of leads firms reported (lead-reports.ts); one per lead. */
export const leadReportRef = (leadId: string) => collections.leadReports().doc(leadId).withConverter(leadReportConverter);
export const openLeadsCollection = () => collections.openLeads().withConverter(openLeadConverter);
export const openLeadRef = (openLeadId: string) => collections.openLeads().doc(openLeadId).withConverter(openLeadConverter);

export const reviewRef = (reviewId: string) => collections.reviews().doc(reviewId).withConverter(reviewConverter);

// ---------------------------------------------------------------------------------------------
// Documents whose id is built from other ids
// ---------------------------------------------------------------------------------------------

/** leads/accepted-{openLeadId}: the lead of an accepted open lead (one per open lead, so a second accept fails). */
export const acceptedLeadDoc = (openLeadId: string) => collections.leads().doc(`accepted-${openLeadId}`);

/** notifications/{mailId}_{channel}: one phone message per mail and channel (the id is its idempotency key). */
export const notificationDoc = (mailId: string, channel: string) => collections.notifications().doc(`${mailId}_${channel}`);
/** messagingChoices/lead-{firstLeadId}: a client's phone choice, given with that request (notifications/request-choice.ts). */
export const requestChoiceDoc = (firstLeadId: string) => collections.messagingChoices().doc(`lead-${firstLeadId}`);
/** messagingCaps/{kind}-{key}-{day}: one day's count of a phone cap (notifications/number-guard.ts). */
export const messagingCapDoc = (kind: 'number' | 'prefix' | 'sms', key: string, day: string) =>
  collections.messagingCaps().doc(`${kind}-${key}-${day}`);
/** contactMessages/sms-budget-{day}: the operator's alert that the day's SMS passed the budget (one a day). */
export const smsBudgetAlertDoc = (day: string) => collections.contactMessages().doc(`sms-budget-${day}`);

/** correspondentRequestCounts/{firmId}_{day}: a firm's correspondent requests on one SAST day. */
const correspondentRequestCountDoc = (firmId: string, day: string) =>
  collections.correspondentRequestCounts().doc(`${firmId}_${day}`);

// ---------------------------------------------------------------------------------------------
// The functions' own bookkeeping documents (no browser reads them)
// ---------------------------------------------------------------------------------------------

const timestamp = z.instanceof(Timestamp);

/** mailThrottle/{sha256(mailbox)}: how many emails one mailbox got in the current window. */
const mailThrottleSchema = z.object({ count: z.number(), windowStart: timestamp });
export const mailThrottleRef = (mailboxHash: string) =>
  collections.mailThrottle().doc(mailboxHash).withConverter(lenientConverter(mailThrottleSchema));

/** firmNames/{normalised name}: the registration's uniqueness claim on a firm name. */
const firmNameClaimSchema = z.object({ firmId: z.string(), createdAt: timestamp.optional().catch(undefined) });
export const firmNameClaimRef = (nameKey: string) =>
  collections.firmNames().doc(nameKey).withConverter(lenientConverter(firmNameClaimSchema));

/**
 * requestAccess/{sha256(token)}: the client's link to their request ({ leadId, createdAt }), or,
 * after erasure, only when it was erased ({ erasedAt }).
 */
const requestAccessSchema = z.union([
  z.object({ erasedAt: timestamp }),
  z.object({ leadId: z.string().min(1), createdAt: timestamp.optional() }),
]);
export const requestAccessDoc = (tokenHash: string) =>
  collections.requestAccess().doc(tokenHash).withConverter(lenientConverter(requestAccessSchema));

/** users/{uid}: the login's firm and address (written at registration). */
const userRecordSchema = z.object({
  firmId: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});
export const usersCollection = () => collections.users().withConverter(lenientConverter(userRecordSchema));
export const userRef = (uid: string) => usersCollection().doc(uid);

/** correspondentRequestCounts/{firmId}_{day}: the requests a firm sent on one SAST day. */
const correspondentRequestCountSchema = z.object({
  count: z.number(),
  firmId: z.string().optional().catch(undefined),
  day: z.string().optional().catch(undefined),
  updatedAt: timestamp.optional().catch(undefined),
});
export const correspondentRequestCountRef = (firmId: string, day: string) =>
  correspondentRequestCountDoc(firmId, day).withConverter(lenientConverter(correspondentRequestCountSchema));

/** idempotencyKeys/{hash}: the first result a callable answered under a key. */
export const idempotencyRecordConverter = lenientConverter(z.object({ result: z.unknown() }));

/** practiceAreaContributions/{firmId}: the count keys a firm adds to stats/practiceAreaCounts. */
export const practiceAreaContributionRef = (firmId: string) =>
  collections
    .practiceAreaContributions()
    .doc(firmId)
    .withConverter(
      lenientConverter(
        z.object({ keys: z.array(z.string()).optional().catch(undefined), updatedAt: timestamp.optional().catch(undefined) }),
      ),
    );

/**
 * firms/{id} read for its name and province only, where a damaged profile must not stop the work
 * (a client's request page, the statistics trigger): a field that does not match reads as absent.
 */
export const firmSummaryRef = (firmId: string) =>
  collections
    .firms()
    .doc(firmId)
    .withConverter(
      lenientConverter(
        z.object({
          firmName: z.string().optional().catch(undefined),
          province: z.string().optional().catch(undefined),
        }),
      ),
    );

/** checkouts/{mPaymentId}: the checkout a firm started, checked against PayFast's notification. */
export const checkoutRecordRef = (id: string) =>
  collections
    .checkouts()
    .doc(id)
    .withConverter(
      lenientConverter(
        z.object({
          firmId: z.string().optional().catch(undefined),
          plan: z.string().optional().catch(undefined),
          state: z.string().optional().catch(undefined),
        }),
      ),
    );

/**
 * A snapshot's fields read through a partial schema, for readers that need a few fields of a
 * document (a `select` query, a quota flag, a cursor): what does not match reads as null, as the
 * lenient converters do: never a field read of type any, nor a cast of the whole document.
 */
export function fieldsOf<S extends z.ZodType>(schema: S, snapshot: { data(): unknown } | undefined | null): z.output<S> | null {
  const parsed = schema.safeParse(snapshot?.data());
  return parsed.success ? parsed.data : null;
}

/** Any stored date: a Timestamp (what writers store). */
export const storedTimestamp = z.instanceof(Timestamp);
