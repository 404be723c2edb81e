import { LISTING_MESSAGES, type UpdateFirmListingOutput } from '@/domain/firms/listing';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { firmRef, updateFirmDocument } from '../shared/firm-store';

/**
 * "Your listing" on the dashboard overview, open to every plan (docs/firms.md, "Free plan"): the
 * firm's logo (an image address, or null to remove it) and description. The input schema is
 * strict and reuses the profile's field bounds, so no other field can change here; the rest of
 * the profile stays with updateFirmProfile (paid plans). The firm is the caller's own, from its
 * claim; the document and its match index are rewritten together, as every profile writer does.
 */
export const updateFirmListing = callable('updateFirmListing', {
  access: 'firm',
  invalidMessage: LISTING_MESSAGES.refused,
  handler: async ({ logoUrl, description }, caller): Promise<UpdateFirmListingOutput> => {
    const firmId = caller.firmId!;
    await db.runTransaction(async (tx) => {
      const firm = (await tx.get(firmRef(firmId))).data();
      if (!firm) throw callableError('firm-not-found', 'Your firm could not be found. Please sign in again.');
      const now = new Date();
      updateFirmDocument(tx, firmId, firm, { logoUrl: logoUrl ?? null, description, updatedAt: now, lastUpdated: now });
    });
    return { ok: true };
  },
});
