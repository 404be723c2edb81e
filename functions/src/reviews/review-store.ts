import type { DocumentData, FirestoreDataConverter, Transaction } from 'firebase-admin/firestore';
import { changeRating, ratingTotalsOf, reviewSchema, type RatingFields, type Review } from '@/domain/reviews/reviews';
import { parseStored } from '@/domain/shared/stored-date';
import { db } from '../shared/admin';
import { firmRef, updateFirmDocument } from '../shared/firm-store';

/** The functions' reader of reviews/{id}: parsed with the review schema, never read with `as`. */
const reviewConverter: FirestoreDataConverter<Review> = {
  toFirestore: (value) => value as DocumentData,
  fromFirestore: (snapshot) => parseStored(reviewSchema, snapshot.ref.path, snapshot.data(), 'the review schema'),
};
export const reviewRef = (reviewId: string) => db.collection('reviews').doc(reviewId).withConverter(reviewConverter);
export const reviewReportRef = (reviewId: string) => db.doc(`reviewReports/${reviewId}`);

/**
 * Adds (+1) or removes (-1) one review's stars to the firm's rating, in the caller's transaction:
 * the firm's rating, reviewCount and ratingSum and its match index (which orders by rating) move
 * together through the firm writer. Reads the firm, so call it before the transaction's writes.
 * Returns null when the firm no longer exists.
 */
export async function changeFirmRating(tx: Transaction, firmId: string, stars: number, direction: 1 | -1) {
  const firm = (await tx.get(firmRef(firmId))).data();
  if (!firm) return null;
  const fields: RatingFields = changeRating(ratingTotalsOf(firm), stars, direction);
  return {
    fields,
    firmName: firm.firmName,
    write: () => updateFirmDocument(tx, firmId, firm, { ...fields }),
  };
}
