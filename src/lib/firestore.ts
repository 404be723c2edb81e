import {
  collection,
  doc,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { parseFirmAccount, parseFirmDocument, type FirmAccount, type FirmDocument } from '@/domain/firm-model';
import { db } from './firebase-firestore';

/** Firestore Timestamps become epoch millis so the domain layer never sees SDK types. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

export type WithId<T> = T & { id: string };

function converter<T extends object>(): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: (value) => {
      const { id: _id, ...rest } = value as WithId<T>;
      return rest as DocumentData;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ id: snapshot.id, ...(plain(snapshot.data()) as T) }) as WithId<T>,
  };
}

/** The only place in the SPA that knows collection paths. */
export const COLLECTIONS = {
  firms: 'firms',
  users: 'users',
  leads: 'leads',
  openLeads: 'openLeads',
  contacts: 'contacts',
  blogPosts: 'blog_posts',
  payments: 'payments',
  auditLog: 'auditLog',
  firmStats: 'firmStats',
  provinceStats: 'provinceStats',
  contactMessages: 'contactMessages',
} as const;

/** Firms have their own typed refs below: nothing reads a firm as a type it chose itself. */
type UntypedCollection = Exclude<keyof typeof COLLECTIONS, 'firms'>;

export const collectionRef = <T extends object>(name: UntypedCollection) =>
  collection(db, COLLECTIONS[name]).withConverter(converter<T>());

export const docRef = <T extends object>(name: UntypedCollection, id: string) =>
  doc(db, COLLECTIONS[name], id).withConverter(converter<T>());

/**
 * Firm documents are read through the one firm model (src/domain/firm-model.ts): the converter
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

export type Firm = WithId<FirmDocument>;
export type Account = WithId<FirmAccount>;

export const firmsRef = () => collection(db, COLLECTIONS.firms).withConverter(firmConverter);

export const firmRef = (firmId: string) => doc(db, COLLECTIONS.firms, firmId).withConverter(firmConverter);

/** firms/{firmId}/private/account: the firm's own contact and billing data. */
export const firmAccountRef = (firmId: string) =>
  doc(db, COLLECTIONS.firms, firmId, 'private', 'account').withConverter(accountConverter);

/**
 * The documents of a query that match their model. One damaged firm must not empty a public list,
 * so it is left out and reported once in the console (with the field that is off).
 */
export function readableDocs<T>(snapshot: Pick<QuerySnapshot<T>, 'docs'>): T[] {
  return snapshot.docs.flatMap((d) => {
    try {
      return [d.data()];
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      return [];
    }
  });
}
