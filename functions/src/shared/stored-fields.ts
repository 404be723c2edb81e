import { FieldValue } from 'firebase-admin/firestore';
import { REMOVE_FIELD, SERVER_TIME } from '@/domain/shared/write-markers';

/**
 * A document or change built by an owner in src/domain, as the Admin SDK writes it: the write
 * markers become Firestore sentinels, nested maps are walked, Dates stay Dates (stored as Timestamps).
 */
function sentinel(value: unknown): unknown {
  if (value === SERVER_TIME) return FieldValue.serverTimestamp();
  if (value === REMOVE_FIELD) return FieldValue.delete();
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sentinel(inner)]));
  }
  return value;
}

/** The fields of a built document or change, ready for set, create or update. */
export const storedFields = (fields: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sentinel(value)]));
