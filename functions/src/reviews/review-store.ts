import type { Transaction } from 'firebase-admin/firestore';
import { changeRating, ratingTotalsOf, type RatingFields } from '@/domain/reviews/reviews';
import { collections, reviewRef } from '../shared/documents';
import { firmRef, updateFirmDocument } from '../shared/firm-store';

/** reviews/{id} parsed with the review schema (documents.ts), never read with `as`. */
export { reviewRef };
export const reviewReportRef = (reviewId: string) => collections.reviewReports().doc(reviewId);

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
