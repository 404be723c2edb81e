import type { UpdateFirmListingInput } from '@/domain/firms/listing';
import { call } from '@/lib/callable';

/** The overview's "Your listing" (every plan): the logo and description, through updateFirmListing. */
export const updateFirmListing = (input: UpdateFirmListingInput) => call('updateFirmListing', input);
