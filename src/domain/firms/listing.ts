/**
 * "Your listing" on the dashboard overview: the two public fields every plan may change, the
 * logo and the description. The schema reuses the profile's field schemas (the same bounds as
 * registration and Settings) and is strict, so nothing else (name, plan, match inputs) can ride
 * along through the updateFirmListing callable, which is open to every plan.
 */
import { z } from 'zod';
import { firmProfileSchema } from './profile';

const p = firmProfileSchema.shape;

export const updateFirmListingInputSchema = z
  .object({
    /** An image address (https), or null to remove the logo. */
    logoUrl: p.logoUrl,
    description: p.description,
  })
  .strict();
export type UpdateFirmListingInput = z.infer<typeof updateFirmListingInputSchema>;

export interface UpdateFirmListingOutput {
  ok: true;
}

export const LISTING_MESSAGES = {
  saved: 'Your listing is updated.',
  failed: 'Your listing could not be saved. Please try again.',
  /** Before the refused field's own message: 'Your listing was not saved: …'. */
  refused: 'Your listing was not saved:',
} as const;
