import {
  collection,
  doc,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from './firebase';

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
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      ({ id: snapshot.id, ...(plain(snapshot.data()) as T) }) as WithId<T>,
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
} as const;

export const collectionRef = <T extends object>(name: keyof typeof COLLECTIONS) =>
  collection(db, COLLECTIONS[name]).withConverter(converter<T>());

export const docRef = <T extends object>(name: keyof typeof COLLECTIONS, id: string) =>
  doc(db, COLLECTIONS[name], id).withConverter(converter<T>());

/** firms/{firmId}/private/account: the firm's own contact and billing data. */
export const firmAccountRef = <T extends object>(firmId: string) =>
  doc(db, COLLECTIONS.firms, firmId, 'private', 'account').withConverter(converter<T>());
