import type { GetSendOnOfferResult } from '@/domain/leads/send-on';
import { callable } from '../shared/callable';
import { sendOnLinkRef, usableSendOnLink } from './send-on-store';

/**
 * The send-on page asks what a link offers before the client decides: which firm, for which need,
 * and what that firm would receive. Public: the token is the credential; opening the page sends
 * nothing, and an unknown, used or expired link is refused with what to do instead.
 */
export const getSendOnOffer = callable('getSendOnOffer', {
  access: 'public',
  handler: async ({ token }): Promise<GetSendOnOfferResult> => {
    const link = usableSendOnLink(await sendOnLinkRef(token).get());
    return {
      firmName: link.firmName,
      previousFirmName: link.previousFirmName,
      need: link.need,
      area: link.area,
      shared: link.shared,
      expiresAt: link.expiresAt.toDate().toISOString(),
    };
  },
});
