import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { CallableErrorReason } from '@/domain/callable-errors';
import { z } from 'zod';
import { callableError } from './callable';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { newLinkDates } from '@/domain/shared/link-dates';

/** Dates in link records are read as the Timestamps they are stored as (callers compare and format them). */
export const linkTimestamp = z.instanceof(Timestamp);

/** What every single-use link record holds besides its own fields. */
export const singleUseLinkFields = {
  createdAt: linkTimestamp,
  expiresAt: linkTimestamp,
  usedAt: linkTimestamp.nullable(),
};

type LinkRecord = { expiresAt: Timestamp; usedAt: Timestamp | null };

/** The links whose refusals are `<link>-link-unknown`, `-used` and `-expired` (src/domain/callable-errors.ts). */
type LinkName = {
  [R in CallableErrorReason]: R extends `${infer L}-link-unknown`
    ? `${L}-link-used` | `${L}-link-expired` extends CallableErrorReason
      ? L
      : never
    : never;
}[CallableErrorReason];

/** What the person reads for each way a link stops working, in the words of its own email. */
export interface LinkMessages {
  unknown: string;
  used: string;
  expired: string;
}

/** The link's dates, which the store sets: a new record's own fields are everything else. */
type LinkDates = 'createdAt' | 'expiresAt' | 'usedAt';

/**
 * One store of single-use emailed links (a release answer, a review invite, an email
 * confirmation, a send-on offer, a newsletter confirmation). The token exists only in the email;
 * the record is stored under its SHA-256 (link-tokens.ts), so a reader of the database cannot act
 * for the person. A link works once and until it expires; the caller marks it used in the
 * transaction that acts on it. Each store is configuration: its collection (documents.ts), its
 * record schema, how long a link works, its refusals' reason and words.
 */
export function singleUseLinks<S extends z.ZodType<LinkRecord>>(config: {
  collection: () => CollectionReference;
  schema: S;
  ttlDays: number;
  /** The refusals are `<link>-link-unknown`, `<link>-link-used`, `<link>-link-expired`, on the field `token`. */
  link: LinkName;
  messages: LinkMessages;
  /** Whether the record was used; by default, whether `usedAt` is set. */
  isUsed?: (record: z.output<S>) => boolean;
}) {
  const refusals = {
    unknown: () => callableError(`${config.link}-link-unknown`, config.messages.unknown, 'token'),
    used: () => callableError(`${config.link}-link-used`, config.messages.used, 'token'),
    expired: () => callableError(`${config.link}-link-expired`, config.messages.expired, 'token'),
  };
  const ref = (token: string) => config.collection().doc(hashLinkToken(token));
  const isUsed = config.isUsed ?? ((record: z.output<S>) => record.usedAt !== null);

  /** The record behind a link that still works, or the refusal the person can act on. */
  function usable(snap: DocumentSnapshot, now: number = Date.now()): z.output<S> {
    // A record that does not match its schema is no link the person could have been sent.
    const parsed = snap.exists ? config.schema.safeParse(snap.data()) : null;
    if (!parsed?.success) throw refusals.unknown();
    const record = parsed.data;
    if (isUsed(record)) throw refusals.used();
    if (record.expiresAt.toMillis() <= now) throw refusals.expired();
    return record;
  }

  /** Every record of the store, for queries: one that does not match its schema reads as null. */
  const records = () =>
    config.collection().withConverter<z.output<S> | null>({
      toFirestore: (value) => value as DocumentData,
      fromFirestore: (snapshot) => {
        const parsed = config.schema.safeParse(snapshot.data());
        return parsed.success ? parsed.data : null;
      },
    });

  /**
   * A fresh token, the document it is stored under and its dates: made at `now`, working for
   * the store's days (never past `notAfter`, epoch millis), not yet used.
   */
  function issue(now: number = Date.now(), notAfter = Number.POSITIVE_INFINITY) {
    const token = newLinkToken();
    const { createdAt, expiresAt } = newLinkDates(now, config.ttlDays, notAfter);
    return {
      token,
      ref: ref(token),
      dates: { createdAt: Timestamp.fromDate(createdAt), expiresAt: Timestamp.fromDate(expiresAt), usedAt: null },
    };
  }

  return {
    ref,
    records,
    usable,
    /** Reads and checks a link, in `tx` when given (then mark it used there). */
    async read(token: string, tx?: Transaction, now?: number): Promise<z.output<S>> {
      const linkRef = ref(token);
      return usable(tx ? await tx.get(linkRef) : await linkRef.get(), now);
    },
    issue,
    /**
     * A new link: its token (for the email), the document to store it under and the record,
     * its own fields with the link's dates, checked against the store's schema.
     */
    create(fields: Omit<z.output<S>, LinkDates>, now: number = Date.now(), notAfter = Number.POSITIVE_INFINITY) {
      const { token, ref: linkRef, dates } = issue(now, notAfter);
      return { token, ref: linkRef, record: config.schema.parse({ ...fields, ...dates }) };
    },
  };
}
